import type { HttpHandler } from 'msw';
import type { ParsedBodyOf } from '../../endpoint.ts';
import { DocumentState, StockType } from '../../enums.ts';
import { endpoints } from '../../registry.ts';
import { assertTransition, matchesDocument, nextNumber, skuInfo, warehouseName } from '../documents.ts';
import { type MockOptions, mockEndpoint } from '../mock-endpoint.ts';
import type { FixtureStore } from '../store.ts';
import { checkStamp, contains, dto, findOwned, ofTenant, page, sortRows } from '../table.ts';
import { currentUser } from './account.ts';

const prefixes = { [StockType.In]: 'IN', [StockType.Out]: 'OUT', [StockType.Move]: 'MV' } as const;

/** Warehouse (stock) invoices: submit goes straight to Finish; the mock keeps no stock ledger. */
export function warehouseInvoiceHandlers(store: FixtureStore, options: MockOptions): HttpHandler[] {
  const w = endpoints.warehouseInvoice;
  const invoice = (tenantId: string, id: string) =>
    findOwned(store.warehouseInvoices, tenantId, id, 'WarehouseInvoice');

  const saveInvoice = (tenantId: string, body: ParsedBodyOf<typeof w.save>) => {
    const now = store.now();
    const fields = {
      stockType: body.stockType,
      type: body.type,
      warehouseId: body.warehouseId,
      warehouseName: warehouseName(store, tenantId, body.warehouseId),
      moveToWarehouseId: body.moveToWarehouseId ?? null,
      moveToWarehouseName: warehouseName(store, tenantId, body.moveToWarehouseId),
      remarks: body.remarks ?? null,
      state: body.isSubmit ? DocumentState.Finish : DocumentState.Draft,
      submitTime: body.isSubmit ? now : null,
      concurrencyStamp: store.nextStamp(),
      items: body.items.map((line) => {
        const sku = skuInfo(store, tenantId, line.skuId);
        return {
          id: store.nextId(),
          itemId: line.itemId ?? null,
          skuId: line.skuId,
          name: sku.name,
          skuCode: sku.code,
          unit: sku.unit,
          attribute: sku.attribute,
          count: line.count,
          batchNumber: line.batchNumber ?? null,
          parturitionTime: line.parturitionTime ?? null,
          expirationDay: line.expirationDay ?? null,
          warehouseId: body.warehouseId,
          warehouseName: warehouseName(store, tenantId, body.warehouseId),
        };
      }),
    };
    if (body.id) {
      const doc = invoice(tenantId, body.id);
      assertTransition(doc, 'save');
      checkStamp(doc, body.concurrencyStamp);
      Object.assign(doc, fields);
      return dto(doc);
    }
    const doc = {
      ...fields,
      id: store.nextId(),
      tenantId,
      number: nextNumber(ofTenant(store.warehouseInvoices, tenantId), prefixes[body.stockType], now),
      creator: currentUser(store, tenantId).userName,
      content: null,
      creationTime: now,
    };
    store.warehouseInvoices.push(doc);
    return dto(doc);
  };

  return [
    mockEndpoint(
      w.list,
      store,
      ({ tenantId, query }) => {
        const rows = ofTenant(store.warehouseInvoices, tenantId).filter(
          (d) =>
            matchesDocument(d, query) &&
            (!query.WarehouseId || d.warehouseId === query.WarehouseId) &&
            (!query.MoveWarehouseId || d.moveToWarehouseId === query.MoveWarehouseId) &&
            (query.StockType === undefined || d.stockType === query.StockType) &&
            (query.Type === undefined || d.type === query.Type) &&
            (!query.SKUName || d.items.some((i) => contains(i.name, query.SKUName))),
        );
        return page(sortRows(rows, query.Sorting, 'creationTime desc').map(dto), query);
      },
      options,
    ),
    mockEndpoint(w.get, store, ({ tenantId, params }) => dto(invoice(tenantId, params.id)), options),
    mockEndpoint(w.save, store, ({ tenantId, body }) => saveInvoice(tenantId, body), options),
    mockEndpoint(
      w.saveMany,
      store,
      ({ tenantId, body }) => {
        // All or none: work on a copy and keep it only when every save succeeded.
        const before = structuredClone(store.warehouseInvoices);
        try {
          return body.map((one) => saveInvoice(tenantId, one));
        } catch (error) {
          store.warehouseInvoices.splice(0, store.warehouseInvoices.length, ...before);
          throw error;
        }
      },
      options,
    ),
    mockEndpoint(
      w.delete,
      store,
      ({ tenantId, params }) => {
        const doc = invoice(tenantId, params.id);
        assertTransition(doc, 'delete');
        store.warehouseInvoices.splice(store.warehouseInvoices.indexOf(doc), 1);
        return undefined;
      },
      options,
    ),
    mockEndpoint(
      w.discard,
      store,
      ({ tenantId, params }) => {
        const doc = invoice(tenantId, params.id);
        assertTransition(doc, 'discard');
        doc.state = DocumentState.Discard;
        return undefined;
      },
      options,
    ),
    mockEndpoint(
      w.setRemarks,
      store,
      ({ tenantId, body }) => {
        invoice(tenantId, body.id).remarks = body.remarks ?? null;
        return undefined;
      },
      options,
    ),
  ];
}
