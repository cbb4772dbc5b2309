import type {
  endpoints,
  PagedResult,
  ParsedBodyOf,
  ParsedQueryOf,
  ProductionOrder,
} from '@inventory/contracts';
import { dec, productionTransition } from '@inventory/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema.ts';
import { EntityNotFoundError } from '../../errors/app-errors.ts';
import type { RequestScope } from '../../http/request-scope.ts';
import {
  lifecycleStep,
  setDocumentRemarks,
  type DocumentLifecycle,
} from '../documents/document-lifecycle.ts';
import { idempotent } from '../../http/idempotency.ts';
import { requireSavePermissions } from '../documents/document-rules.ts';
import { findCategoryCode } from '../categories/category.repository.ts';
import { saveYieldIn, type YieldSaveInput } from './yield-save.ts';
import { listYields } from './yield-list.repository.ts';
import { toYieldDtos } from './yield.mapper.ts';
import {
  deleteYield,
  findYield,
  findYieldItems,
  lockYield,
  patchYield,
  type YieldRow,
} from './yield.repository.ts';

type ListQuery = ParsedQueryOf<typeof endpoints.yield.list>;
type SetRemarksInput = ParsedBodyOf<typeof endpoints.yield.setRemarks>;

async function dtoOf(trx: Kysely<Schema>, id: string): Promise<ProductionOrder> {
  const row = await findYield(trx, id);
  if (!row) throw new EntityNotFoundError('Yield', id);
  const [dto] = await toYieldDtos(trx, [row], true);
  if (!dto) throw new Error(`Production order ${id} vanished while being read`);
  return dto;
}

async function existingOrNotFound(trx: Kysely<Schema>, id: string): Promise<YieldRow> {
  const row = await lockYield(trx, id);
  if (!row) throw new EntityNotFoundError('Yield', id);
  return row;
}

/** POST save: one order; an `Idempotency-Key` replay answers the first result (§8). */
export async function saveYield(
  scope: RequestScope,
  input: YieldSaveInput,
  idempotencyKey?: string,
): Promise<ProductionOrder> {
  await requireSavePermissions(scope, 'Inventory.Yields', input);
  return scope.db.run((trx) =>
    idempotent(trx, scope.db.tenantId, idempotencyKey, { operation: 'yield.save', body: input }, async () =>
      dtoOf(trx, await saveYieldIn(trx, scope, input, new Date())),
    ),
  );
}

export async function getYield(scope: RequestScope, id: string): Promise<ProductionOrder> {
  return scope.db.run((trx) => dtoOf(trx, id));
}

export async function getYields(
  scope: RequestScope,
  query: ListQuery,
): Promise<PagedResult<ProductionOrder>> {
  return scope.db.run(async (trx) => {
    const code = query.AttributeId ? await findCategoryCode(trx, query.AttributeId) : undefined;
    const { rows, total } = await listYields(trx, {
      skip: query.SkipCount,
      take: query.MaxResultCount,
      sorting: query.Sorting,
      startTime: query.StartTime,
      endTime: query.EndTime,
      categoryCode: code,
      skuName: query.SKUName,
      creator: query.Creator,
      includeDiscarded: query.IsNeedDiscard ?? false,
      state: query.State,
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
  lock: existingOrNotFound,
  transition: productionTransition,
  stockMoved,
  patch: patchYield,
  remove: deleteYield,
};

export function discardYield(scope: RequestScope, id: string): Promise<void> {
  return lifecycleStep(scope, yieldLifecycle, id, 'discard');
}

export function finishYield(scope: RequestScope, id: string, remarks: string | undefined): Promise<void> {
  return lifecycleStep(scope, yieldLifecycle, id, 'finish', remarks);
}

export function deleteYieldById(scope: RequestScope, id: string): Promise<void> {
  return lifecycleStep(scope, yieldLifecycle, id, 'delete');
}

/** Remarks only, in any state (§6). */
export function setYieldRemarks(scope: RequestScope, input: SetRemarksInput): Promise<void> {
  return setDocumentRemarks(scope, yieldLifecycle, input.id, input.remarks);
}
