import { endpoints, queryBool, stockListQuery, type QueryOf } from '@inventory/contracts';
import { useMemo } from 'react';
import { useList } from '../api/endpoint-hooks.ts';
import type { RoutePrefetchContext } from '../app/route-prefetch.ts';
import { preloadList } from '../api/endpoint-calls.ts';
import { listParams } from '../list-state/list-params.ts';
import { categoryOptions } from './sku-lookups.ts';

const stock = endpoints.stock;
export type StockListQuery = QueryOf<typeof stock.list>;

/**
 * The stock screen's address: the list query's own filters (`WarehouseId`, `AttributeId`, `SKUName`, `DateType`
 * by status name or number) plus `HideZero=true` (without zero stock), which the screen applies itself: the list
 * call has no such filter and refuses unknown ones (ADR 013).
 */
export const stockViewQuery = stockListQuery
  .omit({ MaxBatchCount: true })
  .extend({ HideZero: queryBool().optional() });

/** The list call for the address's query: every row with every batch, `HideZero` left out. */
export function stockServerQuery(view: Record<string, string | number>): StockListQuery {
  const { HideZero: _hide, IsNeedBatch: _batches, ...query } = view;
  return { ...query, IsNeedBatch: true } as StockListQuery;
}

/**
 * How many batches a row of the stock list asks for (ADR 062): its panel shows them and, when the SKU holds more, a
 * link to its stock detail, which reads every batch. The export, the totals, the detail and the subscreens ask for
 * every batch.
 */
export const stockListBatchCount = 5;

/** The stock list's page call: the view's call with each row's first `stockListBatchCount` batches. */
export function stockPageQuery(query: StockListQuery): StockListQuery {
  return { ...query, MaxBatchCount: stockListBatchCount };
}

/** Whether the address asks for the view without zero stock. */
export const hidesZero = (filters: Readonly<Record<string, string>>) => filters['HideZero'] === 'true';

/** The list's largest page: the whole filtered view for its totals and the summary, in one call. */
export const wholeView = 1000;

/** The same filter over its first `wholeView` SKUs (for the totals of every page). */
export function wholeViewQuery(query: StockListQuery): StockListQuery {
  const { SkipCount: _skip, MaxResultCount: _max, Sorting: _sort, ...filter } = query;
  return { ...filter, SkipCount: 0, MaxResultCount: wholeView };
}

const codec = listParams(stockViewQuery);

/** The page in the address, started by the route's loader beside the screen's code (routes/first-reads.ts). */
export function prefetchStockList({ client, searchParams }: RoutePrefetchContext): void {
  preloadList(client, stock.list, stockPageQuery(stockServerQuery(codec.toQuery(codec.read(searchParams)))));
}

const allWarehouses = { MaxResultCount: 1000, Sorting: 'name asc' };
const allCategories = { MaxResultCount: 1000, Sorting: 'code asc' };

/**
 * The warehouse and category filters' choices. Without the permission to list them the filter offers none; the
 * stock list still works.
 */
export function useStockFilterOptions() {
  const warehouses = useList(endpoints.warehouse.list, allWarehouses, { onError: () => undefined });
  const categories = useList(endpoints.category.list, allCategories, { onError: () => undefined });
  const warehouseOptions = useMemo(
    () => (warehouses.data?.items ?? []).map((w) => ({ value: w.id, label: w.name })),
    [warehouses.data],
  );
  const categoryChoices = useMemo(() => categoryOptions(categories.data?.items ?? []), [categories.data]);
  return { warehouseOptions, categoryOptions: categoryChoices };
}
