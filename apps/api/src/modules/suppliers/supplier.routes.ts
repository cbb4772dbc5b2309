import { endpoints } from '@inventory/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { createSupplier, deleteSupplier, getSupplier, getSuppliers } from './supplier.service.ts';
import { updateSupplierById } from './supplier.service.ts';

export function registerSupplierRoutes(app: FastifyInstance): void {
  const e = endpoints.supplier;
  route(app, e.create, ({ body }, scope) => createSupplier(scope, body));
  route(app, e.list, ({ query }, scope) => getSuppliers(scope, query));
  route(app, e.get, ({ params }, scope) => getSupplier(scope, params.id));
  route(app, e.update, ({ params, body }, scope) => updateSupplierById(scope, params.id, body));
  route(app, e.delete, ({ params }, scope) => deleteSupplier(scope, params.id));
}
