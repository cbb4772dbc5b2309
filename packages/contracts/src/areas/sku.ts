import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  abpEnum,
  enumValue,
  idParams,
  nulError,
  optionalText,
  pagedResult,
  pagedListQueryShape,
  price,
  quantity,
  queryText,
  queryUuid,
  requiredText,
  uuid,
  withoutNul,
} from '../common.ts';
import { SkuKind, SkuState } from '../enums.ts';
import { Features } from '../permissions.ts';
import { keyed } from '../validation-keys.ts';

/** A component line of a Group SKU: `id` is the component SKU, `number` its quantity per one unit of the group. */
export const skuGroupLine = z.object({
  id: z.string(),
  name: z.string().nullish(),
  code: z.string().nullish(),
  attribute: z.string().nullish(),
  attributeId: z.string().nullish(),
  unit: z.string().nullish(),
  number: z.number(),
});
export type SkuGroupLine = z.infer<typeof skuGroupLine>;

export const sku = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  unit: z.string().nullish(),
  cost: z.number(),
  /** The count below which the SKU is low stock (issue 17); null = none set. */
  reorderLevel: z.number().nullish(),
  state: enumValue(SkuState),
  /** Derived: Group when `groups` is non-empty. */
  kind: enumValue(SkuKind),
  groups: z.array(skuGroupLine),
  remarks: z.string().nullish(),
  /** Category id and name. */
  attributeId: z.string().nullish(),
  attribute: z.string().nullish(),
  images: z.array(z.string()),
  qrCode: z.string().nullish(),
  creationTime: z.string().nullish(),
});
export type Sku = z.infer<typeof sku>;

/**
 * Bounds: name 1..128, code ≤ 64 (generated when absent, unique per tenant), unit ≤ 32, remarks ≤ 512,
 * ≤ 20 images, ≤ 100 components each with number > 0 (3 dp). `attribute` (the category name) is ignored on input.
 * `reorderLevel`: optional, a count (3 dp) ≥ 0; null or absent = no reorder level.
 */
export const saveSku = z.object(
  {
    code: optionalText(64),
    name: requiredText(128),
    unit: optionalText(32),
    attribute: z.string().nullish(),
    attributeId: uuid().nullish(),
    cost: price().min(0, keyed).default(0),
    reorderLevel: quantity().min(0, keyed).nullish(),
    remarks: optionalText(512),
    state: abpEnum(SkuState).default(SkuState.On),
    groups: z
      .array(z.object({ id: uuid(), number: quantity().positive(keyed) }, keyed), keyed)
      .max(100, keyed)
      .default([]),
    images: z
      .array(z.string(keyed).max(512, keyed).regex(withoutNul, nulError), keyed)
      .max(20, keyed)
      .default([]),
  },
  keyed,
);
export type SaveSku = z.input<typeof saveSku>;

export const setSkuAttribute = z.object(
  { ids: z.array(uuid(), keyed).min(1, keyed).max(1000, keyed), attributeId: uuid().nullable() },
  keyed,
);
export type SetSkuAttribute = z.input<typeof setSkuAttribute>;

/** AttributeId includes the category's descendants (business-rules.md §1). */
/** What `skuListQuery`'s `Sorting` may name (ADR 013). */
export const skuSortFields = ['code', 'name', 'unit', 'cost', 'state', 'kind', 'creationTime'] as const;
export const skuListQuery = z.object({
  ...pagedListQueryShape(skuSortFields),
  Code: queryText(),
  Name: queryText(),
  AttributeId: queryUuid(),
  Kind: abpEnum(SkuKind).optional(),
  State: abpEnum(SkuState).optional(),
});
export type SkuListQuery = z.input<typeof skuListQuery>;

const P = 'Inventory.Skus';
const area = { feature: Features.Sku } as const;

export const skuEndpoints = {
  create: defineEndpoint({
    ...area,
    name: 'sku.create',
    method: 'POST',
    path: '/api/app/s-kU',
    body: saveSku,
    response: sku,
    permission: `${P}.Create`,
  }),
  list: defineEndpoint({
    ...area,
    name: 'sku.list',
    method: 'GET',
    path: '/api/app/s-kU',
    query: skuListQuery,
    response: pagedResult(sku),
    permission: P,
  }),
  get: defineEndpoint({
    ...area,
    name: 'sku.get',
    method: 'GET',
    path: '/api/app/s-kU/{id}',
    params: idParams,
    response: sku,
    permission: P,
  }),
  update: defineEndpoint({
    ...area,
    name: 'sku.update',
    method: 'PUT',
    path: '/api/app/s-kU/{id}',
    params: idParams,
    body: saveSku,
    response: sku,
    permission: `${P}.Update`,
  }),
  delete: defineEndpoint({
    ...area,
    name: 'sku.delete',
    method: 'DELETE',
    path: '/api/app/s-kU/{id}',
    params: idParams,
    response: null,
    permission: `${P}.Delete`,
  }),
  setAttribute: defineEndpoint({
    ...area,
    name: 'sku.setAttribute',
    method: 'POST',
    path: '/api/app/s-kU/set-attribute',
    body: setSkuAttribute,
    response: null,
    permission: `${P}.Update`,
  }),
};
