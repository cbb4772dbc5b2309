import type { endpoints, PagedResult, ParsedQueryOf, SellInvoice, SellLine } from '@inventory/contracts';
import { Decimal, DocumentState, sellTransition } from '@inventory/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema.ts';
import { pageOf } from '../../db/list-page.ts';
import type { RequestScope } from '../../http/request-scope.ts';
import { readDocument, saveIdempotently, type DocumentReader } from '../documents/document-calls.ts';
import { documentFilterOf } from '../documents/document-list.ts';
import { lifecycleCalls, type DocumentLifecycle } from '../documents/document-lifecycle.ts';
import type { LineFeeds } from '../documents/linked-lines.ts';
import { findCategoryCode } from '../categories/category.repository.ts';
import { noteSaleChange } from '../dashboard/sales-figures.ts';
import { stockEntriesByLine } from '../purchase-invoices/stock-entries.repository.ts';
import { findLineNames } from '../stock/sku-lookup.repository.ts';
import { saveSellIn, type SaveSellInput } from './sell-invoice-save.ts';
import { toSellDtos, toSellLines } from './sell-invoice.mapper.ts';
import { deleteSell, findSell, findSellLines, lockSell, patchSell } from './sell-invoice.repository.ts';
import type { SellLineRow, SellRow } from './sell-invoice.repository.ts';
import { listSellLines, listSells } from './sell-list.repository.ts';

type ListQuery = ParsedQueryOf<typeof endpoints.sellInvoice.list>;
type ItemListQuery = ParsedQueryOf<typeof endpoints.sellInvoice.itemList>;

/** The names the lines show: their SKUs and the warehouses that delivered them. */
function sellNames(trx: Kysely<Schema>, lines: readonly SellLineRow[]) {
  return findLineNames(trx, {
    skuIds: lines.map((l) => l.sku_id),
    warehouseIds: lines.map((l) => l.warehouse_id),
  });
}

/** Loads what the documents name (lines, names, the stock entries that delivered them), then maps. */
async function sellDtos(trx: Kysely<Schema>, rows: readonly SellRow[]): Promise<SellInvoice[]> {
  const lines = await findSellLines(
    trx,
    rows.map((r) => r.id),
  );
  const [names, entries] = await Promise.all([
    sellNames(trx, lines),
    stockEntriesByLine(
      trx,
      lines.map((l) => l.id),
    ),
  ]);
  return toSellDtos(rows, lines, { ...names, entries });
}

const sellReader: DocumentReader<SellRow, SellInvoice> = {
  entityName: 'SellInvoice',
  find: findSell,
  toDtos: sellDtos,
};

/** POST save answers no body (spec §7); an `Idempotency-Key` replay creates nothing new (§8). */
export async function saveSellInvoice(
  scope: RequestScope,
  input: SaveSellInput,
  lineFeeds: LineFeeds,
  idempotencyKey?: string,
): Promise<void> {
  await saveIdempotently(
    scope,
    { permission: 'Inventory.SellInvoices', operation: 'sellInvoice.save', idempotencyKey },
    input,
    (trx, now) => saveSellIn(trx, scope, input, now, lineFeeds),
  );
}

export function getSellInvoice(scope: RequestScope, id: string): Promise<SellInvoice> {
  return scope.db.run((trx) => readDocument(trx, sellReader, id));
}

export function getSellInvoices(scope: RequestScope, query: ListQuery): Promise<PagedResult<SellInvoice>> {
  return scope.db.run(async (trx) => {
    const code = query.AttributeId ? await findCategoryCode(trx, query.AttributeId) : undefined;
    const { rows, total } = await listSells(trx, {
      ...documentFilterOf(query),
      categoryCode: code,
      searchKey: query.SearchKey,
      marketingChannel: query.MarketingChannel,
    });
    return { items: await sellDtos(trx, rows), totalCount: total };
  });
}

export function getSellLines(scope: RequestScope, query: ItemListQuery): Promise<PagedResult<SellLine>> {
  return scope.db.run(async (trx) => {
    const { rows, total } = await listSellLines(trx, {
      ...pageOf(query),
      searchKey: query.SearchKey,
      state: query.State,
    });
    return { items: toSellLines(rows, await sellNames(trx, rows)), totalCount: total };
  });
}

const sellLifecycle: DocumentLifecycle<SellRow> = {
  entityName: 'SellInvoice',
  lock: lockSell,
  transition: sellTransition,
  stockMoved: async (trx, row) =>
    (await findSellLines(trx, [row.id])).some((l) => Decimal.from(l.out_count).isPositive()),
  patch: async (trx, id, stamp, patch) => {
    // A discard takes a submitted sale out of the dashboard's trend (ADR 031); finish and remarks change nothing.
    if (patch.state === DocumentState.Discard) await noteSaleChange(trx, id);
    return patchSell(trx, id, stamp, patch);
  },
  remove: deleteSell,
};

export const {
  discard: discardSellInvoice,
  finish: finishSellInvoice,
  delete: deleteSellInvoice,
  setRemarks: setSellRemarks,
} = lifecycleCalls(sellLifecycle);
