import type {
  endpoints,
  PagedResult,
  ParsedBodyOf,
  ParsedQueryOf,
  SellInvoice,
  SellLine,
} from '@inventory/contracts';
import { Decimal, DocumentState, sellTransition, type CommonAction } from '@inventory/domain';
import type { Kysely } from 'kysely';
import { newStamp } from '../../db/ids.ts';
import type { Schema } from '../../db/schema.ts';
import { ConcurrencyError, EntityNotFoundError } from '../../errors/app-errors.ts';
import type { RequestScope } from '../../http/request-scope.ts';
import { audit } from '../audit/audit.ts';
import { requireSavePermissions } from '../purchase-invoices/document-rules.ts';
import { idempotent } from '../../http/idempotency.ts';
import { transitionRefusal } from '../warehouse-invoices/warehouse-invoice-rules.ts';
import { categoryCode } from '../warehouse-invoices/warehouse-invoice.repository.ts';
import { saveSellIn, type SaveSellInput } from './sell-invoice-save.ts';
import { toSellDtos, toSellLines } from './sell-invoice.mapper.ts';
import {
  deleteSell,
  findSell,
  findSellLines,
  listSellLines,
  listSells,
  lockSell,
  patchSell,
  type SellRow,
} from './sell-invoice.repository.ts';

type ListQuery = ParsedQueryOf<typeof endpoints.sellInvoice.list>;
type ItemListQuery = ParsedQueryOf<typeof endpoints.sellInvoice.itemList>;
type SetRemarksInput = ParsedBodyOf<typeof endpoints.sellInvoice.setRemarks>;

const P = 'Inventory.SellInvoices';

async function lockedOrNotFound(trx: Kysely<Schema>, id: string): Promise<SellRow> {
  const row = await lockSell(trx, id);
  if (!row) throw new EntityNotFoundError('SellInvoice', id);
  return row;
}

/** POST save answers no body (spec §7); an `Idempotency-Key` replay creates nothing new (§8). */
export async function saveSellInvoice(
  scope: RequestScope,
  input: SaveSellInput,
  idempotencyKey?: string,
): Promise<void> {
  await requireSavePermissions(scope, P, input);
  await scope.db.run((trx) =>
    idempotent(trx, scope.db.tenantId, idempotencyKey, { operation: 'sellInvoice.save', body: input }, () =>
      saveSellIn(trx, scope, input, new Date()),
    ),
  );
}

export function getSellInvoice(scope: RequestScope, id: string): Promise<SellInvoice> {
  return scope.db.run(async (trx) => {
    const row = await findSell(trx, id);
    if (!row) throw new EntityNotFoundError('SellInvoice', id);
    const [dto] = await toSellDtos(trx, [row]);
    if (!dto) throw new Error(`Document ${id} vanished while being read`);
    return dto;
  });
}

export function getSellInvoices(scope: RequestScope, query: ListQuery): Promise<PagedResult<SellInvoice>> {
  return scope.db.run(async (trx) => {
    const code = query.AttributeId ? await categoryCode(trx, query.AttributeId) : undefined;
    const { rows, total } = await listSells(trx, {
      skip: query.SkipCount,
      take: query.MaxResultCount,
      startTime: query.StartTime,
      endTime: query.EndTime,
      creator: query.Creator,
      categoryCode: code,
      includeDiscarded: query.IsNeedDiscard ?? false,
      state: query.State,
      searchKey: query.SearchKey,
      marketingChannel: query.MarketingChannel,
    });
    return { items: await toSellDtos(trx, rows), totalCount: total };
  });
}

export function getSellLines(scope: RequestScope, query: ItemListQuery): Promise<PagedResult<SellLine>> {
  return scope.db.run(async (trx) => {
    const { rows, total } = await listSellLines(trx, {
      skip: query.SkipCount,
      take: query.MaxResultCount,
      searchKey: query.SearchKey,
      state: query.State,
    });
    return { items: await toSellLines(trx, rows), totalCount: total };
  });
}

/** Discard, finish and delete go through the domain's life cycle (§6). */
async function lifecycleStep(
  scope: RequestScope,
  id: string,
  action: (delivered: boolean) => CommonAction,
  remarks?: string,
): Promise<void> {
  const time = new Date();
  await scope.db.run(async (trx) => {
    const row = await lockedOrNotFound(trx, id);
    const state = row.state as DocumentState;
    const lines = await findSellLines(trx, [id]);
    const delivered = lines.some((l) => Decimal.from(l.out_count).isPositive());
    const transition = sellTransition(state, action(delivered));
    if (!transition.ok) throw transitionRefusal(transition.error, row.number, state);
    const next = transition.value.next;
    if (next === 'deleted') await deleteSell(trx, id);
    else {
      const done = await patchSell(trx, id, row.concurrency_stamp, {
        state: next,
        ...(remarks === undefined ? {} : { remarks: remarks || null }),
        stamp: newStamp(),
        time,
        modifierId: scope.user?.sub ?? null,
      });
      if (!done) throw new ConcurrencyError();
    }
    await audit(trx, scope, {
      entityName: 'SellInvoice',
      entityId: id,
      action: next === 'deleted' ? 'Deleted' : 'Updated',
      changedFields: {
        number: { from: row.number, to: row.number },
        state: { from: state, to: next },
        ...(remarks === undefined ? {} : { remarks: { from: row.remarks, to: remarks || null } }),
      },
      time,
    });
  });
}

export function discardSellInvoice(scope: RequestScope, id: string): Promise<void> {
  return lifecycleStep(scope, id, (delivered) => ({ kind: 'discard', stockMoved: delivered }));
}

export function finishSellInvoice(scope: RequestScope, id: string, remarks?: string): Promise<void> {
  return lifecycleStep(scope, id, () => ({ kind: 'finish' }), remarks);
}

export function deleteSellInvoice(scope: RequestScope, id: string): Promise<void> {
  return lifecycleStep(scope, id, () => ({ kind: 'delete' }));
}

/** Remarks only, in any state (§6). */
export async function setSellRemarks(scope: RequestScope, input: SetRemarksInput): Promise<void> {
  const time = new Date();
  await scope.db.run(async (trx) => {
    const row = await lockedOrNotFound(trx, input.id);
    const remarks = input.remarks || null;
    const done = await patchSell(trx, row.id, row.concurrency_stamp, {
      remarks,
      stamp: newStamp(),
      time,
      modifierId: scope.user?.sub ?? null,
    });
    if (!done) throw new ConcurrencyError();
    await audit(trx, scope, {
      entityName: 'SellInvoice',
      entityId: row.id,
      action: 'Updated',
      changedFields: { remarks: { from: row.remarks, to: remarks } },
      time,
    });
  });
}
