import type { CheckResult, endpoints, PagedResult, ParsedQueryOf, StockInfo } from '@inventory/contracts';
import type { StockProposal, StockSummary } from '@inventory/contracts';
import {
  availableBySku,
  boundsOfWindow,
  calendarDate,
  checkGroupStock,
  dec,
  expiryWindow,
} from '@inventory/domain';
import type { ExpiryBounds, ExpiryWindow } from '@inventory/domain';
import { planAllocation, statusInWindow } from '@inventory/domain';
import { EntityNotFoundError } from '../../errors/app-errors.ts';
import { pageOf } from '../../db/list-page.ts';
import type { RequestScope } from '../../http/request-scope.ts';
import { readBalances } from './balance.repository.ts';
import { findSkuInfos, findWarehouseNames } from './sku-lookup.repository.ts';
import { loadStockSettings } from './stock-context.ts';
import { groupShortageText, groupSkuOrRefuse } from './group-sku.ts';
import { shortageLines } from './stock-errors.ts';
import {
  firstStockBatches,
  listStockBatches,
  listStockGroups,
  stockRowsOfSku,
  unexpiredStock,
} from './stock-list.repository.ts';
import type { FirstStockBatches, StockFilter } from './stock-list.repository.ts';
import { findCategoryCode } from '../categories/category.repository.ts';
import { fastWireNumber, wireNumber, wireTimes } from '../../db/wire-values.ts';

type ListQuery = ParsedQueryOf<typeof endpoints.stock.list>;
type InfoQuery = ParsedQueryOf<typeof endpoints.stock.info>;

const noBatches: FirstStockBatches = { batches: [], more: new Set() };

/** GET /stock: per SKU (within the warehouse when given), batches when IsNeedBatch, DateType via expiryBounds (§4). */
export async function getStock(scope: RequestScope, query: ListQuery): Promise<PagedResult<StockSummary>> {
  return scope.db.run(async (trx) => {
    const settings = await loadStockSettings(trx);
    const { window, bounds } = todaysExpiry(new Date(), settings.timeZone, settings.nearExpiryDays);
    const filter: StockFilter = {
      warehouseId: query.WarehouseId,
      skuName: query.SKUName,
      categoryCode: query.AttributeId ? await findCategoryCode(trx, query.AttributeId) : undefined,
      dateType: query.DateType,
      bounds,
    };
    const { rows, total } = await listStockGroups(trx, filter, pageOf(query));
    const skuIds = rows.map((r) => r.skuId);
    const bounded = query.IsNeedBatch && query.MaxBatchCount !== undefined;
    // ADR 062: a list screen asks for a few batches a row; without MaxBatchCount every batch row, as the spec says.
    const { batches, more } = !query.IsNeedBatch
      ? noBatches
      : bounded
        ? await firstStockBatches(trx, filter, skuIds, query.MaxBatchCount ?? 0)
        : { batches: await listStockBatches(trx, filter, skuIds), more: noBatches.more };
    const [skus, warehouses] = await Promise.all([
      findSkuInfos(trx, skuIds),
      findWarehouseNames(trx, [
        ...batches.map((b) => b.warehouseId),
        ...(query.WarehouseId ? [query.WarehouseId] : []),
      ]),
    ]);
    const batchesOf = groupBySku(batches);
    const time = wireTimes();
    const items: StockSummary[] = rows.map((row) => {
      const sku = skus.get(row.skuId);
      const unit = sku?.unit ?? null;
      return {
        id: query.WarehouseId ? `${row.skuId}:${query.WarehouseId}` : row.skuId,
        skuId: row.skuId,
        sku: sku?.name ?? '',
        skuCode: sku?.code ?? null,
        unit,
        attribute: sku?.attribute ?? null,
        attributeId: sku?.attributeId ?? null,
        cost: sku ? wireNumber(sku.cost) : null,
        warehouseId: query.WarehouseId ?? null,
        warehouse: query.WarehouseId ? (warehouses.get(query.WarehouseId) ?? null) : null,
        batchNumber: null,
        count: wireNumber(row.count),
        expirationType: statusInWindow(row.earliestExpiration, window),
        items: (batchesOf.get(row.skuId) ?? []).map((b) => ({
          warehouseId: b.warehouseId,
          warehouse: warehouses.get(b.warehouseId) ?? null,
          batchNumber: b.batchNumber,
          count: fastWireNumber(b.quantity),
          unit,
          cost: fastWireNumber(b.cost),
          producedTime: time(b.producedTime),
          expirationTime: time(b.expirationTime),
          expirationType: statusInWindow(b.expirationTime, window),
        })),
        ...(bounded ? { moreBatches: more.has(row.skuId) } : {}),
      };
    });
    return { items, totalCount: total };
  });
}

interface TodaysExpiry {
  /** The calendar date in the zone the window was computed for. */
  date: string;
  window: ExpiryWindow;
  bounds: ExpiryBounds;
}

const expiries = new Map<string, TodaysExpiry>();

/**
 * `expiryWindow` and `expiryBounds` of `now` (§4), computed once per zone, threshold and calendar date in the zone
 * (ADR 057): both depend on nothing else, and computing them asked Intl for the wall clock 18 times per stock list
 * (two calendar dates and four zone day starts each), against once here, for today's date.
 */
export function todaysExpiry(now: Date, timeZone: string, nearExpiryDays: number): TodaysExpiry {
  const key = `${timeZone}\u0000${nearExpiryDays}`;
  const date = calendarDate(now, timeZone);
  const kept = expiries.get(key);
  if (kept?.date === date) return kept;
  const window = expiryWindow(now, timeZone, nearExpiryDays);
  const fresh: TodaysExpiry = { date, window, bounds: boundsOfWindow(window) };
  if (expiries.size >= 1_000) expiries.clear();
  expiries.set(key, fresh);
  return fresh;
}

/**
 * A page's batches by SKU in one pass, in the order read (ADR 044: the page's SKUs each filtered every batch, 20 ×
 * 2,400 comparisons per big-tenant page with IsNeedBatch).
 */
export function groupBySku<T extends { skuId: string }>(rows: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.skuId);
    if (group) group.push(row);
    else groups.set(row.skuId, [row]);
  }
  return groups;
}

/** GET /stock/info: one SKU's batches and counts per warehouse; zero rows only with isNeedZero. */
export async function getStockInfo(scope: RequestScope, query: InfoQuery): Promise<StockInfo> {
  return scope.db.run(async (trx) => {
    const rows = await stockRowsOfSku(trx, query.skuId, query.warehouseId, query.isNeedZero === true);
    const names = await findWarehouseNames(
      trx,
      rows.map((r) => r.warehouseId),
    );
    const byWarehouse = new Map<string, StockInfo[number]>();
    for (const row of rows) {
      const entry = byWarehouse.get(row.warehouseId) ?? {
        wareHouseId: row.warehouseId,
        name: names.get(row.warehouseId) ?? null,
        count: 0,
        items: [],
      };
      entry.count = dec(entry.count).add(row.quantity).toNumber();
      entry.items.push({ batchNumber: row.batchNumber, count: wireNumber(row.quantity) });
      byWarehouse.set(row.warehouseId, entry);
    }
    return [...byWarehouse.values()];
  });
}

/** GET /stock/stock/{SKUId}?Count: the FEFO batches that would serve an Out of Count (§7). */
export async function getStockProposal(
  scope: RequestScope,
  skuId: string,
  count: number,
  warehouseId: string | undefined,
): Promise<StockProposal> {
  return scope.db.run(async (trx) => {
    const sku = (await findSkuInfos(trx, [skuId])).get(skuId);
    if (!sku || sku.isDeleted) throw new EntityNotFoundError('Sku', skuId);
    const settings = await loadStockSettings(trx);
    const options = { today: new Date(), timeZone: settings.timeZone, warehouseId: warehouseId ?? null };
    const balances = await readBalances(trx, [skuId], warehouseId ? [warehouseId] : null);
    const plan = planAllocation(balances, [{ skuId, count }], { ...options, allowExpired: false });
    const available = availableBySku(balances, { ...options, allowExpired: false }).get(skuId);
    const names = await findWarehouseNames(
      trx,
      plan.allocations.map((a) => a.warehouseId),
    );
    return {
      errorStr: shortageLines(scope.culture, plan.shortages, {
        skus: new Map([[skuId, sku.name]]),
        warehouses: names,
      }).join('\n'),
      maxCount: available ? available.toNumber() : 0,
      items: plan.allocations.map((a) => ({
        skuId,
        unit: sku.unit,
        name: sku.name,
        code: sku.code,
        attribute: sku.attribute,
        count: a.count.toNumber(),
        warehouseId: a.warehouseId,
        warehouseName: names.get(a.warehouseId) ?? null,
        batchNumber: a.batchNumber,
        cost: a.cost.toNumber(),
        periodOfValidity: a.expirationTime,
      })),
    };
  });
}

/** POST /stock/check-group-stock/{skuId}?count: each component's need against unexpired stock (§7). */
export async function checkGroupStockOf(
  scope: RequestScope,
  skuId: string,
  count: number,
  warehouseId: string | undefined,
): Promise<CheckResult> {
  return scope.db.run(async (trx) => {
    const { components } = await groupSkuOrRefuse(trx, skuId);
    const settings = await loadStockSettings(trx);
    const componentIds = components.map((c) => c.skuId);
    // §7: unexpired stock, expired meaning before the start of today in the tenant's zone (as availableBySku).
    const { expiredBeforeMs } = todaysExpiry(new Date(), settings.timeZone, 0).window;
    const available = await unexpiredStock(trx, componentIds, warehouseId, new Date(expiredBeforeMs));
    const check = checkGroupStock(components, count, available);
    const skus = await findSkuInfos(trx, componentIds);
    return {
      errorStr: groupShortageText(scope.culture, check.shortages, skus),
      maxCount: check.maxCount,
      items: check.lines.map((line) => {
        const sku = skus.get(line.skuId);
        return {
          skuId: line.skuId,
          unit: sku?.unit ?? null,
          name: sku?.name ?? null,
          code: sku?.code ?? null,
          attribute: sku?.attribute ?? null,
          count: line.need.toNumber(),
          cost: sku ? wireNumber(sku.cost) : null,
          periodOfValidity: null,
        };
      }),
    };
  });
}
