import { Button, Stack } from '@chakra-ui/react';
import {
  DocumentState,
  type PagedResult,
  type PurchaseInvoice,
  purchaseInvoiceListQuery,
  sortableFieldsOf,
} from '@inventory/contracts';
import { purchaseTransition } from '@inventory/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../feedback/confirm-dialog.tsx';
import { ErrorDialog } from '../feedback/error-dialog.tsx';
import { isHandledError } from '../feedback/handled-error.ts';
import { notify } from '../feedback/toaster.tsx';
import { DataTable } from '../kit/data-table.tsx';
import type { TableAction } from '../kit/data-table-types.ts';
import { FilterBar } from '../kit/filter-bar.tsx';
import type { FilterDefinition, FilterValues } from '../kit/filter-types.ts';
import { purchaseColumns, receivedOfOrdered } from './purchase-columns.tsx';
import { ScreenHeader } from '../kit/screen-header.tsx';

const sortableFields = sortableFieldsOf(purchaseInvoiceListQuery) ?? [];

/** A life-cycle step of one purchase; the promise settles when the server has answered. */
export type PurchaseStep = (invoice: PurchaseInvoice) => Promise<unknown>;

export interface PurchaseListScreenProps {
  /** The current page of `GET /api/app/purchase-invoice`; undefined until it answers. */
  data: PagedResult<PurchaseInvoice> | undefined;
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  /** The applied filters (the list query's names: SKUName, Supplier, Creator, State, IsNeedDiscard). */
  filters: FilterValues;
  onFiltersChange: (values: FilterValues) => void;
  onFiltersReset: () => void;
  /** The list's `Sorting`; '' = newest first. */
  sorting: string;
  onSortingChange: (sorting: string) => void;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
  /** The tenant's time zone (Abp.Timing.TimeZone): the purchase day shown is the day there. */
  timeZone: string;
  /** Goes to another page of the app: a purchase's page, or `/sys/purchasing/new` (with `canCreate`). */
  onNavigate?: (path: string) => void;
  /** The user may save purchases: "New purchase" is offered. */
  canCreate?: boolean;
  /** Each step only with its permission; shown on a row only when the domain's life cycle allows it there. */
  onDiscard?: PurchaseStep;
  onFinish?: PurchaseStep;
  onDelete?: PurchaseStep;
}

type Step = 'discard' | 'finish' | 'delete';

/** Whether the life cycle allows `step` for this purchase now (packages/domain, the server's own rule). */
export function purchaseAllows(invoice: PurchaseInvoice, step: Step): boolean {
  const action =
    step === 'discard'
      ? { kind: 'discard' as const, stockMoved: !receivedOfOrdered(invoice).received.isZero() }
      : { kind: step };
  return purchaseTransition(invoice.state as DocumentState, action).ok;
}

/**
 * Purchasing (`/sys/purchasing`): the purchases with the spec's filters, their state, total and how much of what was
 * ordered has been received; discard, finish and delete after a confirmation, each offered only where the life
 * cycle allows it. It reports each step; the app (or a story's mock server) does the requests.
 */
export function PurchaseListScreen(props: PurchaseListScreenProps) {
  const { t, i18n } = useTranslation(['purchasing', 'common']);
  const [pending, setPending] = useState<{ step: Step; invoice: PurchaseInvoice } | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const filters = useMemo<FilterDefinition[]>(
    () => [
      { id: 'SKUName', labelKey: 'purchasing:fields.skuName', kind: 'text' },
      { id: 'Supplier', labelKey: 'purchasing:fields.supplier', kind: 'text' },
      { id: 'Creator', labelKey: 'purchasing:fields.creator', kind: 'text' },
      {
        id: 'State',
        labelKey: 'purchasing:fields.state',
        kind: 'select',
        options: (['Draft', 'Processing', 'Finish', 'Discard'] as const).map((name) => ({
          value: String(DocumentState[name]),
          label: t(`common:status.${name}`),
        })),
      },
      {
        id: 'IsNeedDiscard',
        labelKey: 'purchasing:fields.discarded',
        kind: 'select',
        options: [
          { value: 'false', label: t('purchasing:discardedFilter.hidden') },
          { value: 'true', label: t('purchasing:discardedFilter.shown') },
        ],
      },
    ],
    [t],
  );
  const handlers: Record<Step, PurchaseStep | undefined> = {
    discard: props.onDiscard,
    finish: props.onFinish,
    delete: props.onDelete,
  };
  const rowAction = (step: Step, label: string, tone?: 'danger'): TableAction<PurchaseInvoice> => ({
    id: step,
    label,
    tone,
    permitted: handlers[step] !== undefined,
    available: (invoice) => purchaseAllows(invoice, step),
    onAction: (invoice) => setPending({ step, invoice }),
  });
  const confirm = async () => {
    const run = pending && handlers[pending.step];
    if (!pending || !run) return;
    setBusy(true);
    try {
      await run(pending.invoice);
      const done = { discard: 'discarded', finish: 'finished', delete: 'deleted' } as const;
      notify({
        type: 'success',
        title: t(`purchasing:messages.${done[pending.step]}`, { number: pending.invoice.number }),
      });
    } catch (error) {
      if (!isHandledError(error)) setFailure(error);
    } finally {
      setBusy(false);
      setPending(null);
    }
  };
  const number = pending?.invoice.number ?? '';
  const confirmTexts =
    pending?.step === 'delete'
      ? {
          title: t('common:confirm.deleteTitle', { name: number }),
          message: t('common:confirm.deleteMessage', { name: number }),
        }
      : pending?.step === 'finish'
        ? {
            title: t('purchasing:confirm.finishTitle', { number }),
            message: t('purchasing:confirm.finishMessage', { number }),
          }
        : {
            title: t('purchasing:confirm.discardTitle', { number }),
            message: t('purchasing:confirm.discardMessage', { number }),
          };
  return (
    <Stack gap="5">
      <ScreenHeader
        title={t('purchasing:title')}
        description={t('purchasing:description')}
        action={
          <>
            {props.canCreate && props.onNavigate && (
              <Button colorPalette="brand" onClick={() => props.onNavigate?.('/sys/purchasing/new')}>
                {t('purchasing:editor.newTitle')}
              </Button>
            )}
          </>
        }
      />
      <FilterBar
        filters={filters}
        values={props.filters}
        onChange={props.onFiltersChange}
        onReset={props.onFiltersReset}
      />
      <DataTable
        label={t('purchasing:title')}
        columns={purchaseColumns({
          t,
          locale: i18n.language,
          timeZone: props.timeZone,
          onNavigate: props.onNavigate,
        })}
        rows={props.data?.items}
        rowId={(invoice) => invoice.id}
        rowName={(invoice) => invoice.number}
        loading={props.loading}
        error={props.error}
        onRetry={props.onRetry}
        emptyMessage={t('purchasing:empty')}
        sorting={props.sorting}
        sortableFields={sortableFields}
        onSortingChange={props.onSortingChange}
        rowActions={[
          rowAction('finish', t('purchasing:actions.finish')),
          rowAction('discard', t('purchasing:actions.discard'), 'danger'),
          rowAction('delete', t('common:actions.delete'), 'danger'),
        ]}
        paging={{
          page: props.page,
          pageSize: props.pageSize,
          totalCount: props.data?.totalCount ?? 0,
          onPageChange: props.onPageChange,
          onPageSizeChange: props.onPageSizeChange,
        }}
      />
      <ConfirmDialog
        open={pending !== null}
        title={confirmTexts.title}
        message={confirmTexts.message}
        confirmLabel={
          pending?.step === 'finish'
            ? t('purchasing:actions.finish')
            : pending?.step === 'discard'
              ? t('purchasing:actions.discard')
              : t('common:actions.delete')
        }
        destructive={pending?.step !== 'finish'}
        loading={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
      <ErrorDialog error={failure} onClose={() => setFailure(null)} />
    </Stack>
  );
}
