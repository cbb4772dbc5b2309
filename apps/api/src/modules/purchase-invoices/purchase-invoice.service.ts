import type { endpoints, PagedResult, ParsedQueryOf, PurchaseInvoice } from '@inventory/contracts';
import type { PurchaseItem } from '@inventory/contracts';
import { Decimal, purchaseTransition } from '@inventory/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema.ts';
import { pageOf } from '../../db/list-page.ts';
import type { RequestScope } from '../../http/request-scope.ts';
import { readDocument, saveIdempotently, type DocumentReader } from '../documents/document-calls.ts';
import { documentFilterOf } from '../documents/document-list.ts';
import { lifecycleCalls, type DocumentLifecycle } from '../documents/document-lifecycle.ts';
import type { LineFeeds } from '../documents/linked-lines.ts';
import { findCategoryCode } from '../categories/category.repository.ts';
import { savePurchaseIn, type SavePurchaseInput } from './purchase-invoice-save.ts';
import { findSkuInfos } from '../stock/sku-lookup.repository.ts';
import { findSupplierNames } from '../suppliers/supplier.repository.ts';
import { stockEntriesByLine } from './stock-entries.repository.ts';
import { toPurchaseDtos, toPurchaseItems } from './purchase-invoice.mapper.ts';
import { deletePurchase, findPurchase, findPurchaseLines } from './purchase-invoice.repository.ts';
import { lockPurchase, patchPurchase } from './purchase-invoice.repository.ts';
import type { PurchaseRow } from './purchase-invoice.repository.ts';
import { listPurchaseLines, listPurchases } from './purchase-list.repository.ts';

type ListQuery = ParsedQueryOf<typeof endpoints.purchaseInvoice.list>;
type ItemListQuery = ParsedQueryOf<typeof endpoints.purchaseInvoice.itemList>;

/** Loads what the documents name (lines, SKUs, suppliers, the stock entries that received them), then maps. */
async function purchaseDtos(trx: Kysely<Schema>, rows: readonly PurchaseRow[]): Promise<PurchaseInvoice[]> {
  const lines = await findPurchaseLines(
    trx,
    rows.map((r) => r.id),
  );
  const [skus, suppliers, entries] = await Promise.all([
    findSkuInfos(
      trx,
      lines.map((l) => l.sku_id),
    ),
    findSupplierNames(
      trx,
      rows.map((r) => r.supplier_id),
    ),
    stockEntriesByLine(
      trx,
      lines.map((l) => l.id),
    ),
  ]);
  return toPurchaseDtos(rows, lines, { skus, suppliers, entries });
}

const purchaseReader: DocumentReader<PurchaseRow, PurchaseInvoice> = {
  entityName: 'PurchaseInvoice',
  find: findPurchase,
  toDtos: purchaseDtos,
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
    return { items: await purchaseDtos(trx, rows), totalCount: total };
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
    const [skus, suppliers] = await Promise.all([
      findSkuInfos(
        trx,
        rows.map((r) => r.sku_id),
      ),
      findSupplierNames(
        trx,
        rows.map((r) => r.supplierId),
      ),
    ]);
    return { items: toPurchaseItems(rows, { skus, suppliers }), totalCount: total };
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
