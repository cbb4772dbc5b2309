import type { endpoints, PagedResult, ParsedQueryOf, ProductionOrder } from '@inventory/contracts';
import { dec, productionTransition } from '@inventory/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema.ts';
import type { RequestScope } from '../../http/request-scope.ts';
import { readDocument, saveIdempotently, type DocumentReader } from '../documents/document-calls.ts';
import { documentFilterOf } from '../documents/document-list.ts';
import { lifecycleCalls, type DocumentLifecycle } from '../documents/document-lifecycle.ts';
import { findCategoryCode } from '../categories/category.repository.ts';
import { saveYieldIn, type YieldSaveInput } from './yield-save.ts';
import { listYields } from './yield-list.repository.ts';
import { toYieldDtos } from './yield.mapper.ts';
import { deleteYield, findYield, findYieldItems, lockYield, patchYield } from './yield.repository.ts';
import type { YieldRow } from './yield.repository.ts';

type ListQuery = ParsedQueryOf<typeof endpoints.yield.list>;

/** One order read by id shows its material lines too (a list leaves them out). */
const yieldReader: DocumentReader<YieldRow, ProductionOrder> = {
  entityName: 'Yield',
  find: findYield,
  toDtos: (trx, rows) => toYieldDtos(trx, rows, true),
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
    return { items: await toYieldDtos(trx, rows), totalCount: total };
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
