import { endpoints } from '@inventory/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { createTenant, deleteTenantById, getTenant, getTenants, updateTenantById } from './tenant.service.ts';

export function registerTenantManagementRoutes(app: FastifyInstance): void {
  const e = endpoints.tenants;
  route(app, e.list, ({ query }, scope) => getTenants(scope, query));
  route(app, e.get, ({ params }, scope) => getTenant(scope, params.id));
  route(app, e.create, ({ body }, scope) => createTenant(scope, body));
  route(app, e.update, ({ params, body }, scope) => updateTenantById(scope, params.id, body));
  route(app, e.delete, ({ params }, scope) => deleteTenantById(scope, params.id));
}
