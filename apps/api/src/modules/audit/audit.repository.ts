import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema.ts';

export interface AuditEntry {
  id: string;
  tenantId: string;
  userId: string | null;
  userName: string | null;
  time: Date;
  entityName: string;
  entityId: string;
  /** Refused / Failed: a write the server answered with a 4xx / 5xx (recorded by the error handler). */
  action: 'Created' | 'Updated' | 'Deleted' | 'Refused' | 'Failed';
  changedFields: Record<string, unknown>;
  /** null (or absent) = the write succeeded. */
  httpStatus?: number | null;
}

/** Inserts the entries in one statement. */
export async function insertAuditLogs(trx: Kysely<Schema>, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await trx
    .insertInto('audit_logs')
    .values(
      entries.map((entry) => ({
        tenant_id: entry.tenantId,
        id: entry.id,
        user_id: entry.userId,
        user_name: entry.userName,
        time: entry.time,
        entity_name: entry.entityName,
        entity_id: entry.entityId,
        action: entry.action,
        changed_fields: JSON.stringify(entry.changedFields),
        http_status: entry.httpStatus ?? null,
      })),
    )
    .execute();
}
