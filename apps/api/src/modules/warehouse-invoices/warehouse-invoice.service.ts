import type { endpoints, PagedResult, ParsedQueryOf, WarehouseInvoice } from '@inventory/contracts';
import { warehouseTransition } from '@inventory/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema.ts';
import type { RequestScope } from '../../http/request-scope.ts';
import { readDocument, saveIdempotently, type DocumentReader } from '../documents/document-calls.ts';
import { answeredLines, documentFilterOf, type SkuFilter } from '../documents/document-list.ts';
import { lifecycleCalls, type DocumentLifecycle } from '../documents/document-lifecycle.ts';
import type { LineFeeds } from '../documents/linked-lines.ts';
import { saveInvoiceIn, type SaveInput } from './warehouse-invoice-save.ts';
import { toInvoiceDtos } from './warehouse-invoice.mapper.ts';
import { deleteInvoice, findInvoice, findInvoiceLines } from './warehouse-invoice.repository.ts';
import { lockInvoice, patchInvoice } from './warehouse-invoice.repository.ts';
import type { InvoiceRow } from './warehouse-invoice.repository.ts';
import { listInvoices } from './warehouse-invoice-list.repository.ts';
import { findCategoryCode } from '../categories/category.repository.ts';
import { batchUsage } from '../stock/batch.repository.ts';
import { findLineNames } from '../stock/sku-lookup.repository.ts';

type ListQuery = ParsedQueryOf<typeof endpoints.warehouseInvoice.list>;

/** Loads what the documents name (lines, SKUs, warehouses, the usage of the batches they made), then maps. */
async function invoiceDtos(
  trx: Kysely<Schema>,
  rows: readonly InvoiceRow[],
  matching?: SkuFilter,
): Promise<WarehouseInvoice[]> {
  const lines = await findInvoiceLines(
    trx,
    rows.map((r) => r.id),
    matching,
  );
  const [names, usage] = await Promise.all([
    findLineNames(trx, {
      skuIds: lines.map((l) => l.sku_id),
      warehouseIds: rows.flatMap((r) => [r.warehouse_id, r.move_to_warehouse_id]),
    }),
    batchUsage(
      trx,
      lines.flatMap((l) => (l.batch_id ? [l.batch_id] : [])),
    ),
  ]);
  return toInvoiceDtos(rows, lines, { ...names, usage });
}

const invoiceReader: DocumentReader<InvoiceRow, WarehouseInvoice> = {
  entityName: 'WarehouseInvoice',
  find: findInvoice,
  toDtos: invoiceDtos,
};

const P = 'Inventory.WarehouseInvoices';

/** POST save: one document; an `Idempotency-Key` replay answers the first result (§8). */
export async function saveWarehouseInvoice(
  scope: RequestScope,
  input: SaveInput,
  lineFeeds: LineFeeds,
  idempotencyKey?: string,
): Promise<WarehouseInvoice> {
  return saveIdempotently(
    scope,
    { permission: P, operation: 'warehouseInvoice.save', idempotencyKey },
    input,
    async (trx, now) =>
      readDocument(trx, invoiceReader, await saveInvoiceIn(trx, scope, input, now, lineFeeds)),
  );
}

/** POST save-many: every document in one transaction, all or none (§6). */
export async function saveManyWarehouseInvoices(
  scope: RequestScope,
  inputs: readonly SaveInput[],
  lineFeeds: LineFeeds,
  idempotencyKey?: string,
): Promise<WarehouseInvoice[]> {
  return saveIdempotently(
    scope,
    { permission: P, operation: 'warehouseInvoice.saveMany', idempotencyKey },
    inputs,
    async (trx, now) => {
      const ids: string[] = [];
      for (const input of inputs) ids.push(await saveInvoiceIn(trx, scope, input, now, lineFeeds));
      const result: WarehouseInvoice[] = [];
      for (const id of ids) result.push(await readDocument(trx, invoiceReader, id));
      return result;
    },
  );
}

export async function getWarehouseInvoice(scope: RequestScope, id: string): Promise<WarehouseInvoice> {
  return scope.db.run((trx) => readDocument(trx, invoiceReader, id));
}

export async function getWarehouseInvoices(
  scope: RequestScope,
  query: ListQuery,
): Promise<PagedResult<WarehouseInvoice>> {
  return scope.db.run(async (trx) => {
    const code = query.AttributeId ? await findCategoryCode(trx, query.AttributeId) : undefined;
    const { rows, total, sku } = await listInvoices(trx, {
      ...documentFilterOf(query),
      warehouseId: query.WarehouseId,
      moveWarehouseId: query.MoveWarehouseId,
      categoryCode: code,
      stockType: query.StockType,
      type: query.Type,
      skuName: query.SKUName,
    });
    // Under a SKU name, each document's lines of the matching SKUs only (ADR 061).
    return { items: await invoiceDtos(trx, rows, answeredLines(sku)), totalCount: total };
  });
}

/** Discard (Draft only: a submitted warehouse invoice has moved stock) and delete (Draft or Discard), §6. */
const warehouseLifecycle: DocumentLifecycle<InvoiceRow> = {
  entityName: 'WarehouseInvoice',
  lock: lockInvoice,
  transition: warehouseTransition,
  stockMoved: async () => false,
  patch: patchInvoice,
  remove: deleteInvoice,
};

export const {
  discard: discardWarehouseInvoice,
  delete: deleteWarehouseInvoice,
  setRemarks: setWarehouseInvoiceRemarks,
} = lifecycleCalls(warehouseLifecycle);
