import { ApiError, type Category, ErrorCodes } from '@inventory/contracts';

/** Story data: a small tree in both languages, with colours, ties in sort order and a long name. */
export function categoryRow(
  index: number,
  name: string,
  code: string,
  overrides: Partial<Category> = {},
): Category {
  return {
    id: `0192c4d5-6e7f-7a80-9b1c-2d3e4f5a6b${String(index).padStart(2, '0')}`,
    name,
    code,
    sort: 0,
    parentId: null,
    color: null,
    coverImage: null,
    ...overrides,
  };
}

export const food = categoryRow(1, 'Food', '00001', { sort: 0, color: '#2f855a' });
export const snacks = categoryRow(2, '零食', '00001.00001', { parentId: food.id, sort: 0, color: '#dd6b20' });
export const fruit = categoryRow(3, 'Fresh fruit', '00001.00002', { parentId: food.id, sort: 10 });
export const drinks = categoryRow(4, 'Drinks', '00002', { sort: 10, color: '#3182ce' });
export const tea = categoryRow(5, 'Tea and infusions from the southern provinces', '00002.00001', {
  parentId: drinks.id,
});
export const packaging = categoryRow(6, 'Packaging', '00003', { sort: 20 });

export const sampleCategories: Category[] = [food, snacks, fruit, drinks, tea, packaging];

/** Story-only: the server's words (already localized by it), shown verbatim by the screen. */
export const categoryServerMessages = {
  inUse: "The category 'Food' still has sub-categories (2) or SKUs (3) and cannot be deleted.",
  duplicateName: "A category named 'Drinks' already exists at this level.",
} as const;

function abpError(status: number, error: Record<string, unknown>): ApiError {
  return new ApiError({ status, body: JSON.stringify({ error }), headers: new Headers() });
}

/** The refusal `DELETE /api/app/category/{id}` answers for a category still in use. */
export function inUseRefusal(): ApiError {
  return abpError(403, { code: ErrorCodes.CategoryHasChildren, message: categoryServerMessages.inUse });
}

/** A 400 whose validation error names the name field (a duplicate among siblings, as a field error). */
export function nameFieldError(): ApiError {
  return abpError(400, {
    code: null,
    message: 'Your request is not valid!',
    validationErrors: [{ message: categoryServerMessages.duplicateName, members: ['Name'] }],
  });
}
