import { endpoints } from '@inventory/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { idempotencyKeyOf } from '../../http/idempotency.ts';
import {
  deletePurchaseInvoice,
  discardPurchaseInvoice,
  finishPurchaseInvoice,
  getPurchaseInvoice,
  getPurchaseInvoices,
  getPurchaseItems,
  savePurchaseInvoice,
  setPurchaseRemarks,
} from './purchase-invoice.service.ts';
import { registerPurchaseHooks } from './purchase-hooks.ts';

export function registerPurchaseInvoiceRoutes(app: FastifyInstance): void {
  // Warehouse In invoices naming purchase lines receive them (business-rules §6).
  registerPurchaseHooks();
  const e = endpoints.purchaseInvoice;
  route(app, e.save, ({ body }, scope, request) =>
    savePurchaseInvoice(scope, body, idempotencyKeyOf(request)),
  );
  route(app, e.list, ({ query }, scope) => getPurchaseInvoices(scope, query));
  route(app, e.itemList, ({ query }, scope) => getPurchaseItems(scope, query));
  route(app, e.get, ({ params }, scope) => getPurchaseInvoice(scope, params.id));
  route(app, e.delete, ({ params }, scope) => deletePurchaseInvoice(scope, params.id));
  route(app, e.discard, ({ params }, scope) => discardPurchaseInvoice(scope, params.id));
  route(app, e.finish, ({ params, query }, scope) => finishPurchaseInvoice(scope, params.id, query.remarks));
  route(app, e.setRemarks, ({ body }, scope) => setPurchaseRemarks(scope, body));
}
