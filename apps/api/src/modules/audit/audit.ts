import type { Kysely } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Schema } from '../../db/schema.ts';
import type { RequestScope } from '../../http/request-scope.ts';
import { insertAuditLog, type AuditEntry } from './audit.repository.ts';

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

/**
 * Records a write in the same transaction as the write itself (business-rules §10): who, when, tenant, entity,
 * id, action and the changed fields.
 */
export async function audit(
  trx: Kysely<Schema>,
  scope: RequestScope,
  entry: Pick<AuditEntry, 'entityName' | 'entityId' | 'action' | 'changedFields'> & { time: Date },
): Promise<void> {
  await insertAuditLog(trx, {
    ...entry,
    id: newId(entry.time.getTime()),
    tenantId: scope.db.tenantId,
    userId: scope.user?.sub ?? null,
    userName: scope.user?.userName ?? null,
  });
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
