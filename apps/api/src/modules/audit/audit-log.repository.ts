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
}

/** Newest first unless sorted otherwise; user name by containment, entity and action exactly (any case), time range inclusive. */
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
  if (filter.startTime) query = query.where('time', '>=', new Date(filter.startTime));
  if (filter.endTime) query = query.where('time', '<=', new Date(filter.endTime));
  return listPage(query, (q) => q.selectAll(), filter, order);
}
