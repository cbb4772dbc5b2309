import type { endpoints, PagedResult, ParsedQueryOf, PurchaseInvoice } from '@inventory/contracts';
import type { PurchaseItem } from '@inventory/contracts';
import { Decimal, purchaseTransition } from '@inventory/domain';
import { pageOf } from '../../db/list-page.ts';
import type { RequestScope } from '../../http/request-scope.ts';
import { readDocument, saveIdempotently, type DocumentReader } from '../documents/document-calls.ts';
import { documentFilterOf } from '../documents/document-list.ts';
import { lifecycleCalls, type DocumentLifecycle } from '../documents/document-lifecycle.ts';
import type { LineFeeds } from '../documents/linked-lines.ts';
import { findCategoryCode } from '../categories/category.repository.ts';
import { savePurchaseIn, type SavePurchaseInput } from './purchase-invoice-save.ts';
import { findSupplierNames } from '../suppliers/supplier.repository.ts';
import { toPurchaseDtos, toPurchaseItems } from './purchase-invoice.mapper.ts';
import { deletePurchase, findPurchase, findPurchaseLines } from './purchase-invoice.repository.ts';
import { lockPurchase, patchPurchase } from './purchase-invoice.repository.ts';
import type { PurchaseRow } from './purchase-invoice.repository.ts';
import { listPurchaseLines, listPurchases } from './purchase-list.repository.ts';

type ListQuery = ParsedQueryOf<typeof endpoints.purchaseInvoice.list>;
type ItemListQuery = ParsedQueryOf<typeof endpoints.purchaseInvoice.itemList>;

const purchaseReader: DocumentReader<PurchaseRow, PurchaseInvoice> = {
  entityName: 'PurchaseInvoice',
  find: findPurchase,
  toDtos: toPurchaseDtos,
};

/** POST save: one document; an `Idempotency-Key` replay answers the first result (§8). */
export async function savePurchaseInvoice(
  scope: RequestScope,
  input: SavePurchaseInput,
  lineFeeds: LineFeeds,
  idempotencyKey?: string,
): Promise<PurchaseInvoice> {
  return saveIdempotently(
    scope,
    { permission: 'Inventory.PurchaseInvoices', operation: 'purchaseInvoice.save', idempotencyKey },
    input,
    async (trx, now) =>
      readDocument(trx, purchaseReader, await savePurchaseIn(trx, scope, input, now, lineFeeds)),
  );
}

export function getPurchaseInvoice(scope: RequestScope, id: string): Promise<PurchaseInvoice> {
  return scope.db.run((trx) => readDocument(trx, purchaseReader, id));
}

export function getPurchaseInvoices(
  scope: RequestScope,
  query: ListQuery,
): Promise<PagedResult<PurchaseInvoice>> {
  return scope.db.run(async (trx) => {
    const code = query.AttributeId ? await findCategoryCode(trx, query.AttributeId) : undefined;
    const { rows, total } = await listPurchases(trx, {
      ...documentFilterOf(query),
      categoryCode: code,
      skuName: query.SKUName,
      warehouseInvoiceNumber: query.WarehouseInvoiceNumber,
      supplier: query.Supplier,
    });
    return { items: await toPurchaseDtos(trx, rows), totalCount: total };
  });
}

export function getPurchaseItems(
  scope: RequestScope,
  query: ItemListQuery,
): Promise<PagedResult<PurchaseItem>> {
  return scope.db.run(async (trx) => {
    const code = query.AttributeId ? await findCategoryCode(trx, query.AttributeId) : undefined;
    const { rows, total } = await listPurchaseLines(trx, {
      ...pageOf(query),
      searchKey: query.SearchKey,
      categoryCode: code,
      state: query.State,
    });
    const suppliers = await findSupplierNames(
      trx,
      rows.map((r) => r.supplierId),
    );
    return { items: await toPurchaseItems(trx, rows, suppliers), totalCount: total };
  });
}

const purchaseLifecycle: DocumentLifecycle<PurchaseRow> = {
  entityName: 'PurchaseInvoice',
  lock: lockPurchase,
  transition: purchaseTransition,
  stockMoved: async (trx, row) =>
    (await findPurchaseLines(trx, [row.id])).some((l) => Decimal.from(l.in_stock_count).isPositive()),
  patch: patchPurchase,
  remove: deletePurchase,
};

export const {
  discard: discardPurchaseInvoice,
  finish: finishPurchaseInvoice,
  delete: deletePurchaseInvoice,
  setRemarks: setPurchaseRemarks,
} = lifecycleCalls(purchaseLifecycle);
