import { endpoints } from '@inventory/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { deleteEmptyStock } from './stock-delete.service.ts';
import { checkGroupStockOf, getStock, getStockInfo, getStockProposal } from './stock-query.service.ts';

export function registerStockRoutes(app: FastifyInstance): void {
  const e = endpoints.stock;
  route(app, e.list, ({ query }, scope) => getStock(scope, query));
  route(app, e.info, ({ query }, scope) => getStockInfo(scope, query));
  route(app, e.proposal, ({ params, query }, scope) =>
    getStockProposal(scope, params.SKUId, query.Count, query.WarehouseId),
  );
  route(app, e.checkGroupStock, ({ params, query }, scope) =>
    checkGroupStockOf(scope, params.skuId, query.count, query.warehouseId),
  );
  route(app, e.deleteEmpty, ({ query }, scope) => deleteEmptyStock(scope, query.skuId, query.warehouseId));
}
