import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  dateTime,
  idParams,
  nullableString,
  optionalText,
  pagedResult,
  pagedListQueryShape,
  requiredText,
  uuid,
  concurrencyStamp,
} from '../common.ts';
import { Features, Permissions } from '../permissions.ts';
import { keyed } from '../validation-keys.ts';

/**
 * Bounds (the spec leaves them open): name 1..64 (unique per tenant, case-insensitive), address ≤ 256,
 * telePhone ≤ 32 (free text: extensions, several numbers), remarks ≤ 512.
 */
export const warehouseBounds = { name: 64, address: 256, telePhone: 32, remarks: 512 } as const;

export const warehouse = z.object({
  id: uuid(),
  name: z.string(),
  address: nullableString().optional(),
  telePhone: nullableString().optional(),
  remarks: nullableString().optional(),
  creationTime: dateTime(),
  concurrencyStamp: concurrencyStamp(),
});
export type Warehouse = z.infer<typeof warehouse>;

export const createWarehouse = z.object(
  {
    name: requiredText(warehouseBounds.name),
    address: optionalText(warehouseBounds.address),
    telePhone: optionalText(warehouseBounds.telePhone),
    remarks: optionalText(warehouseBounds.remarks),
  },
  keyed,
);
export type CreateWarehouse = z.input<typeof createWarehouse>;

/** Update = create + the stamp read with the record (a stale stamp answers 409; omitted = last write wins). */
export const updateWarehouse = createWarehouse.extend({ concurrencyStamp: concurrencyStamp() });
export type UpdateWarehouse = z.input<typeof updateWarehouse>;

/** What `warehouseListQuery`'s `Sorting` may name (ADR 013). */
export const warehouseSortFields = ['name', 'address', 'telePhone', 'creationTime'] as const;
export const warehouseListQuery = z.object({
  ...pagedListQueryShape(warehouseSortFields),
  /** Matches name, address or telePhone (contains, case-insensitive). */
  Filter: z.string(keyed).trim().max(128, keyed).optional(),
});
export type WarehouseListQuery = z.input<typeof warehouseListQuery>;

const area = { feature: Features.Warehouse } as const;

export const warehouseEndpoints = {
  create: defineEndpoint({
    ...area,
    name: 'warehouse.create',
    method: 'POST',
    path: '/api/app/warehouse',
    body: createWarehouse,
    response: warehouse,
    permission: Permissions.WarehousesCreate,
  }),
  list: defineEndpoint({
    ...area,
    name: 'warehouse.list',
    method: 'GET',
    path: '/api/app/warehouse',
    query: warehouseListQuery,
    response: pagedResult(warehouse),
    permission: Permissions.Warehouses,
  }),
  get: defineEndpoint({
    ...area,
    name: 'warehouse.get',
    method: 'GET',
    path: '/api/app/warehouse/{id}',
    params: idParams,
    response: warehouse,
    permission: Permissions.Warehouses,
  }),
  update: defineEndpoint({
    ...area,
    name: 'warehouse.update',
    method: 'PUT',
    path: '/api/app/warehouse/{id}',
    params: idParams,
    body: updateWarehouse,
    response: warehouse,
    permission: Permissions.WarehousesUpdate,
  }),
  delete: defineEndpoint({
    ...area,
    name: 'warehouse.delete',
    method: 'DELETE',
    path: '/api/app/warehouse/{id}',
    params: idParams,
    response: null,
    permission: Permissions.WarehousesDelete,
  }),
};
