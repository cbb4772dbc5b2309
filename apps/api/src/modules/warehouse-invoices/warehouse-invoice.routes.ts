import { endpoints } from '@inventory/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import type { LineFeeds } from '../documents/linked-lines.ts';
import { idempotencyKeyOf } from '../../http/idempotency.ts';
import { deleteWarehouseInvoice, discardWarehouseInvoice } from './warehouse-invoice.service.ts';
import { getWarehouseInvoice, getWarehouseInvoices } from './warehouse-invoice.service.ts';
import { saveManyWarehouseInvoices, saveWarehouseInvoice } from './warehouse-invoice.service.ts';
import { setWarehouseInvoiceRemarks } from './warehouse-invoice.service.ts';

export function registerWarehouseInvoiceRoutes(
  app: FastifyInstance,
  { lineFeeds }: { lineFeeds: LineFeeds },
): void {
  const e = endpoints.warehouseInvoice;
  route(app, e.save, ({ body }, scope, request) =>
    saveWarehouseInvoice(scope, body, lineFeeds, idempotencyKeyOf(request)),
  );
  route(app, e.saveMany, ({ body }, scope, request) =>
    saveManyWarehouseInvoices(scope, body, lineFeeds, idempotencyKeyOf(request)),
  );
  route(app, e.list, ({ query }, scope) => getWarehouseInvoices(scope, query));
  route(app, e.get, ({ params }, scope) => getWarehouseInvoice(scope, params.id));
  route(app, e.delete, ({ params }, scope) => deleteWarehouseInvoice(scope, params.id));
  route(app, e.discard, ({ params }, scope) => discardWarehouseInvoice(scope, params.id));
  route(app, e.setRemarks, ({ body }, scope) => setWarehouseInvoiceRemarks(scope, body));
}
