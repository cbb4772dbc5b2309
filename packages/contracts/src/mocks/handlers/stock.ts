import type { HttpHandler } from 'msw';
import { ExpirationStatus } from '../../enums.ts';
import { ErrorCodes } from '../../errors.ts';
import { endpoints } from '../../registry.ts';
import { type MockOptions, mockEndpoint } from '../mock-endpoint.ts';
import { business, notFound } from '../respond.ts';
import type { FixtureStore } from '../store.ts';
import { contains, dto, findOwned, ofTenant, page, sortRows } from '../table.ts';
import { subtree } from './category.ts';

// Stock reads and the FEFO checks (business-rules.md §5, §7) over the fixture's batches.

function batchesOf(store: FixtureStore, tenantId: string, skuId: string, warehouseId?: string) {
  const row = ofTenant(store.stock, tenantId).find((s) => s.skuId === skuId);
  return (row?.items ?? []).filter((b) => !warehouseId || b.warehouseId === warehouseId);
}

/** FEFO: earliest expiry first (none last), then earliest produced; expired batches are skipped. */
export function proposeBatches(
  store: FixtureStore,
  tenantId: string,
  skuId: string,
  wanted: number,
  warehouseId?: string,
) {
  const sku = findOwned(store.skus, tenantId, skuId, 'SKU');
  const usable = batchesOf(store, tenantId, skuId, warehouseId)
    .filter((b) => b.expirationType !== ExpirationStatus.Expired && b.count > 0)
    .sort(
      (a, b) =>
        (a.expirationTime ?? '~').localeCompare(b.expirationTime ?? '~') ||
        (a.producedTime ?? '~').localeCompare(b.producedTime ?? '~'),
    );
  const available = usable.reduce((sum, b) => sum + b.count, 0);
  let left = wanted;
  const items = [];
  for (const b of usable) {
    if (left <= 0) break;
    const take = Math.min(left, b.count);
    left -= take;
    items.push({
      skuId,
      unit: sku.unit ?? null,
      name: sku.name,
      code: sku.code,
      attribute: sku.attribute ?? null,
      count: take,
      warehouseId: b.warehouseId,
      warehouseName: b.warehouse ?? null,
      batchNumber: b.batchNumber ?? null,
      cost: b.cost ?? sku.cost,
      periodOfValidity: b.expirationTime ?? null,
    });
  }
  const shortage = left > 0 ? `${sku.name}: ${wanted} > ${available}` : '';
  return { items, available, shortage, sku };
}

function groupCheck(
  store: FixtureStore,
  tenantId: string,
  skuId: string,
  count: number,
  warehouseId?: string,
) {
  const product = findOwned(store.skus, tenantId, skuId, 'SKU');
  if (product.groups.length === 0)
    throw business(ErrorCodes.NotAGroupSku, `SKU '${product.name}' has no components.`, {
      sku: product.name,
    });
  const parts = product.groups.map((g) => ({
    g,
    ...proposeBatches(store, tenantId, g.id, g.number * count, warehouseId),
  }));
  const maxCount = Math.min(...parts.map((p) => Math.floor(p.available / p.g.number)));
  const errorStr = parts
    .map((p) => p.shortage)
    .filter(Boolean)
    .join('\n');
  return { parts, maxCount, errorStr };
}

export function stockHandlers(store: FixtureStore, options: MockOptions): HttpHandler[] {
  const s = endpoints.stock;
  return [
    mockEndpoint(
      s.list,
      store,
      ({ tenantId, query }) => {
        const inCategory = query.AttributeId ? subtree(store, tenantId, query.AttributeId) : undefined;
        const rows = ofTenant(store.stock, tenantId)
          .map((row) => {
            const items = row.items.filter((b) => !query.WarehouseId || b.warehouseId === query.WarehouseId);
            const worst = Math.max(
              ExpirationStatus.Normal,
              ...items.map((b) => b.expirationType),
            ) as typeof row.expirationType;
            return {
              ...row,
              items,
              count: items.reduce((sum, b) => sum + b.count, 0),
              expirationType: worst,
            };
          })
          .filter(
            (row) =>
              row.items.length > 0 &&
              contains(row.sku, query.SKUName) &&
              (!inCategory || (row.attributeId != null && inCategory.has(row.attributeId))) &&
              (query.DateType === undefined || row.items.some((b) => b.expirationType === query.DateType)),
          )
          .map((row) => ({ ...dto(row), items: query.IsNeedBatch ? row.items : [] }));
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
            items: { batchNumber: string | null; count: number }[];
          }
        >();
        for (const b of batchesOf(store, tenantId, query.skuId, query.warehouseId)) {
          if (b.count === 0 && !query.isNeedZero) continue;
          const entry = byWarehouse.get(b.warehouseId) ?? {
            wareHouseId: b.warehouseId,
            name: b.warehouse ?? null,
            count: 0,
            items: [],
          };
          entry.count += b.count;
          entry.items.push({ batchNumber: b.batchNumber ?? null, count: b.count });
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
        const { parts, maxCount, errorStr } = groupCheck(
          store,
          tenantId,
          params.skuId,
          query.count,
          query.warehouseId,
        );
        return {
          errorStr,
          maxCount,
          items: parts.map((p) => ({
            skuId: p.g.id,
            unit: p.sku.unit ?? null,
            name: p.sku.name,
            code: p.sku.code,
            attribute: p.sku.attribute ?? null,
            count: p.g.number * query.count,
            cost: p.sku.cost,
            periodOfValidity: null,
          })),
        };
      },
      options,
    ),
    mockEndpoint(
      s.proposal,
      store,
      ({ tenantId, params, query }) => {
        const { items, available, shortage } = proposeBatches(
          store,
          tenantId,
          params.SKUId,
          query.Count,
          query.WarehouseId,
        );
        return { items, maxCount: available, errorStr: shortage };
      },
      options,
    ),
    mockEndpoint(
      s.deleteEmpty,
      store,
      ({ tenantId, query }) => {
        const row = ofTenant(store.stock, tenantId).find((r) => r.skuId === query.skuId);
        const inWarehouse = (row?.items ?? []).filter((b) => b.warehouseId === query.warehouseId);
        if (!row || inWarehouse.length === 0) throw notFound('Stock', `${query.skuId}/${query.warehouseId}`);
        const count = inWarehouse.reduce((sum, b) => sum + b.count, 0);
        if (count !== 0)
          throw business(ErrorCodes.StockNotZero, `Stock of '${row.sku}' is not zero.`, {
            sku: row.sku,
            count,
          });
        row.items = row.items.filter((b) => b.warehouseId !== query.warehouseId);
        return undefined;
      },
      options,
    ),
    mockEndpoint(
      endpoints.yield.groupSku,
      store,
      ({ tenantId, params, query }) => {
        const { parts, maxCount, errorStr } = groupCheck(
          store,
          tenantId,
          params.skuId,
          query.count,
          query.warehouseId,
        );
        return { items: parts.flatMap((p) => p.items), maxCount, checkStr: errorStr };
      },
      options,
    ),
  ];
}
