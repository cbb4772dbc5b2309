import type { HttpHandler } from 'msw';
import { DocumentState, purchaseTransition } from '@inventory/domain';
import { endpoints } from '../../registry.ts';
import { allowed, matchesDocument } from '../documents.ts';
import { type MockOptions, mockEndpoint } from '../mock-endpoint.ts';
import { purchaseDto } from '../entries.ts';
import { savePurchase } from '../purchase-save.ts';
import type { FixtureStore } from '../store.ts';
import { contains, findOwned, ofTenant, page, sortRows } from '../table.ts';
import { atomically } from '../unit-of-work.ts';

/** Purchase invoices: totals by the domain; a submit with a stock invoice receives into the mock's stock. */
export function purchaseInvoiceHandlers(store: FixtureStore, options: MockOptions): HttpHandler[] {
  const p = endpoints.purchaseInvoice;
  const purchase = (tenantId: string, id: string) =>
    findOwned(store.purchaseInvoices, tenantId, id, 'PurchaseInvoice');
  const show = (doc: Parameters<typeof purchaseDto>[1]) => purchaseDto(store, doc);

  return [
    mockEndpoint(
      p.list,
      store,
      ({ tenantId, query }) => {
        const rows = ofTenant(store.purchaseInvoices, tenantId).filter(
          (d) =>
            matchesDocument(d, query) &&
            contains(d.supplierName, query.Supplier) &&
            (!query.SKUName || d.items.some((i) => contains(i.name, query.SKUName))),
        );
        return page(sortRows(rows, query.Sorting, 'creationTime desc').map(show), query);
      },
      options,
    ),
    mockEndpoint(p.get, store, ({ tenantId, params }) => show(purchase(tenantId, params.id)), options),
    mockEndpoint(
      p.save,
      store,
      ({ tenantId, body }) => show(atomically(store, () => savePurchase(store, tenantId, body))),
      options,
    ),
    mockEndpoint(
      p.delete,
      store,
      ({ tenantId, params }) => {
        const doc = purchase(tenantId, params.id);
        allowed(purchaseTransition(doc.state as DocumentState, { kind: 'delete' }), doc);
        store.purchaseInvoices.splice(store.purchaseInvoices.indexOf(doc), 1);
        return undefined;
      },
      options,
    ),
    mockEndpoint(
      p.discard,
      store,
      ({ tenantId, params }) => {
        const doc = purchase(tenantId, params.id);
        const stockMoved = doc.items.some((i) => i.inStockCount > 0);
        allowed(purchaseTransition(doc.state as DocumentState, { kind: 'discard', stockMoved }), doc);
        doc.state = DocumentState.Discard;
        return undefined;
      },
      options,
    ),
    mockEndpoint(
      p.finish,
      store,
      ({ tenantId, params, query }) => {
        const doc = purchase(tenantId, params.id);
        allowed(purchaseTransition(doc.state as DocumentState, { kind: 'finish' }), doc);
        Object.assign(doc, { state: DocumentState.Finish, remarks: query.remarks ?? doc.remarks });
        return undefined;
      },
      options,
    ),
    mockEndpoint(
      p.itemList,
      store,
      ({ tenantId, query }) => {
        const lines = ofTenant(store.purchaseInvoices, tenantId)
          .filter((d) => query.State === undefined || d.state === query.State)
          .flatMap((d) => d.items)
          .filter(
            (i) =>
              !query.SearchKey || contains(i.name, query.SearchKey) || contains(i.skuCode, query.SearchKey),
          );
        return page(lines, query);
      },
      options,
    ),
    mockEndpoint(
      p.setRemarks,
      store,
      ({ tenantId, body }) => {
        purchase(tenantId, body.id).remarks = body.remarks ?? null;
        return undefined;
      },
      options,
    ),
  ];
}
