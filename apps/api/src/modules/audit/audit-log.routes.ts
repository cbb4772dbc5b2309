import { endpoints } from '@inventory/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { getAuditLogs } from './audit-log.service.ts';

export function registerAuditLogRoutes(app: FastifyInstance): void {
  route(app, endpoints.auditLog.list, ({ query }, scope) => getAuditLogs(scope, query));
}
