import type { Category, SaveCategory } from '@inventory/contracts';
import type { CategoryScreenProps } from '@inventory/ui';

/** The writes the custom items screen can ask for (the data layer's `useMutation(...).trigger`). */
export interface CategoryWrites {
  create(input: { body: SaveCategory }): Promise<unknown>;
  update(input: { params: { id: string }; body: SaveCategory }): Promise<unknown>;
  remove(input: { params: { id: string } }): Promise<unknown>;
}

export interface CategoryGrants {
  create: boolean;
  update: boolean;
  delete: boolean;
}

type Actions = Pick<CategoryScreenProps, 'onCreate' | 'onUpdate' | 'onDelete'>;

/**
 * The screen's callbacks: present only with their permission (the screen then leaves the action out), each
 * failure passed through the screen error policy. A create answers the new category, so the screen can select it.
 */
export function categoryActions(
  writes: CategoryWrites,
  grants: CategoryGrants,
  onChangeError: (error: unknown) => never,
): Actions {
  return {
    onCreate: grants.create ? (values) => writes.create({ body: values }).catch(onChangeError) : undefined,
    onUpdate: grants.update
      ? (category: Category, values) =>
          writes.update({ params: { id: category.id }, body: values }).catch(onChangeError)
      : undefined,
    onDelete: grants.delete
      ? (category) => writes.remove({ params: { id: category.id } }).catch(onChangeError)
      : undefined,
  };
}
