import {
  DocumentState,
  OutState,
  type ProductionOrder,
  type SaveProductionOrder,
  type SaveWarehouseInvoice,
  StockType,
  WarehouseInvoiceType,
} from '@inventory/contracts';
import { Decimal, productionTransition } from '@inventory/domain';
import type { PageStep } from '../document/document-steps.tsx';
import type { BatchPick } from '../warehouse-invoice/batch-fill.ts';
import { typedCount } from '../warehouse-invoice/batch-fill.ts';

/** The production list and a production order's page. */
export const productionListPath = '/sys/production';
export const productionNewPath = '/sys/production/new';
export const productionPath = (id: string) => `/sys/production/${id}`;

/** One material of a kit for a wanted count: what it needs and what the warehouse holds unexpired. */
export interface KitCheckLine {
  skuId: string;
  name: string;
  code?: string | null;
  unit?: string | null;
  /** Needed for the wanted count (components × count, rounded up). */
  need: number;
  /** In stock, unexpired, in the chosen warehouse. */
  available: number;
}

/** `check-group-stock` with each material's stock: what the app hands the editor. */
export interface KitCheck {
  maxCount: number;
  lines: KitCheckLine[];
}

export interface KitReading {
  /** How many kits the stock makes now (the server's figure). */
  canMake: number;
  /** The material with the fewest kits in it (null when none is needed). */
  limiting: (KitCheckLine & { perKit: Decimal }) | null;
  /** Each material short for the wanted count and by how much. */
  shortages: (KitCheckLine & { short: Decimal })[];
}

/**
 * What a check says: "can make N now", the material that limits it (the fewest whole kits in its stock) and each
 * material short for the wanted count with its shortfall, exact.
 * e.g. `readKitCheck({ maxCount: 2, lines: [{ need: 10, available: 4 … }] }, '5')` → limiting that line, short 6
 */
export function readKitCheck(check: KitCheck, count: string): KitReading {
  const wanted = typedCount(count);
  let limiting: KitReading['limiting'] = null;
  let fewest: Decimal | null = null;
  for (const line of check.lines) {
    if (!wanted.isPositive() || !Decimal.from(line.need).isPositive()) continue;
    const perKit = Decimal.from(line.need).div(wanted, 3);
    const kits = perKit.isPositive() ? Decimal.from(line.available).div(perKit, 0, 'floor') : null;
    if (kits && (fewest === null || kits.lt(fewest))) {
      fewest = kits;
      limiting = { ...line, perKit };
    }
  }
  const shortages = check.lines
    .map((line) => ({ ...line, short: Decimal.from(line.need).sub(line.available) }))
    .filter((line) => line.short.isPositive());
  return { canMake: check.maxCount, limiting, shortages };
}

/** The purchase proposal for the shortfall: each short material with its missing count (decimal text). */
export function shortfallProposal(shortages: KitReading['shortages']): { skuId: string; count: string }[] {
  return shortages.map((line) => ({ skuId: line.skuId, count: line.short.normalize().toString() }));
}

/** One material line being edited: its need and the batches chosen for it (none = first to expire first). */
export interface MaterialDraft {
  skuId: string;
  need: string;
  picks: BatchPick[];
}

/** The save body: one material item per chosen batch, or the whole need left to first-expiry-first. */
export function productionBody(
  values: {
    skuId: string;
    count: string;
    warehouseId: string | null;
    expirationDay: string;
    remarks: string;
    materials: readonly MaterialDraft[];
  },
  saved: ProductionOrder | undefined,
  submit: 'draft' | 'now' | 'parts',
): SaveProductionOrder {
  const warehouseId = values.warehouseId ?? null;
  const items = values.materials.flatMap((material) => {
    const picks = material.picks.filter((pick) => typedCount(pick.count).isPositive());
    if (picks.length === 0) return [{ skuId: material.skuId, count: Number(material.need), warehouseId }];
    return picks.map((pick) => ({
      skuId: material.skuId,
      count: Number(typedCount(pick.count).toString()),
      batchNumber: pick.batchNumber,
      warehouseId,
    }));
  });
  const shelfLife = values.expirationDay.trim();
  return {
    ...(saved ? { id: saved.id, concurrencyStamp: saved.concurrencyStamp } : {}),
    skuId: values.skuId,
    count: Number(typedCount(values.count).toString()),
    expirationDay: shelfLife === '' ? null : Number(shelfLife),
    remarks: values.remarks.trim() === '' ? null : values.remarks.trim(),
    // "Make now" moves stock in this warehouse; "in parts" leaves it to the produce invoices.
    warehouseId: submit === 'parts' ? null : warehouseId,
    isSubmit: submit !== 'draft',
    items,
  };
}

/** Produced of planned, exact. */
export function producedOfPlanned(order: ProductionOrder): { done: Decimal; ordered: Decimal } {
  return { done: Decimal.from(order.inCount), ordered: Decimal.from(order.count) };
}

/** What is still to produce on an order. */
export function remainingOf(order: ProductionOrder): Decimal {
  return Decimal.max(0, Decimal.from(order.count).sub(order.inCount));
}

/**
 * The two produce invoices of one part, submitted together: the materials for `part` kits out (each material line's
 * share, its batch kept; the last part takes what is left of each line) and `part` kits in, both in the warehouse.
 */
export function producePartBodies(
  order: ProductionOrder,
  part: string,
  warehouseId: string,
): SaveWarehouseInvoice[] {
  const count = typedCount(part);
  const last = count.gte(remainingOf(order));
  const materials = order.items
    .map((item) => {
      const left = Decimal.max(0, Decimal.from(item.count).sub(item.outStockCount));
      const share = last ? left : Decimal.from(item.count).mul(count).div(order.count, 3, 'ceil');
      return { item, take: Decimal.min(share, left) };
    })
    .filter(({ take }) => take.isPositive());
  const out: SaveWarehouseInvoice = {
    warehouseId,
    stockType: StockType.Out,
    type: WarehouseInvoiceType.Produce,
    isSubmit: true,
    items: materials.map(({ item, take }) => ({
      itemId: item.itemId,
      skuId: item.skuId,
      count: Number(take.toString()),
      batchNumber: item.batchNumber || null,
    })),
  };
  const into: SaveWarehouseInvoice = {
    warehouseId,
    stockType: StockType.In,
    type: WarehouseInvoiceType.Produce,
    isSubmit: true,
    items: [
      {
        itemId: order.id,
        skuId: order.skuId,
        count: Number(count.toString()),
        expirationDay: order.expirationDay ?? null,
      },
    ],
  };
  return materials.length > 0 ? [out, into] : [into];
}

/** Whether the life cycle allows `step` for this order now (packages/domain, the server's own rule). */
export function productionAllows(order: ProductionOrder, step: PageStep): boolean {
  const action =
    step === 'discard'
      ? {
          kind: 'discard' as const,
          stockMoved: order.inCount > 0 || order.outState !== OutState.NotOut,
        }
      : { kind: step };
  return productionTransition(order.state as DocumentState, action).ok;
}

/** A Processing order takes produce invoices. */
export const takesParts = (order: ProductionOrder) => order.state === DocumentState.Processing;
