import { Button, Stack } from '@chakra-ui/react';
import { isApiError } from '@inventory/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../feedback/confirm-dialog.tsx';
import { ErrorDialog } from '../feedback/error-dialog.tsx';
import { DataTable } from '../kit/data-table.tsx';
import type { DataColumn, TableAction } from '../kit/data-table-types.ts';
import { FilterBar } from '../kit/filter-bar.tsx';
import type { FilterDefinition } from '../kit/filter-types.ts';
import type { RecordListProps } from '../kit/record-list-screen.tsx';
import { ScreenHeader } from '../kit/screen-header.tsx';
import { useRecordDialogs } from '../kit/use-record-dialogs.ts';

export interface AdminListScreenProps<T extends { id: string }, V> extends RecordListProps<T, V> {
  texts: { title: string; description: string; create: string; empty: string };
  columns: readonly DataColumn<T>[];
  sortableFields: readonly string[];
  searchFilters: readonly FilterDefinition[];
  rowName: (record: T) => string;
  /** Row actions beyond edit and delete (permissions, set password, unlock). */
  extraActions?: TableAction<T>[];
  renderForm: (form: {
    open: boolean;
    record: T | null;
    onSubmit: (values: V) => Promise<unknown>;
    onClose: () => void;
  }) => ReactNode;
  /** Something shown instead of the list (the permission editor). */
  replaceList?: ReactNode;
  /** Extra dialogs of the screen. */
  children?: ReactNode;
}

/**
 * The list page of users and roles: the master-data list (search, sortable table, create / edit dialog, delete
 * after a confirmation, a refused delete in the server's words) with the screen's own row actions.
 */
export function AdminListScreen<T extends { id: string }, V>(props: AdminListScreenProps<T, V>) {
  const { data, loading, error, onRetry, texts } = props;
  const { t } = useTranslation('common');
  const dialogs = useRecordDialogs<T, V>(props);
  if (props.replaceList) return <>{props.replaceList}</>;
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
  const name = dialogs.toDelete ? props.rowName(dialogs.toDelete) : '';
  return (
    <Stack gap="5">
      <ScreenHeader
        title={texts.title}
        description={texts.description}
        action={
          props.onCreate && (
            <Button colorPalette="brand" onClick={dialogs.openCreate}>
              {texts.create}
            </Button>
          )
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
        rowName={props.rowName}
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
