import { Button, Stack } from '@chakra-ui/react';
import { ExpirationStatus, type StockSummary } from '@inventory/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../feedback/confirm-dialog.tsx';
import { ErrorDialog } from '../feedback/error-dialog.tsx';
import { isHandledError } from '../feedback/handled-error.ts';
import { notify } from '../feedback/toaster.tsx';
import { useOpenedAt } from '../kit/clock.tsx';
import { FilterBar } from '../kit/filter-bar.tsx';
import type { FilterDefinition } from '../kit/filter-types.ts';
import type { ListViewProps } from '../kit/list-view-props.ts';
import { ScreenHeader } from '../kit/screen-header.tsx';
import { StockNav } from './stock-nav.tsx';
import { StockTable } from './stock-table.tsx';
import { StockTotalsBar } from './stock-totals.tsx';
import type { StockTotals } from './stock-values.ts';

/** The address's expiry filter takes the status names (`DateType=Expired`), which the list query accepts. */
export const expiryFilterValues = Object.keys(ExpirationStatus) as (keyof typeof ExpirationStatus)[];

type Option = { value: string; label: string };

/**
 * The page of `GET /api/app/stock` with batches, its filters (WarehouseId, AttributeId, SKUName, DateType, HideZero:
 * 'true' = without zero stock) and order.
 */
export interface StockScreenProps extends ListViewProps<StockSummary> {
  warehouseOptions: readonly Option[];
  categoryOptions: readonly Option[];
  /** Count and value of the whole filtered view; `partial` when it has more SKUs than were summed. */
  totals?: StockTotals;
  totalsPartial?: boolean;
  /** The tenant's zone: dates and days left are counted there. */
  timeZone: string;
  onNavigate: (path: string) => void;
  /** Saves the filtered view as CSV; answers how many SKUs it holds. Absent = no export. */
  onExport?: () => Promise<number>;
  /** `DELETE /api/app/stock`; absent without the permission. */
  onDeleteEmpty?: (skuId: string, warehouseId: string) => Promise<void>;
  /** The rows with every batch (the totals' call) by id, for rows answered with their first batches (ADR 062). */
  completeRows?: ReadonlyMap<string, StockSummary>;
}

interface ToDelete {
  row: StockSummary;
  warehouse: { id: string; name: string };
}

/**
 * Stock (`/sys/inventory`): per SKU its count, unit, cost value, worst expiry status and category, each opening to
 * its batches; filters in the address, totals of the filtered view, CSV export, and removing an empty stock row
 * after a confirmation (the server's refusal in its own words).
 */
export function StockScreen(props: StockScreenProps) {
  const { t } = useTranslation(['stock', 'common']);
  const today = useOpenedAt();
  const [toDelete, setToDelete] = useState<ToDelete | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [exporting, setExporting] = useState(false);
  const filters = useMemo<FilterDefinition[]>(
    () => [
      { id: 'SKUName', labelKey: 'stock:filters.name', kind: 'text' },
      {
        id: 'WarehouseId',
        labelKey: 'stock:fields.warehouse',
        kind: 'select',
        options: props.warehouseOptions,
      },
      {
        id: 'AttributeId',
        labelKey: 'stock:fields.category',
        kind: 'select',
        options: props.categoryOptions,
      },
      {
        id: 'DateType',
        labelKey: 'stock:fields.status',
        kind: 'select',
        options: expiryFilterValues.map((name) => ({ value: name, label: t(`common:expiry.${name}`) })),
      },
      {
        id: 'HideZero',
        labelKey: 'stock:fields.zeroStock',
        kind: 'select',
        options: [
          { value: 'false', label: t('stock:filters.withZero') },
          { value: 'true', label: t('stock:filters.withoutZero') },
        ],
      },
    ],
    [props.warehouseOptions, props.categoryOptions, t],
  );
  const confirmDelete = async () => {
    if (!toDelete || !props.onDeleteEmpty) return;
    setDeleting(true);
    try {
      await props.onDeleteEmpty(toDelete.row.skuId, toDelete.warehouse.id);
      notify({ type: 'success', title: t('stock:messages.deleted') });
    } catch (error) {
      if (!isHandledError(error)) setFailure(error);
    } finally {
      setDeleting(false);
      setToDelete(null);
    }
  };
  const runExport = async () => {
    if (!props.onExport || exporting) return;
    setExporting(true);
    try {
      const count = await props.onExport();
      notify({ type: 'success', title: t('stock:messages.exported', { count }) });
    } catch (error) {
      setFailure(error);
    } finally {
      setExporting(false);
    }
  };
  return (
    <Stack gap="5">
      <ScreenHeader title={t('stock:title')} description={t('stock:description')} />
      <StockNav current="stock" onNavigate={props.onNavigate} />
      <FilterBar
        filters={filters}
        values={props.filters}
        onChange={props.onFiltersChange}
        onReset={props.onFiltersReset}
        actions={
          props.onExport && (
            <Button size="sm" variant="outline" loading={exporting} onClick={() => void runExport()}>
              {t('stock:actions.exportCsv')}
            </Button>
          )
        }
      />
      <StockTotalsBar totals={props.totals} partial={props.totalsPartial} />
      <StockTable
        rows={props.data?.items}
        loading={props.loading}
        error={props.error}
        onRetry={props.onRetry}
        sorting={props.sorting}
        onSortingChange={props.onSortingChange}
        paging={{
          page: props.page,
          pageSize: props.pageSize,
          totalCount: props.data?.totalCount ?? 0,
          onPageChange: props.onPageChange,
          onPageSizeChange: props.onPageSizeChange,
        }}
        today={today}
        timeZone={props.timeZone}
        onNavigate={props.onNavigate}
        onDeleteEmpty={props.onDeleteEmpty && ((row, warehouse) => setToDelete({ row, warehouse }))}
        completeRows={props.completeRows}
      />
      <ConfirmDialog
        open={toDelete !== null}
        destructive
        loading={deleting}
        title={t('stock:dialogs.deleteTitle', { name: toDelete?.row.sku ?? '' })}
        message={t('stock:dialogs.deleteMessage', {
          name: toDelete?.row.sku ?? '',
          warehouse: toDelete?.warehouse.name ?? '',
        })}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
      <ErrorDialog error={failure} onClose={() => setFailure(null)} />
    </Stack>
  );
}
