import { endpoints } from '@inventory/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { createWarehouse, deleteWarehouse, getWarehouse, getWarehouses } from './warehouse.service.ts';
import { updateWarehouseById } from './warehouse.service.ts';

export function registerWarehouseRoutes(app: FastifyInstance): void {
  const e = endpoints.warehouse;
  route(app, e.create, ({ body }, scope) => createWarehouse(scope, body));
  route(app, e.list, ({ query }, scope) => getWarehouses(scope, query));
  route(app, e.get, ({ params }, scope) => getWarehouse(scope, params.id));
  route(app, e.update, ({ params, body }, scope) => updateWarehouseById(scope, params.id, body));
  route(app, e.delete, ({ params }, scope) => deleteWarehouse(scope, params.id));
}
