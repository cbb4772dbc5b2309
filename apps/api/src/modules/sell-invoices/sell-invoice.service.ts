import type {
  endpoints,
  PagedResult,
  ParsedBodyOf,
  ParsedQueryOf,
  SellInvoice,
  SellLine,
} from '@inventory/contracts';
import { Decimal, sellTransition } from '@inventory/domain';
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
import { requireSavePermissions } from '../documents/document-rules.ts';
import { idempotent } from '../../http/idempotency.ts';
import { findCategoryCode } from '../categories/category.repository.ts';
import { saveSellIn, type SaveSellInput } from './sell-invoice-save.ts';
import { toSellDtos, toSellLines } from './sell-invoice.mapper.ts';
import {
  deleteSell,
  findSell,
  findSellLines,
  lockSell,
  patchSell,
  type SellRow,
} from './sell-invoice.repository.ts';
import { listSellLines, listSells } from './sell-list.repository.ts';

type ListQuery = ParsedQueryOf<typeof endpoints.sellInvoice.list>;
type ItemListQuery = ParsedQueryOf<typeof endpoints.sellInvoice.itemList>;
type SetRemarksInput = ParsedBodyOf<typeof endpoints.sellInvoice.setRemarks>;

const P = 'Inventory.SellInvoices';

async function lockedOrNotFound(trx: Kysely<Schema>, id: string): Promise<SellRow> {
  const row = await lockSell(trx, id);
  if (!row) throw new EntityNotFoundError('SellInvoice', id);
  return row;
}

/** POST save answers no body (spec §7); an `Idempotency-Key` replay creates nothing new (§8). */
export async function saveSellInvoice(
  scope: RequestScope,
  input: SaveSellInput,
  lineFeeds: LineFeeds,
  idempotencyKey?: string,
): Promise<void> {
  await requireSavePermissions(scope, P, input);
  await scope.db.run((trx) =>
    idempotent(trx, scope.db.tenantId, idempotencyKey, { operation: 'sellInvoice.save', body: input }, () =>
      saveSellIn(trx, scope, input, new Date(), lineFeeds),
    ),
  );
}

export function getSellInvoice(scope: RequestScope, id: string): Promise<SellInvoice> {
  return scope.db.run(async (trx) => {
    const row = await findSell(trx, id);
    if (!row) throw new EntityNotFoundError('SellInvoice', id);
    const [dto] = await toSellDtos(trx, [row]);
    if (!dto) throw new Error(`Document ${id} vanished while being read`);
    return dto;
  });
}

export function getSellInvoices(scope: RequestScope, query: ListQuery): Promise<PagedResult<SellInvoice>> {
  return scope.db.run(async (trx) => {
    const code = query.AttributeId ? await findCategoryCode(trx, query.AttributeId) : undefined;
    const { rows, total } = await listSells(trx, {
      skip: query.SkipCount,
      take: query.MaxResultCount,
      sorting: query.Sorting,
      startTime: query.StartTime,
      endTime: query.EndTime,
      creator: query.Creator,
      categoryCode: code,
      includeDiscarded: query.IsNeedDiscard ?? false,
      state: query.State,
      searchKey: query.SearchKey,
      marketingChannel: query.MarketingChannel,
    });
    return { items: await toSellDtos(trx, rows), totalCount: total };
  });
}

export function getSellLines(scope: RequestScope, query: ItemListQuery): Promise<PagedResult<SellLine>> {
  return scope.db.run(async (trx) => {
    const { rows, total } = await listSellLines(trx, {
      skip: query.SkipCount,
      take: query.MaxResultCount,
      sorting: query.Sorting,
      searchKey: query.SearchKey,
      state: query.State,
    });
    return { items: await toSellLines(trx, rows), totalCount: total };
  });
}

const sellLifecycle: DocumentLifecycle<SellRow> = {
  entityName: 'SellInvoice',
  lock: lockedOrNotFound,
  transition: sellTransition,
  stockMoved: async (trx, row) =>
    (await findSellLines(trx, [row.id])).some((l) => Decimal.from(l.out_count).isPositive()),
  patch: patchSell,
  remove: deleteSell,
};

export function discardSellInvoice(scope: RequestScope, id: string): Promise<void> {
  return lifecycleStep(scope, sellLifecycle, id, 'discard');
}

export function finishSellInvoice(scope: RequestScope, id: string, remarks?: string): Promise<void> {
  return lifecycleStep(scope, sellLifecycle, id, 'finish', remarks);
}

export function deleteSellInvoice(scope: RequestScope, id: string): Promise<void> {
  return lifecycleStep(scope, sellLifecycle, id, 'delete');
}

/** Remarks only, in any state (§6). */
export function setSellRemarks(scope: RequestScope, input: SetRemarksInput): Promise<void> {
  return setDocumentRemarks(scope, sellLifecycle, input.id, input.remarks);
}
