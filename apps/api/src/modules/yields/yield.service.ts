import type {
  endpoints,
  PagedResult,
  ParsedBodyOf,
  ParsedQueryOf,
  ProductionOrder,
} from '@inventory/contracts';
import { DocumentState, dec, productionTransition, type CommonAction } from '@inventory/domain';
import type { Kysely } from 'kysely';
import { newStamp } from '../../db/ids.ts';
import type { Schema } from '../../db/schema.ts';
import { ConcurrencyError } from '../../errors/app-errors.ts';
import type { RequestScope } from '../../http/request-scope.ts';
import { audit } from '../audit/audit.ts';
import { idempotent } from '../../http/idempotency.ts';
import { transitionRefusal } from '../warehouse-invoices/warehouse-invoice-rules.ts';
import { categoryCode } from '../warehouse-invoices/warehouse-invoice.repository.ts';
import { requireYieldSavePermissions, YieldNotFoundError } from './yield-rules.ts';
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
  if (!row) throw new YieldNotFoundError(id);
  const [dto] = await toYieldDtos(trx, [row], true);
  if (!dto) throw new Error(`Production order ${id} vanished while being read`);
  return dto;
}

async function existingOrNotFound(trx: Kysely<Schema>, id: string): Promise<YieldRow> {
  const row = await lockYield(trx, id);
  if (!row) throw new YieldNotFoundError(id);
  return row;
}

/** POST save: one order; an `Idempotency-Key` replay answers the first result (§8). */
export async function saveYield(
  scope: RequestScope,
  input: YieldSaveInput,
  idempotencyKey?: string,
): Promise<ProductionOrder> {
  await requireYieldSavePermissions(scope, input);
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
    const code = query.AttributeId ? await categoryCode(trx, query.AttributeId) : undefined;
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

/** Discard, finish and delete through the domain's life cycle (§6). */
async function lifecycleStep(
  scope: RequestScope,
  id: string,
  kind: 'discard' | 'finish' | 'delete',
  remarks?: string,
): Promise<void> {
  const time = new Date();
  await scope.db.run(async (trx) => {
    const row = await existingOrNotFound(trx, id);
    const state = row.state as DocumentState;
    const action: CommonAction =
      kind === 'discard' ? { kind, stockMoved: await stockMoved(trx, row) } : { kind };
    const transition = productionTransition(state, action);
    if (!transition.ok) throw transitionRefusal(transition.error, row.number, state);
    const next = transition.value.next;
    const newRemarks = kind === 'finish' && remarks !== undefined ? remarks || null : undefined;
    if (next === 'deleted') await deleteYield(trx, id);
    else {
      const done = await patchYield(trx, id, row.concurrency_stamp, {
        state: next,
        remarks: newRemarks,
        stamp: newStamp(),
        time,
        modifierId: scope.user?.sub ?? null,
      });
      if (!done) throw new ConcurrencyError();
    }
    await audit(trx, scope, {
      entityName: 'Yield',
      entityId: id,
      action: next === 'deleted' ? 'Deleted' : 'Updated',
      changedFields: {
        number: { from: row.number, to: row.number },
        state: { from: state, to: next },
        ...(newRemarks !== undefined ? { remarks: { from: row.remarks, to: newRemarks } } : {}),
      },
      time,
    });
  });
}

export function discardYield(scope: RequestScope, id: string): Promise<void> {
  return lifecycleStep(scope, id, 'discard');
}

export function finishYield(scope: RequestScope, id: string, remarks: string | undefined): Promise<void> {
  return lifecycleStep(scope, id, 'finish', remarks);
}

export function deleteYieldById(scope: RequestScope, id: string): Promise<void> {
  return lifecycleStep(scope, id, 'delete');
}

/** Remarks only, in any state (§6). */
export async function setYieldRemarks(scope: RequestScope, input: SetRemarksInput): Promise<void> {
  const time = new Date();
  await scope.db.run(async (trx) => {
    const row = await existingOrNotFound(trx, input.id);
    const state = row.state as DocumentState;
    const transition = productionTransition(state, { kind: 'setRemarks' });
    if (!transition.ok) throw transitionRefusal(transition.error, row.number, state);
    const remarks = input.remarks || null;
    const done = await patchYield(trx, row.id, row.concurrency_stamp, {
      remarks,
      stamp: newStamp(),
      time,
      modifierId: scope.user?.sub ?? null,
    });
    if (!done) throw new ConcurrencyError();
    await audit(trx, scope, {
      entityName: 'Yield',
      entityId: row.id,
      action: 'Updated',
      changedFields: { remarks: { from: row.remarks, to: remarks } },
      time,
    });
  });
}
