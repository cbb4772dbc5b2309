import type { AuditLogEntry, endpoints, PagedResult, ParsedQueryOf } from '@inventory/contracts';
import { HOST_TENANT_ID } from '../../db/database.ts';
import { pageOf } from '../../db/list-page.ts';
import type { RequestScope } from '../../http/request-scope.ts';
import { listAuditLogs, type AuditLogRow } from './audit-log.repository.ts';

type ListQuery = ParsedQueryOf<typeof endpoints.auditLog.list>;

/** Values are shown as text: strings as they are, anything else as JSON. */
function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function changesOf(changed: Record<string, unknown>): AuditLogEntry['changes'] {
  return Object.entries(changed).map(([propertyName, change]) => {
    const { from, to } = (change ?? {}) as { from?: unknown; to?: unknown };
    return { propertyName, originalValue: asText(from), newValue: asText(to) };
  });
}

export function toAuditLogEntry(row: AuditLogRow): AuditLogEntry {
  return {
    id: row.id,
    tenantId: row.tenant_id === HOST_TENANT_ID ? null : row.tenant_id,
    userId: row.user_id,
    userName: row.user_name,
    entityName: row.entity_name,
    entityId: row.entity_id,
    action: row.action,
    changes: changesOf(row.changed_fields),
    executionTime: row.time.toISOString(),
    httpStatus: row.http_status,
  };
}

export async function getAuditLogs(
  scope: RequestScope,
  query: ListQuery,
): Promise<PagedResult<AuditLogEntry>> {
  const { rows, total } = await scope.db.run((trx) =>
    listAuditLogs(trx, {
      userName: query.UserName,
      entityName: query.EntityName,
      action: query.Action,
      startTime: query.StartTime,
      endTime: query.EndTime,
      httpStatus: query.HttpStatusCode,
      ...pageOf(query),
    }),
  );
  return { items: rows.map(toAuditLogEntry), totalCount: total };
}
