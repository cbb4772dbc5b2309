import type { Kysely } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Schema } from '../../db/schema.ts';
import type { RequestScope } from '../../http/request-scope.ts';
import { beforeCommit, CommitPhase, hasCommitSteps } from '../../db/commit-steps.ts';
import { insertAuditLogs, type AuditEntry } from './audit.repository.ts';

export type FieldValues = Record<string, string | number | boolean | null | undefined>;
export type FieldChange = { from: unknown; to: unknown };

/** `{ field: { from, to } }` for every field whose value differs (missing counts as null). */
export function changedFields(before: FieldValues, after: FieldValues): Record<string, FieldChange> {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  const valueOf = (values: FieldValues, name: string) =>
    (Object.hasOwn(values, name) ? values[name] : null) ?? null;
  // fromEntries defines own properties: a field named `__proto__` stays a field, never the prototype.
  return Object.fromEntries(
    [...names]
      .map((name) => [name, { from: valueOf(before, name), to: valueOf(after, name) }] as const)
      .filter(([, change]) => change.from !== change.to),
  );
}

/** The entries a transaction recorded so far, written by its end step. */
const pendingEntries = new WeakMap<Kysely<Schema>, AuditEntry[]>();

/**
 * Records a write in the same transaction as the write itself (business-rules §10): who, when, tenant, entity,
 * id, action and the changed fields. The transaction's entries are inserted together, in one statement, at its
 * end (a sale delivered through its stock-out writes three: one round trip instead of three).
 */
export async function audit(
  trx: Kysely<Schema>,
  scope: RequestScope,
  entry: Pick<AuditEntry, 'entityName' | 'entityId' | 'action' | 'changedFields'> & { time: Date },
): Promise<void> {
  const row: AuditEntry = {
    ...entry,
    id: newId(entry.time.getTime()),
    tenantId: scope.db.tenantId,
    userId: scope.user?.sub ?? null,
    userName: scope.user?.userName ?? null,
  };
  const pending = pendingEntries.get(trx);
  if (pending) {
    pending.push(row);
    return;
  }
  if (!hasCommitSteps(trx)) {
    await insertAuditLogs(trx, [row]);
    return;
  }
  const entries = [row];
  pendingEntries.set(trx, entries);
  beforeCommit(
    trx,
    async () => {
      pendingEntries.delete(trx);
      await insertAuditLogs(trx, entries);
    },
    CommitPhase.auditLog,
  );
}

/** The changed fields of a soft delete: the row stays, marked deleted. */
export const softDeleted: Record<string, FieldChange> = { isDeleted: { from: false, to: true } };

/** Records the soft delete of `entityId`. */
export function auditSoftDelete(
  trx: Kysely<Schema>,
  scope: RequestScope,
  entry: { entityName: string; entityId: string; time: Date },
): Promise<void> {
  return audit(trx, scope, { ...entry, action: 'Deleted', changedFields: softDeleted });
}

/**
 * Records a write the server refused (4xx: action `Refused`) or failed (5xx: `Failed`) with its status (issue 16),
 * in its own transaction: the failed one has rolled back by now. The changed fields say what was asked and why it
 * was refused, each as `{ from: null, to }`; the entity is the endpoint's contract name.
 */
export async function auditRefusedWrite(
  scope: RequestScope,
  refused: { method: string; path: string; status: number; endpointName: string; errorCode: string | null },
): Promise<void> {
  const time = new Date();
  const changed: Record<string, FieldChange> = {
    method: { from: null, to: refused.method.toUpperCase() },
    path: { from: null, to: refused.path },
  };
  if (refused.errorCode) changed.errorCode = { from: null, to: refused.errorCode };
  await scope.db.run((trx) =>
    insertAuditLogs(trx, [
      {
        id: newId(time.getTime()),
        tenantId: scope.db.tenantId,
        userId: scope.user?.sub ?? null,
        userName: scope.user?.userName ?? null,
        time,
        entityName: refused.endpointName,
        // The path names the entity; an empty id keeps the row out of the entity's own history of writes.
        entityId: '',
        action: refused.status >= 500 ? 'Failed' : 'Refused',
        changedFields: changed,
        httpStatus: refused.status,
      },
    ]),
  );
}
