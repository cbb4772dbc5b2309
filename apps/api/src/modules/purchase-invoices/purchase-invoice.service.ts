import type {
  endpoints,
  PagedResult,
  ParsedBodyOf,
  ParsedQueryOf,
  PurchaseInvoice,
  PurchaseItem,
} from '@inventory/contracts';
import { Decimal, purchaseTransition } from '@inventory/domain';
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
import { findCategoryCode } from '../categories/category.repository.ts';
import { requireSavePermissions } from '../documents/document-rules.ts';
import { savePurchaseIn, type SavePurchaseInput } from './purchase-invoice-save.ts';
import { supplierNames, toPurchaseDtos, toPurchaseItems } from './purchase-invoice.mapper.ts';
import {
  deletePurchase,
  findPurchase,
  findPurchaseLines,
  lockPurchase,
  patchPurchase,
  type PurchaseRow,
} from './purchase-invoice.repository.ts';
import { listPurchaseLines, listPurchases } from './purchase-list.repository.ts';

type ListQuery = ParsedQueryOf<typeof endpoints.purchaseInvoice.list>;
type ItemListQuery = ParsedQueryOf<typeof endpoints.purchaseInvoice.itemList>;
type SetRemarksInput = ParsedBodyOf<typeof endpoints.purchaseInvoice.setRemarks>;

const P = 'Inventory.PurchaseInvoices';

async function dtoOf(trx: Kysely<Schema>, id: string): Promise<PurchaseInvoice> {
  const row = await findPurchase(trx, id);
  if (!row) throw new EntityNotFoundError('PurchaseInvoice', id);
  const [dto] = await toPurchaseDtos(trx, [row]);
  if (!dto) throw new Error(`Document ${id} vanished while being read`);
  return dto;
}

async function lockedOrNotFound(trx: Kysely<Schema>, id: string): Promise<PurchaseRow> {
  const row = await lockPurchase(trx, id);
  if (!row) throw new EntityNotFoundError('PurchaseInvoice', id);
  return row;
}

/** POST save: one document; an `Idempotency-Key` replay answers the first result (§8). */
export async function savePurchaseInvoice(
  scope: RequestScope,
  input: SavePurchaseInput,
  lineFeeds: LineFeeds,
  idempotencyKey?: string,
): Promise<PurchaseInvoice> {
  await requireSavePermissions(scope, P, input);
  return scope.db.run((trx) =>
    idempotent(
      trx,
      scope.db.tenantId,
      idempotencyKey,
      { operation: 'purchaseInvoice.save', body: input },
      async () => dtoOf(trx, await savePurchaseIn(trx, scope, input, new Date(), lineFeeds)),
    ),
  );
}

export function getPurchaseInvoice(scope: RequestScope, id: string): Promise<PurchaseInvoice> {
  return scope.db.run((trx) => dtoOf(trx, id));
}

export function getPurchaseInvoices(
  scope: RequestScope,
  query: ListQuery,
): Promise<PagedResult<PurchaseInvoice>> {
  return scope.db.run(async (trx) => {
    const code = query.AttributeId ? await findCategoryCode(trx, query.AttributeId) : undefined;
    const { rows, total } = await listPurchases(trx, {
      skip: query.SkipCount,
      take: query.MaxResultCount,
      sorting: query.Sorting,
      startTime: query.StartTime,
      endTime: query.EndTime,
      creator: query.Creator,
      categoryCode: code,
      includeDiscarded: query.IsNeedDiscard ?? false,
      state: query.State,
      skuName: query.SKUName,
      warehouseInvoiceNumber: query.WarehouseInvoiceNumber,
      supplier: query.Supplier,
    });
    return { items: await toPurchaseDtos(trx, rows), totalCount: total };
  });
}

export function getPurchaseItems(
  scope: RequestScope,
  query: ItemListQuery,
): Promise<PagedResult<PurchaseItem>> {
  return scope.db.run(async (trx) => {
    const code = query.AttributeId ? await findCategoryCode(trx, query.AttributeId) : undefined;
    const { rows, total } = await listPurchaseLines(trx, {
      skip: query.SkipCount,
      take: query.MaxResultCount,
      sorting: query.Sorting,
      searchKey: query.SearchKey,
      categoryCode: code,
      state: query.State,
    });
    const suppliers = await supplierNames(
      trx,
      rows.map((r) => r.supplierId),
    );
    return { items: await toPurchaseItems(trx, rows, suppliers), totalCount: total };
  });
}

const purchaseLifecycle: DocumentLifecycle<PurchaseRow> = {
  entityName: 'PurchaseInvoice',
  lock: lockedOrNotFound,
  transition: purchaseTransition,
  stockMoved: async (trx, row) =>
    (await findPurchaseLines(trx, [row.id])).some((l) => Decimal.from(l.in_stock_count).isPositive()),
  patch: patchPurchase,
  remove: deletePurchase,
};

export function discardPurchaseInvoice(scope: RequestScope, id: string): Promise<void> {
  return lifecycleStep(scope, purchaseLifecycle, id, 'discard');
}

export function finishPurchaseInvoice(scope: RequestScope, id: string, remarks?: string): Promise<void> {
  return lifecycleStep(scope, purchaseLifecycle, id, 'finish', remarks);
}

export function deletePurchaseInvoice(scope: RequestScope, id: string): Promise<void> {
  return lifecycleStep(scope, purchaseLifecycle, id, 'delete');
}

/** Remarks only, in any state (§6). */
export function setPurchaseRemarks(scope: RequestScope, input: SetRemarksInput): Promise<void> {
  return setDocumentRemarks(scope, purchaseLifecycle, input.id, input.remarks);
}
