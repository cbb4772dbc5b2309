import type { CommonAction, DocumentState, Result, Transition, TransitionError } from '@inventory/domain';
import type { Kysely } from 'kysely';
import { newStamp } from '../../db/ids.ts';
import type { Schema } from '../../db/schema.ts';
import type { StampChange } from '../../db/stamped-update.ts';
import { ConcurrencyError, EntityNotFoundError } from '../../errors/app-errors.ts';
import type { RequestScope } from '../../http/request-scope.ts';
import { audit } from '../audit/audit.ts';
import { transitionRefusal } from './document-rules.ts';

/** What every document row has that its life cycle reads. */
export interface LifecycleRow {
  id: string;
  number: string;
  state: number;
  remarks: string | null;
  concurrency_stamp: string;
}

/** How one kind of document is locked, moved through the domain's life cycle, changed and removed. */
export interface DocumentLifecycle<R extends LifecycleRow> {
  /** The audit log's entity name. */
  readonly entityName: string;
  /** The row locked FOR UPDATE (undefined: none, a 404 naming `entityName`). */
  lock(trx: Kysely<Schema>, id: string): Promise<R | undefined>;
  transition(state: DocumentState, action: CommonAction): Result<Transition, TransitionError>;
  /** Whether stock already moved for the document (a discard is then refused, §6). */
  stockMoved(trx: Kysely<Schema>, row: R): Promise<boolean>;
  patch(
    trx: Kysely<Schema>,
    id: string,
    expectedStamp: string,
    patch: { state?: number; remarks?: string | null } & StampChange,
  ): Promise<boolean>;
  remove(trx: Kysely<Schema>, id: string): Promise<void>;
}

async function lockOrNotFound<R extends LifecycleRow>(
  trx: Kysely<Schema>,
  life: DocumentLifecycle<R>,
  id: string,
): Promise<R> {
  const row = await life.lock(trx, id);
  if (!row) throw new EntityNotFoundError(life.entityName, id);
  return row;
}

function stampChange(scope: RequestScope, time: Date): StampChange {
  return { stamp: newStamp(), time, modifierId: scope.user?.sub ?? null };
}

/**
 * Discard, finish and delete by the domain's life cycle (§6), audited; `remarks` (finish only) replaces the
 * document's remarks when given.
 */
export async function lifecycleStep<R extends LifecycleRow>(
  scope: RequestScope,
  life: DocumentLifecycle<R>,
  id: string,
  kind: 'discard' | 'finish' | 'delete',
  remarks?: string,
): Promise<void> {
  const time = new Date();
  await scope.db.run(async (trx) => {
    const row = await lockOrNotFound(trx, life, id);
    const state = row.state as DocumentState;
    const action: CommonAction =
      kind === 'discard' ? { kind, stockMoved: await life.stockMoved(trx, row) } : { kind };
    const transition = life.transition(state, action);
    if (!transition.ok) throw transitionRefusal(transition.error, row.number, state);
    const next = transition.value.next;
    const newRemarks = remarks === undefined ? undefined : remarks || null;
    if (next === 'deleted') await life.remove(trx, id);
    else {
      const patch = { state: next, remarks: newRemarks, ...stampChange(scope, time) };
      if (!(await life.patch(trx, id, row.concurrency_stamp, patch))) throw new ConcurrencyError();
    }
    await audit(trx, scope, {
      entityName: life.entityName,
      entityId: id,
      action: next === 'deleted' ? 'Deleted' : 'Updated',
      changedFields: {
        number: { from: row.number, to: row.number },
        state: { from: state, to: next },
        ...(newRemarks === undefined ? {} : { remarks: { from: row.remarks, to: newRemarks } }),
      },
      time,
    });
  });
}

/** Remarks only, in any state (§6), audited. */
export async function setDocumentRemarks<R extends LifecycleRow>(
  scope: RequestScope,
  life: DocumentLifecycle<R>,
  id: string,
  input: string | null | undefined,
): Promise<void> {
  const time = new Date();
  await scope.db.run(async (trx) => {
    const row = await lockOrNotFound(trx, life, id);
    const state = row.state as DocumentState;
    const transition = life.transition(state, { kind: 'setRemarks' });
    if (!transition.ok) throw transitionRefusal(transition.error, row.number, state);
    const remarks = input || null;
    if (!(await life.patch(trx, row.id, row.concurrency_stamp, { remarks, ...stampChange(scope, time) })))
      throw new ConcurrencyError();
    await audit(trx, scope, {
      entityName: life.entityName,
      entityId: row.id,
      action: 'Updated',
      changedFields: { remarks: { from: row.remarks, to: remarks } },
      time,
    });
  });
}

/** A kind's life-cycle calls (discard, finish, delete, remarks), bound to its `DocumentLifecycle`. */
export function lifecycleCalls<R extends LifecycleRow>(life: DocumentLifecycle<R>) {
  return {
    discard: (scope: RequestScope, id: string): Promise<void> => lifecycleStep(scope, life, id, 'discard'),
    finish: (scope: RequestScope, id: string, remarks?: string): Promise<void> =>
      lifecycleStep(scope, life, id, 'finish', remarks),
    delete: (scope: RequestScope, id: string): Promise<void> => lifecycleStep(scope, life, id, 'delete'),
    setRemarks: (scope: RequestScope, input: { id: string; remarks?: string | null }): Promise<void> =>
      setDocumentRemarks(scope, life, input.id, input.remarks),
  };
}
