import {
  endpoints,
  enumName,
  ExpirationStatus,
  parseSorting,
  permissionsOf,
  type StockSummary,
} from '@inventory/contracts';
import {
  expiryName,
  instantToDateInput,
  isZeroRow,
  StockScreen,
  stockTotals,
  type FilterValues,
} from '@inventory/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useApiClient } from '../api/api-context.tsx';
import { useList, useMutation } from '../api/endpoint-hooks.ts';
import { useTenantTimeZone } from '../api/tenant-settings.ts';
import { useScreenErrorPolicy } from '../errors/use-screen-error-policy.ts';
import { sortingText } from '../list-state/list-params.ts';
import { useListState } from '../list-state/use-list-state.ts';
import { usePermission } from '../permissions/use-permission.ts';
import { downloadText } from './sku-csv.ts';
import { loadAllStock, stockCsvText } from './stock-csv.ts';
import {
  hidesZero,
  stockPageQuery,
  stockServerQuery,
  stockViewQuery,
  useStockFilterOptions,
  wholeView,
  wholeViewQuery,
} from './stock-view.ts';

const stock = endpoints.stock;

/** The filters as the screen shows them: an expiry status given by number (`DateType=2`) by its name. */
function shownFilters(filters: Readonly<Record<string, string>>): Record<string, string> {
  const status = filters['DateType'];
  if (status === undefined || !/^\d+$/.test(status)) return { ...filters };
  return { ...filters, DateType: enumName(ExpirationStatus, Number(status)) ?? status };
}

/** The rows the view shows: without zero stock when the address says so (the list call has no such filter). */
function visibleRows(rows: readonly StockSummary[], hideZero: boolean): StockSummary[] {
  return hideZero ? rows.filter((row) => !isZeroRow(row)) : [...rows];
}

/**
 * /sys/inventory: stock per SKU with its batches. The view lives in the address (`WarehouseId`, `AttributeId`,
 * `SKUName`, `DateType` = Normal | NearExpiry | Expired, `HideZero=true`, `page`, `size`, `sort`), so the dashboard
 * can link to `/sys/inventory?DateType=Expired`; deleting an empty stock row needs its own permission.
 */
export function StockRoute() {
  const { t } = useTranslation(['stock', 'common']);
  const client = useApiClient();
  const errors = useScreenErrorPolicy();
  const navigate = useNavigate();
  const timeZone = useTenantTimeZone();
  const list = useListState(stockViewQuery);
  const hideZero = hidesZero(list.state.filters);
  const query = stockServerQuery(list.query);
  // ADR 062: the page asks for each row's first batches; the totals (every batch's cost value) and the export all.
  const page = useList(stock.list, stockPageQuery(query), { onError: errors.onReadError });
  const whole = useList(stock.list, wholeViewQuery(query), { onError: () => undefined });
  const options = useStockFilterOptions();
  const remove = useMutation(stock.deleteEmpty).trigger;
  const mayDelete = usePermission(permissionsOf(stock.deleteEmpty));
  const data = useMemo(
    () => page.data && { ...page.data, items: visibleRows(page.data.items, hideZero) },
    [page.data, hideZero],
  );
  const completeRows = useMemo(
    () => whole.data && new Map(whole.data.items.map((row) => [row.id, row])),
    [whole.data],
  );
  const totals = useMemo(
    () => whole.data && stockTotals(visibleRows(whole.data.items, hideZero)),
    [whole.data, hideZero],
  );

  const exportCsv = async () => {
    const { SkipCount: _skip, MaxResultCount: _max, ...filter } = query;
    const rows = visibleRows(await loadAllStock(client, filter), hideZero);
    const text = await stockCsvText(rows, {
      headers: [
        t('stock:fields.code'),
        t('stock:fields.sku'),
        t('stock:fields.category'),
        t('stock:fields.warehouse'),
        t('stock:fields.batchNumber'),
        t('stock:fields.count'),
        t('stock:fields.unit'),
        t('stock:fields.unitCost'),
        t('stock:fields.value'),
        t('stock:fields.producedTime'),
        t('stock:fields.expirationTime'),
        t('stock:fields.status'),
      ],
      status: (status) => t(`common:expiry.${expiryName(status)}`),
      date: (instant) => instantToDateInput(instant, timeZone),
    });
    const day = new Intl.DateTimeFormat('sv-SE', { timeZone }).format(new Date());
    downloadText(text, `${t('stock:csv.fileName')}-${day}.csv`);
    return rows.length;
  };

  return (
    <StockScreen
      data={data}
      loading={page.isLoading || page.isValidating}
      error={errors.shownOnScreen(page.error)}
      onRetry={() => void page.mutate()}
      filters={shownFilters(list.state.filters)}
      onFiltersChange={(values: FilterValues) =>
        list.applyFilters(
          Object.fromEntries(list.params.filterNames.map((name) => [name, values[name] ?? ''])),
        )
      }
      onFiltersReset={list.resetFilters}
      {...options}
      sorting={sortingText(list.state.sort)}
      onSortingChange={(text) => list.setSort(parseSorting(text, list.params.sortableFields) ?? [])}
      page={list.state.page}
      pageSize={list.state.pageSize}
      onPageChange={list.setPage}
      onPageSizeChange={list.setPageSize}
      totals={totals}
      completeRows={completeRows}
      totalsPartial={(whole.data?.totalCount ?? 0) > wholeView}
      timeZone={timeZone}
      onNavigate={(path) => void navigate(path)}
      onExport={exportCsv}
      onDeleteEmpty={
        mayDelete
          ? async (skuId, warehouseId) => {
              try {
                await remove({ query: { skuId, warehouseId } });
              } catch (error) {
                // The screen explains the refusal; the policy only keeps a 401 for the app dialog (shown once).
                errors.onChangeError(error);
              }
            }
          : undefined
      }
    />
  );
}
