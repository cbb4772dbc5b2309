import type { HttpHandler } from 'msw';
import { DocumentState } from '../../enums.ts';
import { endpoints } from '../../registry.ts';
import { assertTransition, matchesDocument, nextNumber, round2, skuInfo } from '../documents.ts';
import { type MockOptions, mockEndpoint } from '../mock-endpoint.ts';
import type { FixtureStore } from '../store.ts';
import { checkStamp, contains, dto, findOwned, ofTenant, page, sortRows } from '../table.ts';
import { currentUser } from './account.ts';

/** Purchase invoices (state and totals only; the mock keeps no stock ledger). */
export function purchaseInvoiceHandlers(store: FixtureStore, options: MockOptions): HttpHandler[] {
  const p = endpoints.purchaseInvoice;
  const purchase = (tenantId: string, id: string) =>
    findOwned(store.purchaseInvoices, tenantId, id, 'PurchaseInvoice');

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
        return page(sortRows(rows, query.Sorting, 'creationTime desc').map(dto), query);
      },
      options,
    ),
    mockEndpoint(p.get, store, ({ tenantId, params }) => dto(purchase(tenantId, params.id)), options),
    mockEndpoint(
      p.save,
      store,
      ({ tenantId, body }) => {
        const now = store.now();
        const supplierName = body.supplierId
          ? findOwned(store.suppliers, tenantId, body.supplierId, 'Supplier').name
          : null;
        const items = body.items.map((line) => {
          const sku = skuInfo(store, tenantId, line.skuId);
          return {
            itemId: line.itemId ?? store.nextId(),
            skuId: line.skuId,
            skuCode: sku.code,
            name: sku.name,
            attribute: sku.attribute,
            unit: sku.unit,
            count: line.count,
            price: line.price,
            batchNumber: line.batchNumber ?? null,
            parturitionTime: line.parturitionTime ?? null,
            expirationDay: line.expirationDay ?? null,
            expirationTime: null,
            inStockCount: 0,
            rate: 0,
            supplierName,
            creationTime: now,
          };
        });
        const fields = {
          purchaseTime: body.purchaseTime ?? null,
          supplierId: body.supplierId ?? null,
          supplierName,
          remarks: body.remarks ?? null,
          items,
          totalPrice: round2(items.reduce((sum, i) => sum + i.count * i.price, 0)),
          state: body.isSubmit ? DocumentState.Processing : DocumentState.Draft,
          submitTime: body.isSubmit ? now : null,
          concurrencyStamp: store.nextStamp(),
        };
        if (body.id) {
          const doc = purchase(tenantId, body.id);
          assertTransition(doc, 'save');
          checkStamp(doc, body.concurrencyStamp);
          Object.assign(doc, fields);
          return dto(doc);
        }
        const doc = {
          ...fields,
          id: store.nextId(),
          tenantId,
          number: nextNumber(ofTenant(store.purchaseInvoices, tenantId), 'PO', now),
          creator: currentUser(store, tenantId).userName,
          content: null,
          creationTime: now,
          stockInvoice: [],
        };
        store.purchaseInvoices.push(doc);
        return dto(doc);
      },
      options,
    ),
    mockEndpoint(
      p.delete,
      store,
      ({ tenantId, params }) => {
        const doc = purchase(tenantId, params.id);
        assertTransition(doc, 'delete');
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
        assertTransition(
          doc,
          'discard',
          doc.items.some((i) => i.inStockCount > 0),
        );
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
        assertTransition(doc, 'finish');
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
