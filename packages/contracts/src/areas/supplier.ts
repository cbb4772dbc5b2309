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
import { Features } from '../permissions.ts';
import { keyed } from '../validation-keys.ts';

export const supplier = z.object({
  id: z.string(),
  name: z.string(),
  contact: z.string().nullish(),
  telePhone: z.string().nullish(),
  address: z.string().nullish(),
  remarks: z.string().nullish(),
  creationTime: dateTime(),
  concurrencyStamp: concurrencyStamp(),
});
export type Supplier = z.infer<typeof supplier>;

/** Bounds: name 1..128 (unique per tenant), contact ≤ 64, telePhone ≤ 32, address ≤ 256, remarks ≤ 512. */
export const saveSupplier = z.object(
  {
    name: requiredText(128),
    contact: optionalText(64),
    telePhone: optionalText(32),
    address: optionalText(256),
    remarks: optionalText(512),
    concurrencyStamp: concurrencyStamp(),
  },
  keyed,
);
export type SaveSupplier = z.input<typeof saveSupplier>;

/** What `supplierListQuery`'s `Sorting` may name (ADR 013). */
export const supplierSortFields = ['name', 'contact', 'telePhone', 'address', 'creationTime'] as const;
export const supplierListQuery = z.object({ ...pagedListQueryShape(supplierSortFields), Name: queryText() });
export type SupplierListQuery = z.input<typeof supplierListQuery>;

const P = 'Inventory.Suppliers';
const area = { feature: Features.Supplier } as const;

export const supplierEndpoints = {
  create: defineEndpoint({
    ...area,
    name: 'supplier.create',
    method: 'POST',
    path: '/api/app/supplier',
    body: saveSupplier,
    response: supplier,
    permission: `${P}.Create`,
  }),
  list: defineEndpoint({
    ...area,
    name: 'supplier.list',
    method: 'GET',
    path: '/api/app/supplier',
    query: supplierListQuery,
    response: pagedResult(supplier),
    permission: P,
  }),
  get: defineEndpoint({
    ...area,
    name: 'supplier.get',
    method: 'GET',
    path: '/api/app/supplier/{id}',
    params: idParams,
    response: supplier,
    permission: P,
  }),
  update: defineEndpoint({
    ...area,
    name: 'supplier.update',
    method: 'PUT',
    path: '/api/app/supplier/{id}',
    params: idParams,
    body: saveSupplier,
    response: supplier,
    permission: `${P}.Update`,
  }),
  delete: defineEndpoint({
    ...area,
    name: 'supplier.delete',
    method: 'DELETE',
    path: '/api/app/supplier/{id}',
    params: idParams,
    response: null,
    permission: `${P}.Delete`,
  }),
};
