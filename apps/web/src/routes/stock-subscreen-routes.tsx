import { endpoints, type PagedResult, type StockSummary } from '@inventory/contracts';
import { StockSummaryScreen, StockWarehouseScreen, type FilterValues } from '@inventory/ui';
import { useNavigate } from 'react-router-dom';
import { useList } from '../api/endpoint-hooks.ts';
import { useTenantTimeZone } from '../api/tenant-settings.ts';
import { useScreenErrorPolicy } from '../errors/use-screen-error-policy.ts';
import { useListState } from '../list-state/use-list-state.ts';
import { stockServerQuery, stockViewQuery, useStockFilterOptions, wholeView } from './stock-view.ts';

const stock = endpoints.stock;
const everything = { SkipCount: 0, MaxResultCount: wholeView, IsNeedBatch: true };

/** /sys/inventory/components/suminventory: the totals of all stock and per warehouse (one call of every SKU). */
export function StockSummaryRoute() {
  const errors = useScreenErrorPolicy();
  const navigate = useNavigate();
  const page = useList(stock.list, everything, { onError: errors.onReadError });
  return (
    <StockSummaryScreen
      rows={page.data?.items}
      partial={(page.data?.totalCount ?? 0) > wholeView}
      loading={page.isLoading || page.isValidating}
      error={errors.shownOnScreen(page.error)}
      onRetry={() => void page.mutate()}
      onNavigate={(path) => void navigate(path)}
    />
  );
}

/**
 * /sys/inventory/components/warehouse: what one warehouse holds, batch by batch. The warehouse (`WarehouseId`),
 * an SKU name (`SKUName`) and the page live in the address.
 */
export function StockWarehouseRoute() {
  const errors = useScreenErrorPolicy();
  const navigate = useNavigate();
  const timeZone = useTenantTimeZone();
  const list = useListState(stockViewQuery);
  const { warehouseOptions } = useStockFilterOptions();
  const warehouseId = list.state.filters['WarehouseId'] ?? '';
  const query = warehouseId ? stockServerQuery(list.query) : null;
  const page = useList(stock.list, query, { onError: errors.onReadError });
  const data: PagedResult<StockSummary> | undefined = query ? page.data : undefined;
  return (
    <StockWarehouseScreen
      warehouseOptions={warehouseOptions}
      filters={list.state.filters}
      onFiltersChange={(values: FilterValues) =>
        list.applyFilters({ WarehouseId: values['WarehouseId'] ?? '', SKUName: values['SKUName'] ?? '' })
      }
      onFiltersReset={list.resetFilters}
      data={data}
      loading={query !== null && (page.isLoading || page.isValidating)}
      error={errors.shownOnScreen(page.error)}
      onRetry={() => void page.mutate()}
      page={list.state.page}
      pageSize={list.state.pageSize}
      onPageChange={list.setPage}
      onPageSizeChange={list.setPageSize}
      timeZone={timeZone}
      onNavigate={(path) => void navigate(path)}
    />
  );
}
