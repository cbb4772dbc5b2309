import { endpoints } from '@inventory/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { idempotencyKeyOf } from '../../http/idempotency.ts';
import type { LineFeeds } from '../documents/linked-lines.ts';
import { deleteSellInvoice, discardSellInvoice, finishSellInvoice } from './sell-invoice.service.ts';
import { getSellInvoice, getSellInvoices, getSellLines, saveSellInvoice } from './sell-invoice.service.ts';
import { setSellRemarks } from './sell-invoice.service.ts';

export function registerSellInvoiceRoutes(
  app: FastifyInstance,
  { lineFeeds }: { lineFeeds: LineFeeds },
): void {
  const e = endpoints.sellInvoice;
  route(app, e.save, ({ body }, scope, request) =>
    saveSellInvoice(scope, body, lineFeeds, idempotencyKeyOf(request)),
  );
  route(app, e.list, ({ query }, scope) => getSellInvoices(scope, query));
  route(app, e.itemList, ({ query }, scope) => getSellLines(scope, query));
  route(app, e.get, ({ params }, scope) => getSellInvoice(scope, params.id));
  route(app, e.delete, ({ params }, scope) => deleteSellInvoice(scope, params.id));
  route(app, e.discard, ({ params }, scope) => discardSellInvoice(scope, params.id));
  route(app, e.finish, ({ params, query }, scope) => finishSellInvoice(scope, params.id, query.remarks));
  route(app, e.setRemarks, ({ body }, scope) => setSellRemarks(scope, body));
}
