import { Button, Stack } from '@chakra-ui/react';
import { DocumentState } from '@inventory/contracts';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../kit/data-table.tsx';
import type { DataColumn, TableAction } from '../kit/data-table-types.ts';
import { FilterBar } from '../kit/filter-bar.tsx';
import type { FilterDefinition } from '../kit/filter-types.ts';
import type { ListFilterProps, ListPageProps, ListSortingProps } from '../kit/list-view-props.ts';
import { ScreenHeader } from '../kit/screen-header.tsx';
import {
  type DocumentNamespace,
  handlerOf,
  type LifecycleHandlers,
  type LifecycleStep,
  lifecycleSteps,
  useLifecycleConfirm,
  useStepLabel,
} from './lifecycle-steps.tsx';

/** What every document list is given by its route: the page, the view in the address and the steps allowed. */
export interface DocumentListProps<T>
  extends LifecycleHandlers<T>, ListPageProps<T>, ListFilterProps, ListSortingProps {
  /** The tenant's time zone (Abp.Timing.TimeZone): a document's day is the day there. */
  timeZone: string;
  /** Goes to another page of the app: a document's page, or the kind's `…/new` (with `canCreate`). */
  onNavigate?: (path: string) => void;
  /** The user may save documents of this kind: "New …" is offered. */
  canCreate?: boolean;
}

interface DocumentListScreenProps<T> extends DocumentListProps<T> {
  ns: DocumentNamespace;
  /** The kind's own filters besides the state and discarded ones every list has. */
  ownFilters: FilterDefinition[];
  columns: DataColumn<T>[];
  sortableFields: readonly string[];
  /** Whether the domain's life cycle allows `step` for this document now. */
  allows: (document: T, step: LifecycleStep) => boolean;
  /** The kind's `…/new` address. */
  newPath: string;
  rowId: (document: T) => string;
  rowName: (document: T) => string;
  /** Shown above the table (e.g. a totals line). */
  children?: ReactNode;
}

/** The filters every document list has: the time range, the state and "discarded shown" (the list query's names). */
export function lifecycleFilters(
  t: (key: string) => string,
  ns: DocumentNamespace,
  timeZone: string,
): FilterDefinition[] {
  return [
    // The time range every document list has (the creation time, whole days in the tenant's zone).
    { id: 'StartTime', labelKey: `${ns}:fields.from`, kind: 'date', timeZone },
    { id: 'EndTime', labelKey: `${ns}:fields.until`, kind: 'date', timeZone, until: true },
    {
      id: 'State',
      labelKey: `${ns}:fields.state`,
      kind: 'select',
      options: (['Draft', 'Processing', 'Finish', 'Discard'] as const).map((name) => ({
        value: String(DocumentState[name]),
        label: t(`common:status.${name}`),
      })),
    },
    {
      id: 'IsNeedDiscard',
      labelKey: `${ns}:fields.discarded`,
      kind: 'select',
      options: [
        { value: 'false', label: t(`${ns}:discardedFilter.hidden`) },
        { value: 'true', label: t(`${ns}:discardedFilter.shown`) },
      ],
    },
  ];
}

/**
 * A list of documents of one kind (purchases, sales): its filters, sortable columns, paging, "New …" and the
 * life-cycle steps discard, finish and delete, each after a confirmation that says what it means and only where
 * the life cycle allows it. It reports each step; the app (or a story's mock server) does the requests.
 */
export function DocumentListScreen<T>(props: DocumentListScreenProps<T>) {
  const { ns } = props;
  const { t: typed } = useTranslation([ns, 'common']);
  // The two namespaces have the same keys; the kind's name is only known here at run time.
  const t = typed as unknown as (key: string, options?: Record<string, unknown>) => string;
  const filters = useMemo(
    () => [...props.ownFilters, ...lifecycleFilters(t, ns, props.timeZone)],

    [props.ownFilters, typed, ns, props.timeZone],
  );
  const steps = useLifecycleConfirm({ ns, handlers: props, name: props.rowName });
  const label = useStepLabel(ns);
  const rowActions = lifecycleSteps.map((step): TableAction<T> => ({
    id: step,
    label: label(step),
    tone: step === 'finish' ? undefined : 'danger',
    permitted: handlerOf(props, step) !== undefined,
    available: (document) => props.allows(document, step),
    onAction: (document) => steps.ask(step, document),
  }));
  return (
    <Stack gap="5">
      <ScreenHeader
        title={t(`${ns}:title`)}
        description={t(`${ns}:description`)}
        action={
          props.canCreate && props.onNavigate ? (
            <Button colorPalette="brand" onClick={() => props.onNavigate?.(props.newPath)}>
              {t(`${ns}:editor.newTitle`)}
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
      {props.children}
      <DataTable
        label={t(`${ns}:title`)}
        columns={props.columns}
        rows={props.data?.items}
        rowId={props.rowId}
        rowName={props.rowName}
        loading={props.loading}
        error={props.error}
        onRetry={props.onRetry}
        emptyMessage={t(`${ns}:empty`)}
        sorting={props.sorting}
        sortableFields={props.sortableFields}
        onSortingChange={props.onSortingChange}
        rowActions={rowActions}
        paging={{
          page: props.page,
          pageSize: props.pageSize,
          totalCount: props.data?.totalCount ?? 0,
          onPageChange: props.onPageChange,
          onPageSizeChange: props.onPageSizeChange,
        }}
      />
      {steps.dialogs}
    </Stack>
  );
}
