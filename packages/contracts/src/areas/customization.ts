import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  dateTime,
  idParams,
  optionalText,
  pagedResult,
  pagedListQueryShape,
  queryText,
  requiredText,
  concurrencyStamp,
} from '../common.ts';
import { ValidationKeys, encodeValidationMessage, keyed } from '../validation-keys.ts';

/** Largest stored `value`, as JSON text. */
export const customizationValueMaxLength = 16_000;

/** Deepest nesting of a stored `value`. */
export const customizationValueMaxDepth = 32;

/**
 * Storable as jsonb: no U+0000, nesting within bounds. Checked with a loop before anything walks the value
 * recursively: zod's own `z.json()` (and JSON.stringify) recurse, and a body nested a few thousand levels deep
 * overflowed the stack (a 500 instead of a 400).
 */
function storableJson(value: unknown): boolean {
  const pending: { item: unknown; depth: number }[] = [{ item: value, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (next.depth > customizationValueMaxDepth) return false;
    // jsonb cannot hold U+0000 either.
    if (typeof next.item === 'string' && next.item.includes('\u0000')) return false;
    if (next.item !== null && typeof next.item === 'object') {
      for (const child of Object.values(next.item)) pending.push({ item: child, depth: next.depth + 1 });
    }
  }
  return true;
}

/**
 * Customization records: the spec shows only the Code filter, so a record is a per-tenant setting keyed by `code`
 * (unique per tenant, 1..64) holding any JSON `value` (≤ 16 000 characters as JSON), with an optional display
 * name (≤ 128), free text content (≤ 4000) and remarks (≤ 512). No feature gate.
 */
export const customization = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string().nullish(),
  content: z.string().nullish(),
  value: z.json().nullish(),
  remarks: z.string().nullish(),
  creationTime: dateTime(),
  concurrencyStamp: concurrencyStamp(),
});
export type Customization = z.infer<typeof customization>;

export const saveCustomization = z.object(
  {
    code: requiredText(64),
    name: optionalText(128),
    content: optionalText(4000),
    value: z
      .unknown()
      .refine(storableJson, { error: encodeValidationMessage(ValidationKeys.invalid), abort: true })
      .refine((v) => JSON.stringify(v).length <= customizationValueMaxLength, {
        error: encodeValidationMessage(ValidationKeys.maxLength, { max: customizationValueMaxLength }),
        abort: true,
      })
      .pipe(z.json(keyed))
      .nullish(),
    remarks: optionalText(512),
    concurrencyStamp: concurrencyStamp(),
  },
  keyed,
);
export type SaveCustomization = z.input<typeof saveCustomization>;

/** What `customizationListQuery`'s `Sorting` may name (ADR 013). */
export const customizationSortFields = ['code', 'name', 'creationTime'] as const;
export const customizationListQuery = z.object({
  ...pagedListQueryShape(customizationSortFields),
  Code: queryText(),
});
export type CustomizationListQuery = z.input<typeof customizationListQuery>;

const P = 'Inventory.Customizations';

export const customizationEndpoints = {
  create: defineEndpoint({
    name: 'customization.create',
    method: 'POST',
    path: '/api/app/customization',
    body: saveCustomization,
    response: customization,
    permission: `${P}.Create`,
  }),
  list: defineEndpoint({
    name: 'customization.list',
    method: 'GET',
    path: '/api/app/customization',
    query: customizationListQuery,
    response: pagedResult(customization),
    permission: P,
  }),
  update: defineEndpoint({
    name: 'customization.update',
    method: 'PUT',
    path: '/api/app/customization/{id}',
    params: idParams,
    body: saveCustomization,
    response: customization,
    permission: `${P}.Update`,
  }),
  delete: defineEndpoint({
    name: 'customization.delete',
    method: 'DELETE',
    path: '/api/app/customization/{id}',
    params: idParams,
    response: null,
    permission: `${P}.Delete`,
  }),
};
