import type { HttpHandler } from 'msw';
import { DocumentState, productionTransition } from '@inventory/domain';
import { endpoints } from '../../registry.ts';
import { allowed, matchesDocument } from '../documents.ts';
import { type MockOptions, mockEndpoint } from '../mock-endpoint.ts';
import type { FixtureStore } from '../store.ts';
import { contains, dto, findOwned, ofTenant, page, sortRows } from '../table.ts';
import { atomically } from '../unit-of-work.ts';
import { saveYield } from '../yield-save.ts';

/** Production orders (yields): a submit with a warehouse consumes materials FEFO and stocks the product in. */
export function yieldHandlers(store: FixtureStore, options: MockOptions): HttpHandler[] {
  const y = endpoints.yield;
  const order = (tenantId: string, id: string) => findOwned(store.productionOrders, tenantId, id, 'Yield');

  return [
    mockEndpoint(
      y.list,
      store,
      ({ tenantId, query }) => {
        const rows = ofTenant(store.productionOrders, tenantId).filter(
          (d) => matchesDocument(d, query) && contains(d.skuName, query.SKUName),
        );
        return page(sortRows(rows, query.Sorting, 'creationTime desc').map(dto), query);
      },
      options,
    ),
    mockEndpoint(y.get, store, ({ tenantId, params }) => dto(order(tenantId, params.id)), options),
    mockEndpoint(
      y.save,
      store,
      ({ tenantId, body }) => dto(atomically(store, () => saveYield(store, tenantId, body))),
      options,
    ),
    mockEndpoint(
      y.delete,
      store,
      ({ tenantId, params }) => {
        const doc = order(tenantId, params.id);
        allowed(productionTransition(doc.state as DocumentState, { kind: 'delete' }), doc);
        store.productionOrders.splice(store.productionOrders.indexOf(doc), 1);
        return undefined;
      },
      options,
    ),
    mockEndpoint(
      y.discard,
      store,
      ({ tenantId, params }) => {
        const doc = order(tenantId, params.id);
        const stockMoved = doc.inCount > 0 || doc.items.some((i) => i.outStockCount > 0);
        allowed(productionTransition(doc.state as DocumentState, { kind: 'discard', stockMoved }), doc);
        doc.state = DocumentState.Discard;
        return undefined;
      },
      options,
    ),
    mockEndpoint(
      y.finish,
      store,
      ({ tenantId, params, query }) => {
        const doc = order(tenantId, params.id);
        allowed(productionTransition(doc.state as DocumentState, { kind: 'finish' }), doc);
        Object.assign(doc, { state: DocumentState.Finish, remarks: query.remarks ?? doc.remarks });
        return undefined;
      },
      options,
    ),
    mockEndpoint(
      y.setRemarks,
      store,
      ({ tenantId, body }) => {
        order(tenantId, body.id).remarks = body.remarks ?? null;
        return undefined;
      },
      options,
    ),
  ];
}
