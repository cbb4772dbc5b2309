import type { HttpHandler } from 'msw';
import { DocumentState, sellTransition } from '@inventory/domain';
import { endpoints } from '../../registry.ts';
import { allowed, matchesDocument } from '../documents.ts';
import { sellDto } from '../entries.ts';
import { type MockOptions, mockEndpoint } from '../mock-endpoint.ts';
import { saveSell } from '../sell-save.ts';
import type { FixtureStore } from '../store.ts';
import { contains, findOwned, ofTenant, page, sortRows } from '../table.ts';
import { atomically } from '../unit-of-work.ts';

/** Sell invoices: totals by the domain; a submit with an out-stock invoice delivers FEFO from the mock's stock. */
export function sellInvoiceHandlers(store: FixtureStore, options: MockOptions): HttpHandler[] {
  const s = endpoints.sellInvoice;
  const sell = (tenantId: string, id: string) => findOwned(store.sellInvoices, tenantId, id, 'SellInvoice');
  const show = (doc: Parameters<typeof sellDto>[1]) => sellDto(store, doc);

  return [
    mockEndpoint(
      s.list,
      store,
      ({ tenantId, query }) => {
        const rows = ofTenant(store.sellInvoices, tenantId).filter(
          (d) =>
            matchesDocument(d, query) &&
            contains(d.marketingChannel, query.MarketingChannel) &&
            (!query.SearchKey ||
              contains(d.number, query.SearchKey) ||
              d.items.some((i) => contains(i.skuName, query.SearchKey))),
        );
        return page(sortRows(rows, query.Sorting, 'creationTime desc').map(show), query);
      },
      options,
    ),
    mockEndpoint(s.get, store, ({ tenantId, params }) => show(sell(tenantId, params.id)), options),
    mockEndpoint(
      s.save,
      store,
      ({ tenantId, body }) => {
        atomically(store, () => saveSell(store, tenantId, body));
        return undefined;
      },
      options,
    ),
    mockEndpoint(
      s.delete,
      store,
      ({ tenantId, params }) => {
        const doc = sell(tenantId, params.id);
        allowed(sellTransition(doc.state as DocumentState, { kind: 'delete' }), doc);
        store.sellInvoices.splice(store.sellInvoices.indexOf(doc), 1);
        return undefined;
      },
      options,
    ),
    mockEndpoint(
      s.discard,
      store,
      ({ tenantId, params }) => {
        const doc = sell(tenantId, params.id);
        const stockMoved = doc.items.some((i) => i.outCount > 0);
        allowed(sellTransition(doc.state as DocumentState, { kind: 'discard', stockMoved }), doc);
        doc.state = DocumentState.Discard;
        return undefined;
      },
      options,
    ),
    mockEndpoint(
      s.finish,
      store,
      ({ tenantId, params, query }) => {
        const doc = sell(tenantId, params.id);
        allowed(sellTransition(doc.state as DocumentState, { kind: 'finish' }), doc);
        Object.assign(doc, { state: DocumentState.Finish, remarks: query.remarks ?? doc.remarks });
        return undefined;
      },
      options,
    ),
    mockEndpoint(
      s.itemList,
      store,
      ({ tenantId, query }) => {
        const lines = ofTenant(store.sellInvoices, tenantId)
          .filter((d) => query.State === undefined || d.state === query.State)
          .flatMap((d) => d.items)
          .filter(
            (i) =>
              !query.SearchKey ||
              contains(i.skuName, query.SearchKey) ||
              contains(i.skuCode, query.SearchKey),
          );
        return page(lines, query);
      },
      options,
    ),
    mockEndpoint(
      s.setRemarks,
      store,
      ({ tenantId, body }) => {
        sell(tenantId, body.id).remarks = body.remarks ?? null;
        return undefined;
      },
      options,
    ),
  ];
}
