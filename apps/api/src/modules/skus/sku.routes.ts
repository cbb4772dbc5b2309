import { endpoints } from '@inventory/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { createSku, deleteSku, getSku, getSkus, setSkuAttribute, updateSkuById } from './sku.service.ts';

export function registerSkuRoutes(app: FastifyInstance): void {
  const e = endpoints.sku;
  route(app, e.setAttribute, ({ body }, scope) => setSkuAttribute(scope, body));
  route(app, e.create, ({ body }, scope) => createSku(scope, body));
  route(app, e.list, ({ query }, scope) => getSkus(scope, query));
  route(app, e.get, ({ params }, scope) => getSku(scope, params.id));
  route(app, e.update, ({ params, body }, scope) => updateSkuById(scope, params.id, body));
  route(app, e.delete, ({ params }, scope) => deleteSku(scope, params.id));
}
