import type {
  endpoints,
  PagedResult,
  ParsedBodyOf,
  ParsedQueryOf,
  WarehouseInvoice,
} from '@inventory/contracts';
import { DocumentState, warehouseTransition, type CommonAction } from '@inventory/domain';
import type { Kysely } from 'kysely';
import { newStamp } from '../../db/ids.ts';
import type { Schema } from '../../db/schema.ts';
import { ConcurrencyError } from '../../errors/app-errors.ts';
import type { RequestScope } from '../../http/request-scope.ts';
import { audit } from '../audit/audit.ts';
import { StockEntityNotFoundError } from '../stock/stock-errors.ts';
import { idempotent } from '../../http/idempotency.ts';
import { requireSavePermissions, transitionRefusal } from './warehouse-invoice-rules.ts';
import { saveInvoiceIn, type SaveInput } from './warehouse-invoice-save.ts';
import { toInvoiceDtos } from './warehouse-invoice.mapper.ts';
import {
  categoryCode,
  deleteInvoice,
  findInvoice,
  listInvoices,
  lockInvoice,
  patchInvoice,
  type InvoiceRow,
} from './warehouse-invoice.repository.ts';

type ListQuery = ParsedQueryOf<typeof endpoints.warehouseInvoice.list>;
type SetRemarksInput = ParsedBodyOf<typeof endpoints.warehouseInvoice.setRemarks>;

async function dtoOf(trx: Kysely<Schema>, id: string): Promise<WarehouseInvoice> {
  const row = await findInvoice(trx, id);
  if (!row) throw new StockEntityNotFoundError('WarehouseInvoice', id);
  const [dto] = await toInvoiceDtos(trx, [row]);
  if (!dto) throw new Error(`Document ${id} vanished while being read`);
  return dto;
}

async function existingOrNotFound(trx: Kysely<Schema>, id: string): Promise<InvoiceRow> {
  const row = await lockInvoice(trx, id);
  if (!row) throw new StockEntityNotFoundError('WarehouseInvoice', id);
  return row;
}

/** POST save: one document; an `Idempotency-Key` replay answers the first result (§8). */
export async function saveWarehouseInvoice(
  scope: RequestScope,
  input: SaveInput,
  idempotencyKey?: string,
): Promise<WarehouseInvoice> {
  await requireSavePermissions(scope, [input]);
  return scope.db.run((trx) =>
    idempotent(
      trx,
      scope.db.tenantId,
      idempotencyKey,
      { operation: 'warehouseInvoice.save', body: input },
      async () => dtoOf(trx, await saveInvoiceIn(trx, scope, input, new Date())),
    ),
  );
}

/** POST save-many: every document in one transaction, all or none (§6). */
export async function saveManyWarehouseInvoices(
  scope: RequestScope,
  inputs: readonly SaveInput[],
  idempotencyKey?: string,
): Promise<WarehouseInvoice[]> {
  await requireSavePermissions(scope, inputs);
  return scope.db.run((trx) =>
    idempotent(
      trx,
      scope.db.tenantId,
      idempotencyKey,
      { operation: 'warehouseInvoice.saveMany', body: inputs },
      async () => {
        const now = new Date();
        const ids: string[] = [];
        for (const input of inputs) ids.push(await saveInvoiceIn(trx, scope, input, now));
        const result: WarehouseInvoice[] = [];
        for (const id of ids) result.push(await dtoOf(trx, id));
        return result;
      },
    ),
  );
}

export async function getWarehouseInvoice(scope: RequestScope, id: string): Promise<WarehouseInvoice> {
  return scope.db.run((trx) => dtoOf(trx, id));
}

export async function getWarehouseInvoices(
  scope: RequestScope,
  query: ListQuery,
): Promise<PagedResult<WarehouseInvoice>> {
  return scope.db.run(async (trx) => {
    const code = query.AttributeId ? await categoryCode(trx, query.AttributeId) : undefined;
    const { rows, total } = await listInvoices(trx, {
      skip: query.SkipCount,
      take: query.MaxResultCount,
      startTime: query.StartTime,
      endTime: query.EndTime,
      warehouseId: query.WarehouseId,
      moveWarehouseId: query.MoveWarehouseId,
      categoryCode: code,
      stockType: query.StockType,
      type: query.Type,
      skuName: query.SKUName,
      creator: query.Creator,
      includeDiscarded: query.IsNeedDiscard ?? false,
      state: query.State,
    });
    return { items: await toInvoiceDtos(trx, rows), totalCount: total };
  });
}

/** Discard and delete go through the domain's life cycle (§6): Draft only, resp. Draft or Discard. */
async function lifecycleStep(
  scope: RequestScope,
  id: string,
  action: Extract<CommonAction, { kind: 'discard' | 'delete' }>,
): Promise<void> {
  const time = new Date();
  await scope.db.run(async (trx) => {
    const row = await existingOrNotFound(trx, id);
    const state = row.state as DocumentState;
    const transition = warehouseTransition(state, action);
    if (!transition.ok) throw transitionRefusal(transition.error, row.number, state);
    const next = transition.value.next;
    if (next === 'deleted') await deleteInvoice(trx, id);
    else {
      const done = await patchInvoice(trx, id, row.concurrency_stamp, {
        state: next,
        stamp: newStamp(),
        time,
        modifierId: scope.user?.sub ?? null,
      });
      if (!done) throw new ConcurrencyError();
    }
    await audit(trx, scope, {
      entityName: 'WarehouseInvoice',
      entityId: id,
      action: next === 'deleted' ? 'Deleted' : 'Updated',
      changedFields: { number: { from: row.number, to: row.number }, state: { from: state, to: next } },
      time,
    });
  });
}

export function discardWarehouseInvoice(scope: RequestScope, id: string): Promise<void> {
  return lifecycleStep(scope, id, { kind: 'discard', stockMoved: false });
}

export function deleteWarehouseInvoice(scope: RequestScope, id: string): Promise<void> {
  return lifecycleStep(scope, id, { kind: 'delete' });
}

/** Remarks only, in any state (§6). */
export async function setWarehouseInvoiceRemarks(scope: RequestScope, input: SetRemarksInput): Promise<void> {
  const time = new Date();
  await scope.db.run(async (trx) => {
    const row = await existingOrNotFound(trx, input.id);
    const transition = warehouseTransition(row.state as DocumentState, { kind: 'setRemarks' });
    if (!transition.ok) throw transitionRefusal(transition.error, row.number, row.state as DocumentState);
    const remarks = input.remarks || null;
    const done = await patchInvoice(trx, row.id, row.concurrency_stamp, {
      remarks,
      stamp: newStamp(),
      time,
      modifierId: scope.user?.sub ?? null,
    });
    if (!done) throw new ConcurrencyError();
    await audit(trx, scope, {
      entityName: 'WarehouseInvoice',
      entityId: row.id,
      action: 'Updated',
      changedFields: { remarks: { from: row.remarks, to: remarks } },
      time,
    });
  });
}
