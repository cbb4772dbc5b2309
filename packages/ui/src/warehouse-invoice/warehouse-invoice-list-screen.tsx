import { Button, Stack } from '@chakra-ui/react';
import {
  DocumentState,
  StockType,
  sortableFieldsOf,
  type WarehouseInvoice,
  warehouseInvoiceListQuery,
  WarehouseInvoiceType,
} from '@inventory/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentListProps } from '../document/document-list-screen.tsx';
import {
  handlerOf,
  lifecycleSteps,
  useLifecycleConfirm,
  useStepLabel,
} from '../document/lifecycle-steps.tsx';
import { ConfirmDialog } from '../feedback/confirm-dialog.tsx';
import { ErrorDialog } from '../feedback/error-dialog.tsx';
import { isHandledError } from '../feedback/handled-error.ts';
import { notify } from '../feedback/toaster.tsx';
import { DataTable } from '../kit/data-table.tsx';
import type { TableAction } from '../kit/data-table-types.ts';
import { FilterBar } from '../kit/filter-bar.tsx';
import type { FilterDefinition } from '../kit/filter-types.ts';
import { ScreenHeader } from '../kit/screen-header.tsx';
import { warehouseInvoiceColumns } from './warehouse-invoice-columns.tsx';
import {
  isDraft,
  newWarehouseInvoicePath,
  sourceTypeNames,
  stockTypeNames,
  warehouseInvoiceAllows,
} from './warehouse-invoice-values.ts';

const sortableFields = sortableFieldsOf(warehouseInvoiceListQuery) ?? [];

/**
 * `GET /api/app/warehouse-invoice` and the view in the address (filters SKUName, StockType, Type, WarehouseId,
 * MoveWarehouseId, Creator, the time range, State, IsNeedDiscard), with discard and delete as the life cycle allows.
 */
export interface WarehouseInvoiceListScreenProps extends Omit<
  DocumentListProps<WarehouseInvoice>,
  'onFinish'
> {
  /** The tenant's warehouses for the warehouse filters (id and name). */
  warehouses: readonly { id: string; name: string }[];
  /** Submits the chosen drafts together (`save-many`, all or none); absent = no permission. */
  onSubmitMany?: (drafts: readonly WarehouseInvoice[]) => Promise<unknown>;
}

/**
 * Warehouse invoices (`/sys/inventory/invoices`): In, Out and Move with their source, warehouses, content, day and
 * state; the spec's filters in the address; discard and delete after a confirmation where the life cycle allows
 * them; chosen drafts submitted together, all or none.
 */
export function WarehouseInvoiceListScreen(props: WarehouseInvoiceListScreenProps) {
  const { t } = useTranslation(['warehouseInvoice', 'common']);
  const { timeZone, onNavigate, warehouses } = props;
  const columns = useMemo(() => warehouseInvoiceColumns({ timeZone, onNavigate }), [timeZone, onNavigate]);
  const filters = useMemo((): FilterDefinition[] => {
    const warehouseOptions = warehouses.map((w) => ({ value: w.id, label: w.name }));
    return [
      { id: 'SKUName', labelKey: 'warehouseInvoice:fields.skuName', kind: 'text' },
      {
        id: 'StockType',
        labelKey: 'warehouseInvoice:fields.stockType',
        kind: 'select',
        options: stockTypeNames.map((name) => ({
          value: String(StockType[name]),
          label: t(`warehouseInvoice:stockTypes.${name}`),
        })),
      },
      {
        id: 'Type',
        labelKey: 'warehouseInvoice:fields.type',
        kind: 'select',
        options: sourceTypeNames.map((name) => ({
          value: String(WarehouseInvoiceType[name]),
          label: t(`warehouseInvoice:sourceTypes.${name}`),
        })),
      },
      {
        id: 'WarehouseId',
        labelKey: 'warehouseInvoice:fields.warehouse',
        kind: 'select',
        options: warehouseOptions,
      },
      {
        id: 'MoveWarehouseId',
        labelKey: 'warehouseInvoice:fields.moveTo',
        kind: 'select',
        options: warehouseOptions,
      },
      { id: 'Creator', labelKey: 'warehouseInvoice:fields.creator', kind: 'text' },
      { id: 'StartTime', labelKey: 'warehouseInvoice:fields.from', kind: 'date', timeZone },
      { id: 'EndTime', labelKey: 'warehouseInvoice:fields.until', kind: 'date', timeZone, until: true },
      {
        id: 'State',
        labelKey: 'warehouseInvoice:fields.state',
        kind: 'select',
        // Warehouse invoices never sit in Processing (business-rules §6).
        options: (['Draft', 'Finish', 'Discard'] as const).map((name) => ({
          value: String(DocumentState[name]),
          label: t(`common:status.${name}`),
        })),
      },
      {
        id: 'IsNeedDiscard',
        labelKey: 'warehouseInvoice:fields.discarded',
        kind: 'select',
        options: [
          { value: 'false', label: t('warehouseInvoice:discardedFilter.hidden') },
          { value: 'true', label: t('warehouseInvoice:discardedFilter.shown') },
        ],
      },
    ];
  }, [t, timeZone, warehouses]);
  const steps = useLifecycleConfirm({ ns: 'warehouseInvoice', handlers: props, name: (d) => d.number });
  const label = useStepLabel('warehouseInvoice');
  const rowActions = lifecycleSteps.map((step): TableAction<WarehouseInvoice> => ({
    id: step,
    label: label(step),
    tone: 'danger',
    permitted: step !== 'finish' && handlerOf(props, step) !== undefined,
    available: (invoice) => warehouseInvoiceAllows(invoice, step),
    onAction: (invoice) => steps.ask(step, invoice),
  }));
  const many = useSubmitMany(props.onSubmitMany);
  const rows = props.data?.items;
  return (
    <Stack gap="5">
      <ScreenHeader
        title={t('warehouseInvoice:title')}
        description={t('warehouseInvoice:description')}
        action={
          props.canCreate && onNavigate ? (
            <Button colorPalette="brand" onClick={() => onNavigate(newWarehouseInvoicePath)}>
              {t('warehouseInvoice:editor.newTitle')}
            </Button>
          ) : undefined
        }
      />
      <FilterBar
        filters={filters}
        values={props.filters}
        onChange={props.onFiltersChange}
        onReset={props.onFiltersReset}
      />
      <DataTable
        label={t('warehouseInvoice:title')}
        columns={columns}
        rows={rows}
        rowId={(invoice) => invoice.id}
        rowName={(invoice) => invoice.number}
        loading={props.loading}
        error={props.error}
        onRetry={props.onRetry}
        emptyMessage={t('warehouseInvoice:empty')}
        sorting={props.sorting}
        sortableFields={sortableFields}
        onSortingChange={props.onSortingChange}
        rowActions={rowActions}
        {...(props.onSubmitMany
          ? {
              selectedIds: many.selected,
              onSelectionChange: many.setSelected,
              bulkActions: [
                {
                  id: 'submit',
                  label: t('warehouseInvoice:actions.submitSelected'),
                  permitted: true,
                  onAction: (chosen: readonly WarehouseInvoice[]) => many.ask(chosen),
                },
              ],
            }
          : {})}
        paging={{
          page: props.page,
          pageSize: props.pageSize,
          totalCount: props.data?.totalCount ?? 0,
          onPageChange: props.onPageChange,
          onPageSizeChange: props.onPageSizeChange,
        }}
      />
      {steps.dialogs}
      {many.dialogs}
    </Stack>
  );
}

/** Chosen drafts submitted together after a question; anything but drafts is refused before asking the server. */
function useSubmitMany(run: WarehouseInvoiceListScreenProps['onSubmitMany']) {
  const { t } = useTranslation('warehouseInvoice');
  const [selected, setSelected] = useState<string[]>([]);
  const [pending, setPending] = useState<readonly WarehouseInvoice[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const ask = (chosen: readonly WarehouseInvoice[]) => {
    if (chosen.some((invoice) => !isDraft(invoice)))
      notify({ type: 'warning', title: t('messages.onlyDrafts') });
    else setPending(chosen);
  };
  const confirm = async () => {
    if (!pending || !run) return;
    setBusy(true);
    try {
      await run(pending);
      notify({ type: 'success', title: t('messages.submittedMany', { count: pending.length }) });
      setSelected([]);
    } catch (error) {
      if (!isHandledError(error)) setFailure(error);
    } finally {
      setBusy(false);
      setPending(null);
    }
  };
  const dialogs = (
    <>
      <ConfirmDialog
        open={pending !== null}
        title={t('confirm.submitManyTitle', { count: pending?.length ?? 0 })}
        message={t('confirm.submitManyMessage')}
        confirmLabel={t('editor.submit')}
        loading={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
      <ErrorDialog error={failure} onClose={() => setFailure(null)} />
    </>
  );
  return { selected, setSelected, ask, dialogs };
}
