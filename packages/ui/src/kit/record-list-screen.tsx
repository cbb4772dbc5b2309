import { Button, Stack } from '@chakra-ui/react';
import { type PagedResult, isApiError } from '@inventory/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../feedback/confirm-dialog.tsx';
import { ErrorDialog } from '../feedback/error-dialog.tsx';
import { DataTable } from './data-table.tsx';
import type { DataColumn, TableAction } from './data-table-types.ts';
import { FilterBar } from './filter-bar.tsx';
import type { FilterDefinition, FilterValues } from './filter-types.ts';
import { type RecordWrites, useRecordDialogs } from './use-record-dialogs.ts';
import { ScreenHeader } from './screen-header.tsx';

/** What the app gives a master-data list screen: the page, the view in the address, and the permitted writes. */
export interface RecordListProps<T, V> extends RecordWrites<T, V> {
  /** The current page of the list; undefined until it answers. */
  data: PagedResult<T> | undefined;
  loading?: boolean;
  /** The list request failed; a 403 (no permission, feature off) shows "no access" instead of the table. */
  error?: unknown;
  onRetry?: () => void;
  /** The applied search, from the address. */
  filters?: FilterValues;
  onFiltersChange?: (values: FilterValues) => void;
  onFiltersReset?: () => void;
  /** The list's `Sorting`; '' = the server's default order. */
  sorting?: string;
  onSortingChange?: (sorting: string) => void;
  /** 1-based. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
}

export interface RecordListScreenProps<T extends { id: string }, V> extends RecordListProps<T, V> {
  /** Translated texts of the screen. */
  texts: { title: string; description: string; create: string; empty: string };
  columns: readonly DataColumn<T>[];
  /** The list's `Sorting` allow-list (`sortableFieldsOf(query)`). */
  sortableFields: readonly string[];
  searchFilters: readonly FilterDefinition[];
  /** The create / edit dialog: `record` null = create. */
  renderForm: (form: {
    open: boolean;
    record: T | null;
    onSubmit: (values: V) => Promise<unknown>;
    onClose: () => void;
  }) => ReactNode;
  /** How a row is named in its actions and the delete question; default: its `name`. */
  rowName?: (record: T) => string;
  /** Row actions beyond edit and delete (a user's permissions, set password). */
  extraActions?: readonly TableAction<T>[];
  /** Shown instead of the list (the role's permission editor). */
  replaceList?: ReactNode;
  /** The screen's own dialogs. */
  children?: ReactNode;
}

/** A record's own name, else its id. */
function nameOf(record: { id: string }): string {
  return 'name' in record && typeof record.name === 'string' ? record.name : record.id;
}

/**
 * A master-data list page (warehouses, suppliers, users, roles): title, search, the sortable list, the create / edit
 * dialog and delete after a confirmation, with the screen's own row actions. Each absent write is a permission the
 * user lacks: its button is not there.
 */
export function RecordListScreen<T extends { id: string }, V>(props: RecordListScreenProps<T, V>) {
  const { data, loading, error, onRetry, texts } = props;
  const rowName = props.rowName ?? nameOf;
  const { t } = useTranslation('common');
  const dialogs = useRecordDialogs<T, V>(props);
  const rowActions: TableAction<T>[] = [
    {
      id: 'edit',
      label: t('actions.edit'),
      permitted: props.onUpdate !== undefined,
      onAction: dialogs.openEdit,
    },
    ...(props.extraActions ?? []),
    {
      id: 'delete',
      label: t('actions.delete'),
      permitted: props.onDelete !== undefined,
      tone: 'danger',
      onAction: dialogs.askDelete,
    },
  ];
  const name = dialogs.toDelete ? rowName(dialogs.toDelete) : '';
  if (props.replaceList) return <>{props.replaceList}</>;
  return (
    <Stack gap="5">
      <ScreenHeader
        title={texts.title}
        description={texts.description}
        action={
          <>
            {props.onCreate && (
              <Button colorPalette="brand" onClick={dialogs.openCreate}>
                {texts.create}
              </Button>
            )}
          </>
        }
      />
      {props.onFiltersChange && (
        <FilterBar
          filters={props.searchFilters}
          values={props.filters ?? {}}
          onChange={props.onFiltersChange}
          onReset={props.onFiltersReset ?? (() => props.onFiltersChange?.({}))}
        />
      )}
      <DataTable
        label={texts.title}
        columns={props.columns}
        rows={data?.items}
        rowId={(record) => record.id}
        rowName={rowName}
        loading={loading}
        error={error}
        onRetry={onRetry}
        forbidden={isApiError(error) && error.status === 403}
        emptyMessage={texts.empty}
        sorting={props.sorting ?? ''}
        sortableFields={props.sortableFields}
        onSortingChange={props.onSortingChange}
        rowActions={rowActions}
        paging={{
          page: props.page,
          pageSize: props.pageSize,
          totalCount: data?.totalCount ?? 0,
          onPageChange: props.onPageChange,
          onPageSizeChange: props.onPageSizeChange,
        }}
      />
      {props.renderForm({
        open: dialogs.form.mode !== 'closed',
        record: dialogs.form.mode === 'edit' ? dialogs.form.record : null,
        onSubmit: dialogs.save,
        onClose: dialogs.closeForm,
      })}
      <ConfirmDialog
        open={dialogs.toDelete !== null}
        destructive
        loading={dialogs.deleting}
        title={t('confirm.deleteTitle', { name })}
        message={t('confirm.deleteMessage', { name })}
        onConfirm={() => void dialogs.confirmDelete()}
        onCancel={dialogs.cancelDelete}
      />
      <ErrorDialog error={dialogs.failure} onClose={dialogs.clearFailure} />
      {props.children}
    </Stack>
  );
}
