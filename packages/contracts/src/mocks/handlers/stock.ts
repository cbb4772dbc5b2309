import type { HttpHandler } from 'msw';
import {
  Decimal,
  availableBySku,
  checkStockRowRemovable,
  expiryWindow,
  planAllocation,
  proposeProductionMaterials,
  statusInWindow,
  type StockBalance,
} from '@inventory/domain';
import { ErrorCodes } from '../../errors.ts';
import { endpoints } from '../../registry.ts';
import { type MockOptions, mockEndpoint } from '../mock-endpoint.ts';
import { business, notFound } from '../respond.ts';
import { tenantZone } from '../numbering.ts';
import { componentsOf, groupCheck, shortageLine } from '../stock-checks.ts';
import { stockBalances } from '../stock-keeping.ts';
import type { FixtureStore } from '../store.ts';
import { contains, findOwned, ofTenant, page, sortRows } from '../table.ts';
import { subtree } from './category.ts';

// Stock reads and the FEFO checks (business-rules.md §4, §5, §7) over the mock's balances, with the domain's
// allocation, availability and expiry functions; texts as the server's English resources word them.

const instantText = (value: unknown) => (value == null ? '~' : new Date(value as string).toISOString());

/** The server's display order of a SKU's batches: expiry (none last), then batch number, then warehouse. */
function displayOrder(a: StockBalance, b: StockBalance): number {
  return (
    instantText(a.expirationTime).localeCompare(instantText(b.expirationTime)) ||
    (a.batchNumber < b.batchNumber ? -1 : a.batchNumber > b.batchNumber ? 1 : 0) ||
    (a.warehouseId < b.warehouseId ? -1 : a.warehouseId > b.warehouseId ? 1 : 0)
  );
}

export function stockHandlers(store: FixtureStore, options: MockOptions): HttpHandler[] {
  const s = endpoints.stock;
  const sku = (tenantId: string, id: string) => findOwned(store.skus, tenantId, id, 'Sku');
  const warehouse = (tenantId: string, id: string) =>
    store.warehouses.find((w) => w.tenantId === tenantId && w.id === id)?.name ?? null;
  return [
    mockEndpoint(
      s.list,
      store,
      ({ tenantId, query }) => {
        const zone = tenantZone(store, tenantId);
        const window = expiryWindow(store.today(), zone.timeZone, zone.nearExpiryDays);
        const inCategory = query.AttributeId ? subtree(store, tenantId, query.AttributeId) : undefined;
        // ADR 062: with MaxBatchCount, a row's first batches holding stock (FEFO, the display order) and moreBatches.
        const bound = query.MaxBatchCount;
        const rows = ofTenant(store.skus, tenantId).flatMap((row) => {
          const batches = stockBalances(store, tenantId, [row.id]).filter(
            (b) => !query.WarehouseId || b.warehouseId === query.WarehouseId,
          );
          const shown = batches
            .filter(
              (b) =>
                query.DateType === undefined ||
                (Decimal.from(b.quantity).isPositive() &&
                  statusInWindow(b.expirationTime, window) === query.DateType),
            )
            .sort(displayOrder);
          if (shown.length === 0) return [];
          if (!contains(row.name, query.SKUName) && !contains(row.code, query.SKUName)) return [];
          if (inCategory && !(row.attributeId && inCategory.has(row.attributeId))) return [];
          const live = shown.filter((b) => Decimal.from(b.quantity).isPositive());
          const earliest = live
            .map((b) => b.expirationTime)
            .filter((t) => t != null)
            .sort()[0];
          return [
            {
              id: query.WarehouseId ? `${row.id}:${query.WarehouseId}` : row.id,
              skuId: row.id,
              sku: row.name,
              skuCode: row.code,
              unit: row.unit ?? null,
              attribute: row.attribute ?? null,
              attributeId: row.attributeId ?? null,
              cost: row.cost,
              warehouseId: query.WarehouseId ?? null,
              warehouse: query.WarehouseId ? warehouse(tenantId, query.WarehouseId) : null,
              batchNumber: null,
              count: Decimal.sum(shown.map((b) => b.quantity)).toNumber(),
              expirationType: statusInWindow(earliest ?? null, window),
              items: query.IsNeedBatch
                ? (bound === undefined ? shown : live.slice(0, bound)).map((b) => ({
                    warehouseId: b.warehouseId,
                    warehouse: warehouse(tenantId, b.warehouseId),
                    batchNumber: b.batchNumber,
                    count: Decimal.from(b.quantity).toNumber(),
                    unit: row.unit ?? null,
                    cost: Decimal.from(b.cost).toNumber(),
                    producedTime: b.producedTime == null ? null : String(b.producedTime),
                    expirationTime: b.expirationTime == null ? null : String(b.expirationTime),
                    expirationType: statusInWindow(b.expirationTime, window),
                  }))
                : [],
              ...(query.IsNeedBatch && bound !== undefined ? { moreBatches: live.length > bound } : {}),
            },
          ];
        });
        return page(sortRows(rows, query.Sorting, 'skuCode'), query);
      },
      options,
    ),
    mockEndpoint(
      s.info,
      store,
      ({ tenantId, query }) => {
        const byWarehouse = new Map<
          string,
          {
            wareHouseId: string;
            name: string | null;
            count: number;
            items: { batchNumber: string; count: number }[];
          }
        >();
        const rows = ofTenant(store.balances, tenantId)
          .filter(
            (b) => b.skuId === query.skuId && (!query.warehouseId || b.warehouseId === query.warehouseId),
          )
          .filter((b) => query.isNeedZero || !Decimal.from(b.quantity).isZero())
          .sort(
            (a, b) =>
              a.warehouseId.localeCompare(b.warehouseId) || a.batchNumber.localeCompare(b.batchNumber),
          );
        for (const b of rows) {
          const entry = byWarehouse.get(b.warehouseId) ?? {
            wareHouseId: b.warehouseId,
            name: warehouse(tenantId, b.warehouseId),
            count: 0,
            items: [],
          };
          entry.count = Decimal.from(entry.count).add(b.quantity).toNumber();
          entry.items.push({ batchNumber: b.batchNumber, count: Decimal.from(b.quantity).toNumber() });
          byWarehouse.set(b.warehouseId, entry);
        }
        return [...byWarehouse.values()];
      },
      options,
    ),
    mockEndpoint(
      s.checkGroupStock,
      store,
      ({ tenantId, params, query }) => {
        const { check, text } = groupCheck(store, tenantId, params.skuId, query.count, query.warehouseId);
        return {
          errorStr: text,
          maxCount: check.maxCount,
          items: check.lines.map((line) => {
            const part = sku(tenantId, line.skuId);
            return {
              skuId: line.skuId,
              unit: part.unit ?? null,
              name: part.name,
              code: part.code,
              attribute: part.attribute ?? null,
              count: line.need.toNumber(),
              cost: part.cost,
              periodOfValidity: null,
            };
          }),
        };
      },
      options,
    ),
    mockEndpoint(
      s.proposal,
      store,
      ({ tenantId, params, query }) => {
        const item = sku(tenantId, params.SKUId);
        const balances = stockBalances(store, tenantId, [item.id]);
        const scope = {
          today: store.today(),
          timeZone: tenantZone(store, tenantId).timeZone,
          warehouseId: query.WarehouseId ?? null,
          allowExpired: false,
        };
        const plan = planAllocation(balances, [{ skuId: item.id, count: query.Count }], scope);
        const available = availableBySku(balances, scope).get(item.id);
        return {
          errorStr: plan.shortages
            .map((x) => shortageLine(x, item.name, x.warehouseId ? warehouse(tenantId, x.warehouseId) : null))
            .join('\n'),
          maxCount: available ? available.toNumber() : 0,
          items: plan.allocations.map((a) => ({
            skuId: item.id,
            unit: item.unit ?? null,
            name: item.name,
            code: item.code,
            attribute: item.attribute ?? null,
            count: a.count.toNumber(),
            warehouseId: a.warehouseId,
            warehouseName: warehouse(tenantId, a.warehouseId),
            batchNumber: a.batchNumber,
            cost: a.cost.toNumber(),
            periodOfValidity: a.expirationTime,
          })),
        };
      },
      options,
    ),
    mockEndpoint(
      s.deleteEmpty,
      store,
      ({ tenantId, query }) => {
        const rows = ofTenant(store.balances, tenantId).filter(
          (b) => b.skuId === query.skuId && b.warehouseId === query.warehouseId,
        );
        if (rows.length === 0) throw notFound('Stock', `${query.skuId}/${query.warehouseId}`);
        if (rows.some((r) => !checkStockRowRemovable(r).ok)) {
          const name = sku(tenantId, query.skuId).name;
          throw business(ErrorCodes.StockNotZero, `Stock of '${name}' is not zero.`, {
            sku: name,
            warehouse: warehouse(tenantId, query.warehouseId) ?? query.warehouseId,
            count: Decimal.sum(rows.map((r) => r.quantity)).toNumber(),
          });
        }
        for (const row of rows) store.balances.splice(store.balances.indexOf(row), 1);
        return undefined;
      },
      options,
    ),
    mockEndpoint(
      endpoints.yield.groupSku,
      store,
      ({ tenantId, params, query }) => {
        const {
          balances,
          options: scope,
          check,
          text,
        } = groupCheck(store, tenantId, params.skuId, query.count, query.warehouseId);
        const { components } = componentsOf(store, tenantId, params.skuId);
        const proposal = proposeProductionMaterials(components, query.count, balances, {
          ...scope,
          allowExpired: false,
        });
        return {
          checkStr: text,
          maxCount: check.maxCount,
          items: proposal.items.map((a) => {
            const part = sku(tenantId, a.skuId);
            return {
              skuId: a.skuId,
              unit: part.unit ?? null,
              name: part.name,
              code: part.code,
              attribute: part.attribute ?? null,
              count: a.count.toNumber(),
              warehouseId: a.warehouseId,
              warehouseName: warehouse(tenantId, a.warehouseId),
              batchNumber: a.batchNumber,
              cost: a.cost.toNumber(),
              periodOfValidity: a.expirationTime,
            };
          }),
        };
      },
      options,
    ),
  ];
}
