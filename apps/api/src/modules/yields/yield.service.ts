import type { endpoints, PagedResult, ParsedQueryOf, ProductionOrder } from '@inventory/contracts';
import { dec, productionTransition } from '@inventory/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema.ts';
import type { RequestScope } from '../../http/request-scope.ts';
import { readDocument, saveIdempotently, type DocumentReader } from '../documents/document-calls.ts';
import { documentFilterOf } from '../documents/document-list.ts';
import { lifecycleCalls, type DocumentLifecycle } from '../documents/document-lifecycle.ts';
import { findCategoryCode } from '../categories/category.repository.ts';
import { findLineNames } from '../stock/sku-lookup.repository.ts';
import { saveYieldIn, type YieldSaveInput } from './yield-save.ts';
import { findStockEntries, listYields, type EntryRow } from './yield-list.repository.ts';
import { toYieldDtos } from './yield.mapper.ts';
import { deleteYield, findYield, findYieldItems, lockYield, patchYield } from './yield.repository.ts';
import type { YieldRow } from './yield.repository.ts';

type ListQuery = ParsedQueryOf<typeof endpoints.yield.list>;

/**
 * Loads what the orders name (material lines, with `withEntries` the stock movements they caused, SKUs and
 * warehouses), then maps.
 */
async function yieldDtos(
  trx: Kysely<Schema>,
  rows: readonly YieldRow[],
  withEntries = false,
): Promise<ProductionOrder[]> {
  const items = await findYieldItems(
    trx,
    rows.map((r) => r.id),
  );
  const entries = new Map<string, EntryRow[]>();
  if (withEntries)
    for (const row of rows) {
      const itemIds = items.filter((i) => i.yield_id === row.id).map((i) => i.id);
      entries.set(row.id, await findStockEntries(trx, row.id, itemIds));
    }
  const allEntries = [...entries.values()].flat();
  const names = await findLineNames(trx, {
    skuIds: [...rows.map((r) => r.sku_id), ...items.map((i) => i.sku_id), ...allEntries.map((e) => e.skuId)],
    warehouseIds: allEntries.map((e) => e.warehouseId),
  });
  return toYieldDtos(rows, items, { ...names, entries });
}

/** One order read by id shows the stock movements it caused too (a list leaves them out). */
const yieldReader: DocumentReader<YieldRow, ProductionOrder> = {
  entityName: 'Yield',
  find: findYield,
  toDtos: (trx, rows) => yieldDtos(trx, rows, true),
};

/** POST save: one order; an `Idempotency-Key` replay answers the first result (§8). */
export async function saveYield(
  scope: RequestScope,
  input: YieldSaveInput,
  idempotencyKey?: string,
): Promise<ProductionOrder> {
  return saveIdempotently(
    scope,
    { permission: 'Inventory.Yields', operation: 'yield.save', idempotencyKey },
    input,
    async (trx, now) => readDocument(trx, yieldReader, await saveYieldIn(trx, scope, input, now)),
  );
}

export async function getYield(scope: RequestScope, id: string): Promise<ProductionOrder> {
  return scope.db.run((trx) => readDocument(trx, yieldReader, id));
}

export async function getYields(
  scope: RequestScope,
  query: ListQuery,
): Promise<PagedResult<ProductionOrder>> {
  return scope.db.run(async (trx) => {
    const code = query.AttributeId ? await findCategoryCode(trx, query.AttributeId) : undefined;
    const { rows, total } = await listYields(trx, {
      ...documentFilterOf(query),
      categoryCode: code,
      skuName: query.SKUName,
    });
    return { items: await yieldDtos(trx, rows), totalCount: total };
  });
}

/** Whether stock has moved for the order: product received or any material taken out. */
async function stockMoved(trx: Kysely<Schema>, row: YieldRow): Promise<boolean> {
  if (dec(String(row.in_count)).isPositive()) return true;
  const items = await findYieldItems(trx, [row.id]);
  return items.some((i) => dec(String(i.out_stock_count)).isPositive());
}

const yieldLifecycle: DocumentLifecycle<YieldRow> = {
  entityName: 'Yield',
  lock: lockYield,
  transition: productionTransition,
  stockMoved,
  patch: patchYield,
  remove: deleteYield,
};

export const {
  discard: discardYield,
  finish: finishYield,
  delete: deleteYieldById,
  setRemarks: setYieldRemarks,
} = lifecycleCalls(yieldLifecycle);
