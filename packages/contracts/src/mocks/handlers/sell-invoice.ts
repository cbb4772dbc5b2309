import type { HttpHandler } from 'msw';
import { DocumentState } from '../../enums.ts';
import { ErrorCodes } from '../../errors.ts';
import { endpoints } from '../../registry.ts';
import {
  assertTransition,
  matchesDocument,
  nextNumber,
  round2,
  skuInfo,
  warehouseName,
} from '../documents.ts';
import { type MockOptions, mockEndpoint } from '../mock-endpoint.ts';
import { business } from '../respond.ts';
import type { FixtureStore } from '../store.ts';
import { checkStamp, contains, dto, findOwned, ofTenant, page, sortRows } from '../table.ts';
import { currentUser } from './account.ts';

/** Sell invoices (state and totals only; the mock keeps no stock ledger). */
export function sellInvoiceHandlers(store: FixtureStore, options: MockOptions): HttpHandler[] {
  const s = endpoints.sellInvoice;
  const sell = (tenantId: string, id: string) => findOwned(store.sellInvoices, tenantId, id, 'SellInvoice');

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
        return page(sortRows(rows, query.Sorting, 'creationTime desc').map(dto), query);
      },
      options,
    ),
    mockEndpoint(s.get, store, ({ tenantId, params }) => dto(sell(tenantId, params.id)), options),
    mockEndpoint(
      s.save,
      store,
      ({ tenantId, body }) => {
        const now = store.now();
        const items = body.items.map((line) => {
          const sku = skuInfo(store, tenantId, line.skuId);
          return {
            itemId: line.itemId ?? store.nextId(),
            skuId: line.skuId,
            skuName: sku.name,
            skuCode: sku.code,
            unit: sku.unit,
            attribute: sku.attribute,
            marketingChannel: line.marketingChannel ?? body.marketingChannel ?? null,
            count: line.count,
            price: line.price,
            cost: sku.cost,
            batchNumber: line.batchNumber ?? null,
            outCount: 0,
            sellBatchNumber: null,
            rate: 0,
            warehouseId: line.warehouseId ?? null,
            warehouseName: warehouseName(store, tenantId, line.warehouseId),
            sellTime: body.sellTime ?? null,
            creationTime: now,
          };
        });
        const gross = round2(items.reduce((sum, i) => sum + i.count * i.price, 0));
        if (body.discountsPrice > gross)
          throw business(ErrorCodes.DiscountOutOfRange, 'The discount is larger than the total.', {
            discount: body.discountsPrice,
            total: gross,
          });
        const fields = {
          marketingChannel: body.marketingChannel ?? null,
          remarks: body.remarks ?? null,
          discountsPrice: body.discountsPrice,
          items,
          sellTime: body.sellTime ?? null,
          saleTime: body.sellTime ?? null,
          totalPrice: round2(gross - body.discountsPrice),
          totalCost: round2(items.reduce((sum, i) => sum + i.count * (i.cost ?? 0), 0)),
          state: body.isSubmit ? DocumentState.Processing : DocumentState.Draft,
          submitTime: body.isSubmit ? now : null,
          concurrencyStamp: store.nextStamp(),
        };
        if (body.id) {
          const doc = sell(tenantId, body.id);
          assertTransition(doc, 'save');
          checkStamp(doc, body.concurrencyStamp);
          Object.assign(doc, fields);
          return undefined;
        }
        store.sellInvoices.push({
          ...fields,
          id: store.nextId(),
          tenantId,
          number: nextNumber(ofTenant(store.sellInvoices, tenantId), 'SO', now),
          creator: currentUser(store, tenantId).userName,
          content: null,
          creationTime: now,
          stockItems: [],
        });
        return undefined;
      },
      options,
    ),
    mockEndpoint(
      s.delete,
      store,
      ({ tenantId, params }) => {
        const doc = sell(tenantId, params.id);
        assertTransition(doc, 'delete');
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
        assertTransition(
          doc,
          'discard',
          doc.items.some((i) => i.outCount > 0),
        );
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
        assertTransition(doc, 'finish');
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
