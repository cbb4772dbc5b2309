import type { HttpHandler } from 'msw';
import { DocumentState } from '../../enums.ts';
import { ErrorCodes } from '../../errors.ts';
import { endpoints } from '../../registry.ts';
import { assertTransition, matchesDocument, nextNumber, round2, skuInfo } from '../documents.ts';
import { type MockOptions, mockEndpoint } from '../mock-endpoint.ts';
import { business } from '../respond.ts';
import type { FixtureStore } from '../store.ts';
import { checkStamp, contains, dto, findOwned, ofTenant, page, sortRows } from '../table.ts';
import { currentUser } from './account.ts';

/** Production orders (yields): materials default to the Group SKU's components × count. */
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
      ({ tenantId, body }) => {
        const now = store.now();
        const product = findOwned(store.skus, tenantId, body.skuId, 'SKU');
        if (product.groups.length === 0)
          throw business(ErrorCodes.NotAGroupSku, `SKU '${product.name}' has no components.`, {
            sku: product.name,
          });
        const materials =
          body.items.length > 0
            ? body.items
            : product.groups.map((g) => ({
                skuId: g.id,
                count: g.number * body.count,
                itemId: null,
                batchNumber: null,
                warehouseId: null,
              }));
        const items = materials.map((line) => {
          const sku = skuInfo(store, tenantId, line.skuId);
          return {
            itemId: line.itemId ?? store.nextId(),
            skuId: line.skuId,
            skuName: sku.name,
            skuCode: sku.code,
            attribute: sku.attribute,
            unit: sku.unit,
            cost: sku.cost,
            periodOfValidity: null,
            count: line.count,
            warehouseId: line.warehouseId ?? null,
            batchNumber: line.batchNumber ?? null,
            outStockCount: 0,
            rate: 0,
          };
        });
        const fields = {
          skuId: product.id,
          skuName: product.name,
          skuCode: product.code,
          attribute: product.attribute ?? null,
          unit: product.unit ?? null,
          count: body.count,
          productTime: body.productTime ?? null,
          expirationDay: body.expirationDay ?? null,
          warehouseId: body.warehouseId ?? null,
          remarks: body.remarks ?? null,
          items,
          totalCost: round2(items.reduce((sum, i) => sum + i.count * i.cost, 0)),
          state: body.isSubmit ? DocumentState.Processing : DocumentState.Draft,
          submitTime: body.isSubmit ? now : null,
          concurrencyStamp: store.nextStamp(),
        };
        if (body.id) {
          const doc = order(tenantId, body.id);
          assertTransition(doc, 'save');
          checkStamp(doc, body.concurrencyStamp);
          Object.assign(doc, fields);
          return dto(doc);
        }
        const doc = {
          ...fields,
          id: store.nextId(),
          tenantId,
          number: nextNumber(ofTenant(store.productionOrders, tenantId), 'MO', now),
          creator: currentUser(store, tenantId).userName,
          periodOfValidity: null,
          creationTime: now,
          expirationTime: null,
          inCount: 0,
          rate: 0,
          outState: 0 as const,
          stockItems: [],
        };
        store.productionOrders.push(doc);
        return dto(doc);
      },
      options,
    ),
    mockEndpoint(
      y.delete,
      store,
      ({ tenantId, params }) => {
        const doc = order(tenantId, params.id);
        assertTransition(doc, 'delete');
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
        assertTransition(doc, 'discard', doc.inCount > 0 || doc.items.some((i) => i.outStockCount > 0));
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
        assertTransition(doc, 'finish');
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
