import type { Kysely, Selectable } from 'kysely';
import type { Schema, YieldItemsTable, YieldsTable } from '../../db/schema.ts';
import type { StampChange } from '../../db/stamped-update.ts';
import { documentRows, documentTable } from '../documents/document-table.repository.ts';
import type { DocumentPatch, DocumentPatcher } from '../documents/document-table.repository.ts';

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

/** The kind's own header columns. */
function headerValues(h: YieldHeader) {
  return {
    sku_id: h.skuId,
    count: h.count,
    product_time: h.productTime,
    expiration_day: h.expirationDay,
    expiration_time: h.expirationTime,
    period_of_validity: h.periodOfValidity,
    total_cost: h.totalCost,
    warehouse_id: h.warehouseId,
    in_count: h.inCount,
    out_state: h.outState,
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

const yieldRows = documentRows<YieldRow, YieldItemRow>(yieldTable.tables);
export const { find: findYield, lock: lockYield, lines: findYieldItems } = yieldRows;
export const { linesById: findYieldItemsById } = yieldRows;

/** A change outside save (state, remarks, progress); false when the stamp changed meanwhile. */
export const patchYield: DocumentPatcher<keyof DocumentPatch> = yieldTable.patch;

/** A change outside save: state, remarks, progress. */
export type YieldPatch = DocumentPatch & StampChange;

export async function setOutStockCount(trx: Kysely<Schema>, itemId: string, count: string): Promise<void> {
  await trx.updateTable('yield_items').set({ out_stock_count: count }).where('id', '=', itemId).execute();
}
