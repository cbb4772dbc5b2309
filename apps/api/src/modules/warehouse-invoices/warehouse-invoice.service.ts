import type {
  endpoints,
  PagedResult,
  ParsedBodyOf,
  ParsedQueryOf,
  WarehouseInvoice,
} from '@inventory/contracts';
import { warehouseTransition } from '@inventory/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema.ts';
import { EntityNotFoundError } from '../../errors/app-errors.ts';
import type { RequestScope } from '../../http/request-scope.ts';
import {
  lifecycleStep,
  setDocumentRemarks,
  type DocumentLifecycle,
} from '../documents/document-lifecycle.ts';
import type { LineFeeds } from '../documents/linked-lines.ts';
import { idempotent } from '../../http/idempotency.ts';
import { requireSavePermissions } from '../documents/document-rules.ts';
import { saveInvoiceIn, type SaveInput } from './warehouse-invoice-save.ts';
import { toInvoiceDtos } from './warehouse-invoice.mapper.ts';
import {
  deleteInvoice,
  findInvoice,
  lockInvoice,
  patchInvoice,
  type InvoiceRow,
} from './warehouse-invoice.repository.ts';
import { listInvoices } from './warehouse-invoice-list.repository.ts';
import { findCategoryCode } from '../categories/category.repository.ts';

type ListQuery = ParsedQueryOf<typeof endpoints.warehouseInvoice.list>;
type SetRemarksInput = ParsedBodyOf<typeof endpoints.warehouseInvoice.setRemarks>;

const P = 'Inventory.WarehouseInvoices';

async function dtoOf(trx: Kysely<Schema>, id: string): Promise<WarehouseInvoice> {
  const row = await findInvoice(trx, id);
  if (!row) throw new EntityNotFoundError('WarehouseInvoice', id);
  const [dto] = await toInvoiceDtos(trx, [row]);
  if (!dto) throw new Error(`Document ${id} vanished while being read`);
  return dto;
}

async function existingOrNotFound(trx: Kysely<Schema>, id: string): Promise<InvoiceRow> {
  const row = await lockInvoice(trx, id);
  if (!row) throw new EntityNotFoundError('WarehouseInvoice', id);
  return row;
}

/** POST save: one document; an `Idempotency-Key` replay answers the first result (§8). */
export async function saveWarehouseInvoice(
  scope: RequestScope,
  input: SaveInput,
  lineFeeds: LineFeeds,
  idempotencyKey?: string,
): Promise<WarehouseInvoice> {
  await requireSavePermissions(scope, P, input);
  return scope.db.run((trx) =>
    idempotent(
      trx,
      scope.db.tenantId,
      idempotencyKey,
      { operation: 'warehouseInvoice.save', body: input },
      async () => dtoOf(trx, await saveInvoiceIn(trx, scope, input, new Date(), lineFeeds)),
    ),
  );
}

/** POST save-many: every document in one transaction, all or none (§6). */
export async function saveManyWarehouseInvoices(
  scope: RequestScope,
  inputs: readonly SaveInput[],
  lineFeeds: LineFeeds,
  idempotencyKey?: string,
): Promise<WarehouseInvoice[]> {
  await requireSavePermissions(scope, P, inputs);
  return scope.db.run((trx) =>
    idempotent(
      trx,
      scope.db.tenantId,
      idempotencyKey,
      { operation: 'warehouseInvoice.saveMany', body: inputs },
      async () => {
        const now = new Date();
        const ids: string[] = [];
        for (const input of inputs) ids.push(await saveInvoiceIn(trx, scope, input, now, lineFeeds));
        const result: WarehouseInvoice[] = [];
        for (const id of ids) result.push(await dtoOf(trx, id));
        return result;
      },
    ),
  );
}

export async function getWarehouseInvoice(scope: RequestScope, id: string): Promise<WarehouseInvoice> {
  return scope.db.run((trx) => dtoOf(trx, id));
}

export async function getWarehouseInvoices(
  scope: RequestScope,
  query: ListQuery,
): Promise<PagedResult<WarehouseInvoice>> {
  return scope.db.run(async (trx) => {
    const code = query.AttributeId ? await findCategoryCode(trx, query.AttributeId) : undefined;
    const { rows, total } = await listInvoices(trx, {
      skip: query.SkipCount,
      take: query.MaxResultCount,
      sorting: query.Sorting,
      startTime: query.StartTime,
      endTime: query.EndTime,
      warehouseId: query.WarehouseId,
      moveWarehouseId: query.MoveWarehouseId,
      categoryCode: code,
      stockType: query.StockType,
      type: query.Type,
      skuName: query.SKUName,
      creator: query.Creator,
      includeDiscarded: query.IsNeedDiscard ?? false,
      state: query.State,
    });
    return { items: await toInvoiceDtos(trx, rows), totalCount: total };
  });
}

/** Discard (Draft only: a submitted warehouse invoice has moved stock) and delete (Draft or Discard), §6. */
const warehouseLifecycle: DocumentLifecycle<InvoiceRow> = {
  entityName: 'WarehouseInvoice',
  lock: existingOrNotFound,
  transition: warehouseTransition,
  stockMoved: async () => false,
  patch: patchInvoice,
  remove: deleteInvoice,
};

export function discardWarehouseInvoice(scope: RequestScope, id: string): Promise<void> {
  return lifecycleStep(scope, warehouseLifecycle, id, 'discard');
}

export function deleteWarehouseInvoice(scope: RequestScope, id: string): Promise<void> {
  return lifecycleStep(scope, warehouseLifecycle, id, 'delete');
}

/** Remarks only, in any state (§6). */
export function setWarehouseInvoiceRemarks(scope: RequestScope, input: SetRemarksInput): Promise<void> {
  return setDocumentRemarks(scope, warehouseLifecycle, input.id, input.remarks);
}
