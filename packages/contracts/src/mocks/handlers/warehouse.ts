import type { HttpHandler } from 'msw';
import { Decimal } from '@inventory/domain';
import { ErrorCodes } from '../../errors.ts';
import { endpoints } from '../../registry.ts';
import { type MockOptions, mockEndpoint } from '../mock-endpoint.ts';
import { business } from '../respond.ts';
import type { FixtureStore } from '../store.ts';
import { checkStamp, contains, dto, findOwned, ofTenant, page, sortRows } from '../table.ts';

export function warehouseHandlers(store: FixtureStore, options: MockOptions): HttpHandler[] {
  const e = endpoints.warehouse;
  const assertUniqueName = (tenantId: string, name: string, exceptId?: string) => {
    const clash = ofTenant(store.warehouses, tenantId).find(
      (w) => w.id !== exceptId && w.name.toLowerCase() === name.toLowerCase(),
    );
    if (clash)
      throw business(ErrorCodes.DuplicateWarehouseName, `A warehouse named '${name}' already exists.`, {
        name,
      });
  };
  return [
    mockEndpoint(
      e.list,
      store,
      ({ tenantId, query }) => {
        const rows = ofTenant(store.warehouses, tenantId).filter(
          (w) =>
            !query.Filter ||
            contains(w.name, query.Filter) ||
            contains(w.address, query.Filter) ||
            contains(w.telePhone, query.Filter),
        );
        return page(sortRows(rows, query.Sorting, 'creationTime').map(dto), query);
      },
      options,
    ),
    mockEndpoint(
      e.get,
      store,
      ({ tenantId, params }) => dto(findOwned(store.warehouses, tenantId, params.id, 'Warehouse')),
      options,
    ),
    mockEndpoint(
      e.create,
      store,
      ({ tenantId, body }) => {
        assertUniqueName(tenantId, body.name);
        const row = {
          id: store.nextId(),
          tenantId,
          name: body.name,
          address: body.address ?? null,
          telePhone: body.telePhone ?? null,
          remarks: body.remarks ?? null,
          creationTime: store.now(),
          concurrencyStamp: store.nextStamp(),
        };
        store.warehouses.push(row);
        return dto(row);
      },
      options,
    ),
    mockEndpoint(
      e.update,
      store,
      ({ tenantId, params, body }) => {
        const row = findOwned(store.warehouses, tenantId, params.id, 'Warehouse');
        checkStamp(row, body.concurrencyStamp);
        assertUniqueName(tenantId, body.name, row.id);
        Object.assign(row, {
          name: body.name,
          address: body.address ?? null,
          telePhone: body.telePhone ?? null,
          remarks: body.remarks ?? null,
          concurrencyStamp: store.nextStamp(),
        });
        return dto(row);
      },
      options,
    ),
    mockEndpoint(
      e.delete,
      store,
      ({ tenantId, params }) => {
        const row = findOwned(store.warehouses, tenantId, params.id, 'Warehouse');
        const holdsStock = ofTenant(store.balances, tenantId).some(
          (b) => b.warehouseId === row.id && Decimal.from(b.quantity).isPositive(),
        );
        if (holdsStock)
          throw business(ErrorCodes.WarehouseHasStock, `Warehouse '${row.name}' still holds stock.`, {
            name: row.name,
          });
        store.warehouses.splice(store.warehouses.indexOf(row), 1);
        return undefined;
      },
      options,
    ),
  ];
}
