import { endpoints } from '@inventory/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import type { LineFeeds } from '../documents/linked-lines.ts';
import { idempotencyKeyOf } from '../../http/idempotency.ts';
import { deletePurchaseInvoice, discardPurchaseInvoice } from './purchase-invoice.service.ts';
import { finishPurchaseInvoice, getPurchaseInvoice } from './purchase-invoice.service.ts';
import { getPurchaseInvoices, getPurchaseItems, savePurchaseInvoice } from './purchase-invoice.service.ts';
import { setPurchaseRemarks } from './purchase-invoice.service.ts';

export function registerPurchaseInvoiceRoutes(
  app: FastifyInstance,
  { lineFeeds }: { lineFeeds: LineFeeds },
): void {
  const e = endpoints.purchaseInvoice;
  route(app, e.save, ({ body }, scope, request) =>
    savePurchaseInvoice(scope, body, lineFeeds, idempotencyKeyOf(request)),
  );
  route(app, e.list, ({ query }, scope) => getPurchaseInvoices(scope, query));
  route(app, e.itemList, ({ query }, scope) => getPurchaseItems(scope, query));
  route(app, e.get, ({ params }, scope) => getPurchaseInvoice(scope, params.id));
  route(app, e.delete, ({ params }, scope) => deletePurchaseInvoice(scope, params.id));
  route(app, e.discard, ({ params }, scope) => discardPurchaseInvoice(scope, params.id));
  route(app, e.finish, ({ params, query }, scope) => finishPurchaseInvoice(scope, params.id, query.remarks));
  route(app, e.setRemarks, ({ body }, scope) => setPurchaseRemarks(scope, body));
}
