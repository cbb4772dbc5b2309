import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { dateTime, pagedResult, pagedListQueryShape, queryDateTime, queryInt, queryText } from '../common.ts';
import { Permissions } from '../permissions.ts';

/**
 * One recorded write (business-rules.md §10). `action` is Created, Updated, Deleted or a document action name; a
 * write a signed-in caller was refused is `Refused` (4xx) or `Failed` (5xx), with its `httpStatus`.
 */
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
  /** The status a refused (4xx) or failed (5xx) write was answered with; null = the write succeeded (ABP's HttpStatusCode). */
  httpStatus: z.number().int().nullish(),
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
  /** Only the entries answered with this status (ABP's `HttpStatusCode`); below 400 (200) = the writes that succeeded. */
  HttpStatusCode: queryInt({ min: 100, max: 599 }).optional(),
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
