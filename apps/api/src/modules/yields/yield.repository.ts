import type { Kysely, Selectable } from 'kysely';
import type { Schema, YieldItemsTable, YieldsTable } from '../../db/schema.ts';
import type { StampChange } from '../../db/stamped-update.ts';
import { documentTable, type DocumentPatch } from '../documents/document-table.repository.ts';

export type YieldRow = Selectable<YieldsTable>;
export type YieldItemRow = Selectable<YieldItemsTable>;

export interface YieldHeader {
  number: string;
  skuId: string;
  count: string;
  productTime: string | null;
  expirationDay: number | null;
  expirationTime: string | null;
  periodOfValidity: string | null;
  totalCost: string;
  remarks: string | null;
  state: number;
  warehouseId: string | null;
  inCount: string;
  outState: number;
  submitTime: Date | null;
}

export interface YieldItem {
  id: string;
  lineNo: number;
  skuId: string;
  count: string;
  warehouseId: string | null;
  batchNumber: string | null;
  outStockCount: string;
}

export async function findYield(trx: Kysely<Schema>, id: string): Promise<YieldRow | undefined> {
  return trx.selectFrom('yields').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The order locked for a change, so two submits of one draft queue instead of both taking stock. */
export async function lockYield(trx: Kysely<Schema>, id: string): Promise<YieldRow | undefined> {
  return trx.selectFrom('yields').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** The ids among `ids` of this tenant's orders. */
export async function findYieldIds(trx: Kysely<Schema>, ids: readonly string[]): Promise<{ id: string }[]> {
  if (ids.length === 0) return [];
  return trx
    .selectFrom('yields')
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
}

/** Orders by id, locked, in id order (the fixed lock order of §8). */
export async function lockYields(trx: Kysely<Schema>, ids: readonly string[]): Promise<YieldRow[]> {
  if (ids.length === 0) return [];
  return trx
    .selectFrom('yields')
    .selectAll()
    .where('id', 'in', [...ids])
    .orderBy('id')
    .forUpdate()
    .execute();
}

export async function findYieldItems(
  trx: Kysely<Schema>,
  yieldIds: readonly string[],
): Promise<YieldItemRow[]> {
  if (yieldIds.length === 0) return [];
  return trx
    .selectFrom('yield_items')
    .selectAll()
    .where('yield_id', 'in', [...yieldIds])
    .orderBy('yield_id')
    .orderBy('line_no')
    .execute();
}

/** Material lines by their own ids (a Produce warehouse invoice names them as `itemId`). */
export async function findYieldItemsById(
  trx: Kysely<Schema>,
  ids: readonly string[],
): Promise<YieldItemRow[]> {
  if (ids.length === 0) return [];
  return trx
    .selectFrom('yield_items')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
}

function headerValues(h: YieldHeader) {
  return {
    number: h.number,
    sku_id: h.skuId,
    count: h.count,
    product_time: h.productTime,
    expiration_day: h.expirationDay,
    expiration_time: h.expirationTime,
    period_of_validity: h.periodOfValidity,
    total_cost: h.totalCost,
    remarks: h.remarks,
    state: h.state,
    warehouse_id: h.warehouseId,
    in_count: h.inCount,
    out_state: h.outState,
    submit_time: h.submitTime,
  };
}

/** The kind's tables, and its store for a save's write. */
export const yieldTable = documentTable<YieldHeader, YieldItem>({
  entityName: 'Yield',
  header: 'yields',
  lines: 'yield_items',
  parent: 'yield_id',
  headerValues,
  lineValues: (i) => ({
    id: i.id,
    line_no: i.lineNo,
    sku_id: i.skuId,
    count: i.count,
    warehouse_id: i.warehouseId,
    batch_number: i.batchNumber,
    out_stock_count: i.outStockCount,
  }),
});

export const { remove: deleteYield } = yieldTable;

/** A change outside save (state, remarks, progress); false when the stamp changed meanwhile. */
export const patchYield: (
  trx: Kysely<Schema>,
  id: string,
  expectedStamp: string,
  patch: YieldPatch,
) => Promise<boolean> = yieldTable.patch;

/** A change outside save: state, remarks, progress. */
export type YieldPatch = DocumentPatch & StampChange;

export async function setOutStockCount(trx: Kysely<Schema>, itemId: string, count: string): Promise<void> {
  await trx.updateTable('yield_items').set({ out_stock_count: count }).where('id', '=', itemId).execute();
}
