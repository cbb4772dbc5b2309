import type { HttpHandler } from 'msw';
import { DocumentState, warehouseTransition } from '@inventory/domain';
import { endpoints } from '../../registry.ts';
import { allowed, matchesDocument } from '../documents.ts';
import { type MockOptions, mockEndpoint } from '../mock-endpoint.ts';
import type { FixtureStore } from '../store.ts';
import { contains, findOwned, ofTenant, page, sortRows } from '../table.ts';
import { atomically } from '../unit-of-work.ts';
import { saveWarehouseInvoice, warehouseInvoiceDto } from '../warehouse-save.ts';

/** Warehouse (stock) invoices: submit applies every line to the mock's stock and finishes (business-rules §6). */
export function warehouseInvoiceHandlers(store: FixtureStore, options: MockOptions): HttpHandler[] {
  const w = endpoints.warehouseInvoice;
  const invoice = (tenantId: string, id: string) =>
    findOwned(store.warehouseInvoices, tenantId, id, 'WarehouseInvoice');
  const show = (doc: Parameters<typeof warehouseInvoiceDto>[1]) => warehouseInvoiceDto(store, doc);

  return [
    mockEndpoint(
      w.list,
      store,
      ({ tenantId, query }) => {
        const matching = (line: { name?: string | null }) => contains(line.name, query.SKUName);
        const rows = ofTenant(store.warehouseInvoices, tenantId).filter(
          (d) =>
            matchesDocument(d, query) &&
            (!query.WarehouseId || d.warehouseId === query.WarehouseId) &&
            (!query.MoveWarehouseId || d.moveToWarehouseId === query.MoveWarehouseId) &&
            (query.StockType === undefined || d.stockType === query.StockType) &&
            (query.Type === undefined || d.type === query.Type) &&
            (!query.SKUName || d.items.some(matching)),
        );
        // Under a SKU name, each document answers only the lines that made it match (ADR 061), as the server does.
        const answered = query.SKUName ? rows.map((d) => ({ ...d, items: d.items.filter(matching) })) : rows;
        return page(sortRows(answered, query.Sorting, 'creationTime desc').map(show), query);
      },
      options,
    ),
    mockEndpoint(w.get, store, ({ tenantId, params }) => show(invoice(tenantId, params.id)), options),
    mockEndpoint(
      w.save,
      store,
      ({ tenantId, body }) => show(atomically(store, () => saveWarehouseInvoice(store, tenantId, body))),
      options,
    ),
    mockEndpoint(
      w.saveMany,
      store,
      ({ tenantId, body }) => {
        // All or none, as one server transaction.
        const saved = atomically(store, () => body.map((one) => saveWarehouseInvoice(store, tenantId, one)));
        return saved.map(show);
      },
      options,
    ),
    mockEndpoint(
      w.delete,
      store,
      ({ tenantId, params }) => {
        const doc = invoice(tenantId, params.id);
        allowed(warehouseTransition(doc.state as DocumentState, { kind: 'delete' }), doc);
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
        allowed(warehouseTransition(doc.state as DocumentState, { kind: 'discard', stockMoved: false }), doc);
        doc.state = DocumentState.Discard;
        return undefined;
      },
      options,
    ),
    mockEndpoint(
      w.setRemarks,
      store,
      ({ tenantId, body }) => {
        const doc = invoice(tenantId, body.id);
        allowed(warehouseTransition(doc.state as DocumentState, { kind: 'setRemarks' }), doc);
        doc.remarks = body.remarks ?? null;
        return undefined;
      },
      options,
    ),
  ];
}
