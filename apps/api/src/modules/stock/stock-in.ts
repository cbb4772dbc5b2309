import { ErrorCodes } from '@inventory/contracts';
import { checkBatchDates, dec, expirationTime, type Decimal, type DecimalLike } from '@inventory/domain';
import type { Kysely } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Schema } from '../../db/schema.ts';
import { BusinessError, EntityNotFoundError } from '../../errors/app-errors.ts';
import { nextBatchNumber } from '../numbering/numbering.service.ts';
import { addBatchInQuantity, findOrCreateBatch } from './batch.repository.ts';
import { findSkuInfos, type SkuInfo } from './sku-lookup.repository.ts';
import { writeStockChanges } from './stock-changes.ts';
import type { StockContext } from './stock-context.ts';

/** A stock-in line: a new or existing batch of an SKU into a warehouse. */
export interface StockInLine {
  readonly skuId: string;
  readonly warehouseId: string;
  readonly count: DecimalLike;
  /** Absent → `yyyyMMdd-NNN` from the tenant's daily counter. */
  readonly batchNumber?: string | null;
  readonly producedTime?: string | null;
  readonly expirationDay?: number | null;
  /** Unit cost of a new batch; defaults to the SKU's standard cost. */
  readonly cost?: DecimalLike | null;
  /** The document line the movement serves (ledger `document_line_id`). */
  readonly lineId?: string | null;
}

/** A quantity of one batch in one warehouse, moved for request `lineIndex` (stocked in, or taken out). */
export interface BatchMovement {
  readonly lineIndex: number;
  readonly skuId: string;
  readonly warehouseId: string;
  readonly batchId: string;
  readonly batchNumber: string;
  readonly count: Decimal;
  readonly cost: Decimal;
  readonly producedTime: string | null;
  readonly expirationTime: string | null;
}

export interface StockInResult extends BatchMovement {
  readonly expirationDay: number | null;
}

function isoOrNull(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** The live SKUs of the lines; a missing or deleted one is a 404. */
export async function skusOrNotFound(
  trx: Kysely<Schema>,
  skuIds: readonly string[],
): Promise<Map<string, SkuInfo>> {
  const skus = await findSkuInfos(trx, skuIds);
  const missing = skuIds.find((id) => !skus.get(id) || skus.get(id)?.isDeleted);
  if (missing) throw new EntityNotFoundError('Sku', missing);
  return skus;
}

/**
 * The order lines take their batch rows in (business-rules §8): named batches sorted by SKU and number, so two
 * stock-ins into the same batches in other line orders queue instead of deadlocking; then the lines whose number is
 * generated, in line order (their batches are new, and the numbers follow the lines).
 */
function lockOrder(lines: readonly StockInLine[]): number[] {
  const key = (line: StockInLine) => `${line.skuId}\u0000${line.batchNumber?.trim() ?? ''}`;
  const named = [...lines.keys()].filter((i) => lines[i]?.batchNumber?.trim());
  named.sort((a, b) => {
    const [x, y] = [key(lines[a] as StockInLine), key(lines[b] as StockInLine)];
    return x < y ? -1 : x > y ? 1 : a - b;
  });
  return [...named, ...[...lines.keys()].filter((i) => !lines[i]?.batchNumber?.trim())];
}

/**
 * Stocks lines in (§3): each names an existing batch (whose dates must match, else 'Inventory:BatchDatesMismatch')
 * or creates one, generating its number when absent.
 */
export async function stockIn(
  trx: Kysely<Schema>,
  ctx: StockContext,
  lines: readonly StockInLine[],
): Promise<StockInResult[]> {
  const skus = await skusOrNotFound(
    trx,
    lines.map((l) => l.skuId),
  );
  const results: StockInResult[] = [];
  for (const lineIndex of lockOrder(lines)) {
    const line = lines[lineIndex] as StockInLine;
    const count = dec(line.count);
    if (!count.isPositive()) throw new RangeError(`Stock-in count must be positive (line ${lineIndex})`);
    const batchNumber = line.batchNumber?.trim() || (await nextBatchNumber(trx, ctx));
    const producedTime = isoOrNull(line.producedTime);
    const expirationDay = line.expirationDay ?? null;
    const expiry = expirationTime(producedTime, expirationDay, ctx.timeZone);
    const cost = dec(line.cost ?? skus.get(line.skuId)?.cost ?? 0).round(4);
    const { row, created } = await findOrCreateBatch(trx, {
      tenantId: ctx.tenantId,
      id: newId(ctx.now.getTime()),
      skuId: line.skuId,
      batchNumber,
      producedTime,
      expirationDay,
      expirationTime: expiry,
      cost: cost.toString(),
      stockInTime: ctx.now,
      creatorId: ctx.userId,
    });
    if (!created) {
      const same = checkBatchDates(
        line.skuId,
        batchNumber,
        { producedTime: row.produced_time, expirationTime: row.expiration_time },
        { producedTime, expirationTime: expiry },
      );
      if (!same.ok)
        throw new BusinessError(ErrorCodes.BatchDatesMismatch, {
          ...same.error.params,
          sku: skus.get(line.skuId)?.name ?? line.skuId,
        });
    }
    await addBatchInQuantity(trx, row.id, count.toFixed(3));
    results.push({
      lineIndex,
      skuId: line.skuId,
      warehouseId: line.warehouseId,
      batchId: row.id,
      batchNumber,
      count,
      cost: dec(String(row.cost)),
      producedTime: isoOrNull(row.produced_time),
      expirationDay: row.expiration_day,
      expirationTime: isoOrNull(row.expiration_time),
    });
  }
  results.sort((a, b) => a.lineIndex - b.lineIndex);
  await writeStockChanges(
    trx,
    ctx,
    results.map((r) => ({
      warehouseId: r.warehouseId,
      skuId: r.skuId,
      batchId: r.batchId,
      quantity: r.count,
      lineId: lines[r.lineIndex]?.lineId ?? null,
      correlationBatchNumber: null,
    })),
  );
  return results;
}
