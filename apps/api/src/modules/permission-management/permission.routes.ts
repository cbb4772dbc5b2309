import { endpoints } from '@inventory/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { getPermissions, updatePermissions } from './permission.service.ts';

export function registerPermissionManagementRoutes(app: FastifyInstance): void {
  const e = endpoints.permissionManagement;
  route(app, e.get, ({ query }, scope) => getPermissions(scope, query));
  route(app, e.update, ({ query, body }, scope) => updatePermissions(scope, query, body));
}
