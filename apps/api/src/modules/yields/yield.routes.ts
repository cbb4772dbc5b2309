import { endpoints } from '@inventory/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { idempotencyKeyOf } from '../../http/idempotency.ts';
import { proposeMaterials } from './yield-proposal.ts';
import { deleteYieldById, discardYield, finishYield, getYield, getYields } from './yield.service.ts';
import { saveYield, setYieldRemarks } from './yield.service.ts';

export function registerYieldRoutes(app: FastifyInstance): void {
  const e = endpoints.yield;
  route(app, e.save, ({ body }, scope, request) => saveYield(scope, body, idempotencyKeyOf(request)));
  route(app, e.list, ({ query }, scope) => getYields(scope, query));
  route(app, e.groupSku, ({ params, query }, scope) =>
    proposeMaterials(scope, params.skuId, query.count, query.warehouseId),
  );
  route(app, e.get, ({ params }, scope) => getYield(scope, params.id));
  route(app, e.delete, ({ params }, scope) => deleteYieldById(scope, params.id));
  route(app, e.discard, ({ params }, scope) => discardYield(scope, params.id));
  route(app, e.finish, ({ params, query }, scope) => finishYield(scope, params.id, query.remarks));
  route(app, e.setRemarks, ({ body }, scope) => setYieldRemarks(scope, body));
}
