import type { HttpHandler } from 'msw';
import { ErrorCodes } from '../../errors.ts';
import { notFound } from '../respond.ts';
import { endpoints } from '../../registry.ts';
import { type MockOptions, mockEndpoint } from '../mock-endpoint.ts';
import type { FixtureStore } from '../store.ts';
import { assertUnique, checkStamp, contains, dto, findOwned, ofTenant, page, sortRows } from '../table.ts';

/** Suppliers and customization records: plain tenant-scoped CRUD. */
export function supplierHandlers(store: FixtureStore, options: MockOptions): HttpHandler[] {
  const sup = endpoints.supplier;
  const cu = endpoints.customization;
  return [
    mockEndpoint(
      sup.list,
      store,
      ({ tenantId, query }) =>
        page(
          sortRows(
            ofTenant(store.suppliers, tenantId).filter((x) => contains(x.name, query.Name)),
            query.Sorting,
            'creationTime',
          ).map(dto),
          query,
        ),
      options,
    ),
    mockEndpoint(
      sup.get,
      store,
      ({ tenantId, params }) => dto(findOwned(store.suppliers, tenantId, params.id, 'Supplier')),
      options,
    ),
    mockEndpoint(
      sup.create,
      store,
      ({ tenantId, body }) => {
        assertUnique(store.suppliers, tenantId, (x) => x.name, body.name, ErrorCodes.DuplicateSupplierName);
        const { concurrencyStamp: _sent, ...fields } = body;
        const row = {
          ...fields,
          id: store.nextId(),
          tenantId,
          creationTime: store.now(),
          concurrencyStamp: store.nextStamp(),
        };
        store.suppliers.push(row);
        return dto(row);
      },
      options,
    ),
    mockEndpoint(
      sup.update,
      store,
      ({ tenantId, params, body }) => {
        const row = findOwned(store.suppliers, tenantId, params.id, 'Supplier');
        checkStamp(row, body.concurrencyStamp);
        assertUnique(
          store.suppliers,
          tenantId,
          (x) => x.name,
          body.name,
          ErrorCodes.DuplicateSupplierName,
          row.id,
        );
        Object.assign(row, { ...body, concurrencyStamp: store.nextStamp() });
        return dto(row);
      },
      options,
    ),
    mockEndpoint(
      sup.delete,
      store,
      ({ tenantId, params }) => {
        const row = findOwned(store.suppliers, tenantId, params.id, 'Supplier');
        store.suppliers.splice(store.suppliers.indexOf(row), 1);
        return undefined;
      },
      options,
    ),

    mockEndpoint(
      cu.list,
      store,
      ({ tenantId, query }) =>
        page(
          sortRows(
            ofTenant(store.customizations, tenantId).filter((x) => contains(x.code, query.Code)),
            query.Sorting,
            'code',
          ).map(dto),
          query,
        ),
      options,
    ),
    mockEndpoint(
      cu.create,
      store,
      ({ tenantId, body }) => {
        assertUnique(
          store.customizations,
          tenantId,
          (x) => x.code,
          body.code,
          ErrorCodes.DuplicateCustomizationCode,
        );
        const { concurrencyStamp: _sent, ...fields } = body;
        const row = {
          ...fields,
          id: store.nextId(),
          tenantId,
          creationTime: store.now(),
          concurrencyStamp: store.nextStamp(),
        };
        store.customizations.push(row);
        return dto(row);
      },
      options,
    ),
    mockEndpoint(
      cu.update,
      store,
      ({ tenantId, params, body }) => {
        const row = findOwned(store.customizations, tenantId, params.id, 'Customization');
        checkStamp(row, body.concurrencyStamp);
        assertUnique(
          store.customizations,
          tenantId,
          (x) => x.code,
          body.code,
          ErrorCodes.DuplicateCustomizationCode,
          row.id,
        );
        Object.assign(row, { ...body, concurrencyStamp: store.nextStamp() });
        return dto(row);
      },
      options,
    ),
    mockEndpoint(
      cu.delete,
      store,
      ({ tenantId, params }) => {
        const row = store.customizations.find((x) => x.tenantId === tenantId && x.id === params.id);
        if (!row) throw notFound('Customization', params.id);
        store.customizations.splice(store.customizations.indexOf(row), 1);
        return undefined;
      },
      options,
    ),
  ];
}
