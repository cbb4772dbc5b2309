import type { auditLogSortFields } from '@inventory/contracts';
import type { Kysely, Selectable } from 'kysely';
import { listPage, type ListOrder, type ListPage } from '../../db/list-page.ts';
import { sortColumns } from '../../db/order-by.ts';
import type { AuditLogsTable, Schema } from '../../db/schema.ts';
import { containsPattern } from '../../db/like-pattern.ts';

export type AuditLogRow = Selectable<AuditLogsTable>;

type SortField = (typeof auditLogSortFields)[number];

const order: ListOrder<SortField> = {
  columns: sortColumns({ executionTime: 'time' } as const satisfies Record<SortField, string>),
  fallback: [{ column: 'time', direction: 'desc' }],
  tieBreak: 'id',
};

export interface AuditLogFilter extends ListPage<SortField> {
  userName?: string;
  entityName?: string;
  action?: string;
  startTime?: string;
  endTime?: string;
  /** Only the rows answered with this status (refused or failed writes); below 400 = the writes that succeeded. */
  httpStatus?: number;
}

/** Newest first unless sorted otherwise; user name by containment, entity and action exactly (any case), status exactly, time range inclusive. */
export async function listAuditLogs(
  trx: Kysely<Schema>,
  filter: AuditLogFilter,
): Promise<{ rows: AuditLogRow[]; total: number }> {
  let query = trx.selectFrom('audit_logs');
  if (filter.userName) query = query.where('user_name', 'ilike', containsPattern(filter.userName));
  if (filter.entityName) {
    const entityName = filter.entityName;
    query = query.where((eb) => eb(eb.fn('lower', ['entity_name']), '=', entityName.toLowerCase()));
  }
  if (filter.action) {
    const action = filter.action;
    query = query.where((eb) => eb(eb.fn('lower', ['action']), '=', action.toLowerCase()));
  }
  if (filter.httpStatus !== undefined) {
    // A write that succeeded was recorded before its status existed (NULL): any status below 400 asks for those.
    const status = filter.httpStatus;
    query = status < 400 ? query.where('http_status', 'is', null) : query.where('http_status', '=', status);
  }
  if (filter.startTime) query = query.where('time', '>=', new Date(filter.startTime));
  if (filter.endTime) query = query.where('time', '<=', new Date(filter.endTime));
  return listPage(query, (q) => q.selectAll(), filter, order);
}
