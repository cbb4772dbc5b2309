import type { endpoints, ParsedBodyOf } from '@inventory/contracts';
import { Decimal, DocumentState, OutState, checkGroupStock, dec, documentPrefix } from '@inventory/domain';
import { expirationTime, productionTransition, totalCost, unitCost } from '@inventory/domain';
import type { KitComponent, StockEffect } from '@inventory/domain';
import type { Kysely } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Schema } from '../../db/schema.ts';
import type { RequestScope } from '../../http/request-scope.ts';
import { beginSave, writeDocument } from '../documents/document-write.ts';
import { nextBatchNumber, nextDocumentNumber } from '../numbering/numbering.service.ts';
import { refuseOffSkus } from '../stock/sku-off.ts';
import { stockContext, type StockContext } from '../stock/stock-context.ts';
import { skusOrNotFound } from '../stock/stock-in.ts';
import { allocateOut, stockIn } from '../stock/stock.service.ts';
import { requireLiveWarehouses } from '../documents/document-rules.ts';
import { groupSkuOrRefuse } from '../stock/group-sku.ts';
import { lockYield, type YieldItem, yieldTable } from './yield.repository.ts';

export type YieldSaveInput = ParsedBodyOf<typeof endpoints.yield.save>;

/** The material lines: as sent, else the Group SKU's components × count (need rounded up by the domain). */
function materialLines(input: YieldSaveInput, components: readonly KitComponent[]): YieldItem[] {
  const sent = input.items.map((i) => ({
    skuId: i.skuId,
    count: dec(i.count),
    warehouseId: i.warehouseId ?? null,
    batchNumber: i.batchNumber || null,
  }));
  const lines =
    sent.length > 0
      ? sent
      : checkGroupStock(components, input.count, new Map()).lines.map((l) => ({
          skuId: l.skuId,
          count: l.need,
          warehouseId: null,
          batchNumber: null,
        }));
  return lines.map((l, lineNo) => ({
    id: newId(),
    lineNo,
    skuId: l.skuId,
    count: l.count.toFixed(3),
    warehouseId: l.warehouseId,
    batchNumber: l.batchNumber,
    outStockCount: '0',
  }));
}

interface Progress {
  /** The product's batch number, drawn before any stock row is locked (see saveYieldIn). */
  productBatchNumber: string | null;
  items: YieldItem[];
  materialCost: Decimal;
  inCount: Decimal;
  outState: OutState;
}

/**
 * Applies a submit's stock effects (§6 Production): the materials go out (named batches or FEFO, expired refused,
 * any shortage refuses everything), then the product comes in as a new batch at material cost ÷ count.
 */
async function applyEffect(
  trx: Kysely<Schema>,
  ctx: StockContext,
  effect: StockEffect,
  input: YieldSaveInput,
  yieldId: string,
  progress: Progress,
): Promise<Progress> {
  if (effect.kind === 'allocateOut') {
    const taken = await allocateOut(
      trx,
      ctx,
      progress.items.map((i) => ({
        skuId: i.skuId,
        warehouseId: i.warehouseId ?? effect.warehouseId,
        count: i.count,
        batchNumber: i.batchNumber,
        lineId: i.id,
      })),
      { allowExpired: effect.allowExpired },
    );
    const outByLine = new Map<number, Decimal>();
    for (const t of taken)
      outByLine.set(t.lineIndex, (outByLine.get(t.lineIndex) ?? Decimal.ZERO).add(t.count));
    return {
      ...progress,
      items: progress.items.map((i, index) => ({
        ...i,
        outStockCount: (outByLine.get(index) ?? Decimal.ZERO).toFixed(3),
      })),
      materialCost: totalCost(taken),
      outState: OutState.AllOut,
    };
  }
  if (effect.kind === 'stockIn') {
    await stockIn(trx, ctx, [
      {
        skuId: input.skuId,
        warehouseId: effect.warehouseId,
        count: input.count,
        batchNumber: progress.productBatchNumber,
        producedTime: input.productTime ?? null,
        expirationDay: input.expirationDay ?? null,
        cost: unitCost(progress.materialCost, input.count),
        lineId: yieldId,
      },
    ]);
    return { ...progress, inCount: dec(input.count) };
  }
  throw new Error(`A production order has no ${effect.kind} effect`);
}

/**
 * Saves one production order inside `trx` (§6): a Draft save, or a submit that either consumes and produces at
 * once and finishes (with a warehouse) or leaves the order Processing for Produce warehouse invoices.
 */
export async function saveYieldIn(
  trx: Kysely<Schema>,
  scope: RequestScope,
  input: YieldSaveInput,
  now: Date,
): Promise<string> {
  const { existing, state, transition } = await beginSave(
    trx,
    input,
    { entityName: 'Yield', lock: lockYield },
    (from) =>
      productionTransition(
        from,
        input.isSubmit ? { kind: 'submit', warehouseId: input.warehouseId ?? null } : { kind: 'save' },
      ),
  );
  const { product, components } = await groupSkuOrRefuse(trx, input.skuId);
  // Materials follow the kit's definition; only the product is chosen on the order.
  refuseOffSkus(new Map([[product.id, product]]), [product.id], new Set(existing ? [existing.sku_id] : []));
  await requireLiveWarehouses(trx, [
    ...(input.warehouseId ? [input.warehouseId] : []),
    ...input.items.flatMap((i) => (i.warehouseId ? [i.warehouseId] : [])),
  ]);
  await skusOrNotFound(
    trx,
    input.items.map((i) => i.skuId),
  );

  const id = existing?.id ?? newId(now.getTime());
  const ctx = await stockContext(trx, scope, { kind: 'production', id }, now);
  const number = existing?.number ?? (await nextDocumentNumber(trx, ctx, documentPrefix('production')));
  // Counters before stock rows, as every other submit takes them (business-rules §8): drawing the product's batch
  // number after locking the materials' balances deadlocked against stock-ins holding the batch counter.
  const stocksIn = transition.effects.some((e) => e.kind === 'stockIn');
  let progress: Progress = {
    productBatchNumber: stocksIn ? await nextBatchNumber(trx, ctx) : null,
    items: materialLines(input, components),
    materialCost: Decimal.ZERO,
    inCount: Decimal.ZERO,
    outState: OutState.NotOut,
  };
  for (const effect of transition.effects)
    progress = await applyEffect(trx, ctx, effect, input, id, progress);

  const next = transition.next === 'deleted' ? DocumentState.Draft : transition.next;
  const productTime = input.productTime ? new Date(input.productTime).toISOString() : null;
  const header = {
    number,
    skuId: input.skuId,
    count: dec(input.count).toFixed(3),
    productTime,
    expirationDay: input.expirationDay ?? null,
    expirationTime: expirationTime(productTime, input.expirationDay ?? null, ctx.timeZone),
    periodOfValidity: input.periodOfValidity || null,
    totalCost: progress.materialCost.toFixed(2),
    remarks: input.remarks || null,
    state: next,
    warehouseId: input.warehouseId ?? null,
    inCount: progress.inCount.toFixed(3),
    outState: progress.outState,
    submitTime: transition.setSubmitTime ? now : null,
  };
  await writeDocument(trx, scope, yieldTable, {
    id,
    existing,
    header,
    lines: progress.items,
    now,
    changedFields: {
      number: { from: existing?.number ?? null, to: number },
      state: { from: state, to: next },
      sku: { from: existing?.sku_id ?? null, to: product.id },
      count: { from: existing ? String(existing.count) : null, to: header.count },
      totalCost: { from: existing ? String(existing.total_cost) : null, to: header.totalCost },
      ...(existing?.remarks !== header.remarks
        ? { remarks: { from: existing?.remarks ?? null, to: header.remarks } }
        : {}),
    },
  });
  return id;
}
