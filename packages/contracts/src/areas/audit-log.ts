import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { dateTime, pagedResult, pagedListQueryShape, queryDateTime, queryText } from '../common.ts';
import { Permissions } from '../permissions.ts';

/** One recorded write (business-rules.md §10). `action` is Created, Updated, Deleted or a document action name. */
export const auditLogEntry = z.object({
  id: z.string(),
  tenantId: z.string().nullish(),
  userId: z.string().nullish(),
  userName: z.string().nullish(),
  entityName: z.string(),
  entityId: z.string().nullish(),
  action: z.string(),
  changes: z.array(
    z.object({
      propertyName: z.string(),
      originalValue: z.string().nullish(),
      newValue: z.string().nullish(),
    }),
  ),
  executionTime: dateTime(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntry>;

/** What `auditLogQuery`'s `Sorting` may name (ADR 013). */
export const auditLogSortFields = ['executionTime'] as const;
export const auditLogQuery = z.object({
  ...pagedListQueryShape(auditLogSortFields),
  UserName: queryText(),
  EntityName: queryText(),
  Action: queryText(),
  StartTime: queryDateTime(),
  EndTime: queryDateTime(),
});
export type AuditLogQuery = z.input<typeof auditLogQuery>;

export const auditLogEndpoints = {
  list: defineEndpoint({
    name: 'auditLog.list',
    method: 'GET',
    path: '/api/app/audit-log',
    query: auditLogQuery,
    response: pagedResult(auditLogEntry),
    permission: Permissions.AuditLogs,
  }),
};
