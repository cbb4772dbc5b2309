import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import {
  type PagedResult,
  type Warehouse,
  isApiError,
  sortableFieldsOf,
  warehouseListQuery,
} from '@inventory/contracts';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../feedback/confirm-dialog.tsx';
import { ErrorDialog } from '../feedback/error-dialog.tsx';
import { DataTable } from '../kit/data-table.tsx';
import type { TableAction } from '../kit/data-table-types.ts';
import { FilterBar } from '../kit/filter-bar.tsx';
import type { FilterDefinition, FilterValues } from '../kit/filter-types.ts';
import { type RecordWrites, useRecordDialogs } from '../kit/use-record-dialogs.ts';
import { warehouseColumns } from './warehouse-columns.ts';
import { WarehouseForm, type WarehouseFormValues } from './warehouse-form.tsx';

const sortableFields = sortableFieldsOf(warehouseListQuery) ?? [];
const filters: readonly FilterDefinition[] = [
  { id: 'Filter', labelKey: 'warehouse:warehouse.filters.search', kind: 'text' },
];

export interface WarehouseScreenProps extends RecordWrites<Warehouse, WarehouseFormValues> {
  /** The current page from `GET /api/app/warehouse`; undefined until it answers. */
  data: PagedResult<Warehouse> | undefined;
  loading?: boolean;
  /** The list request failed; a 403 (no permission, feature off) shows "no access" instead of the table. */
  error?: unknown;
  onRetry?: () => void;
  /** The applied search (`Filter`), from the address. */
  filters?: FilterValues;
  onFiltersChange?: (values: FilterValues) => void;
  onFiltersReset?: () => void;
  /** The list's `Sorting`; '' = oldest first. */
  sorting?: string;
  onSortingChange?: (sorting: string) => void;
  /** 1-based. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
}

/**
 * The warehouse management page (`/sys/store`): search, the sortable list, the create and edit dialog, and delete
 * after a confirmation. Each absent write is a permission the user lacks: its button is not there. It takes the
 * page of data and reports each change; the app (or a story) does the requests.
 */
export function WarehouseScreen(props: WarehouseScreenProps) {
  const { data, loading, error, onRetry } = props;
  const { t } = useTranslation(['warehouse', 'common']);
  const dialogs = useRecordDialogs<Warehouse, WarehouseFormValues>(props);
  const rowActions: TableAction<Warehouse>[] = [
    {
      id: 'edit',
      label: t('common:actions.edit'),
      permitted: props.onUpdate !== undefined,
      onAction: dialogs.openEdit,
    },
    {
      id: 'delete',
      label: t('common:actions.delete'),
      permitted: props.onDelete !== undefined,
      tone: 'danger',
      onAction: dialogs.askDelete,
    },
  ];
  const name = dialogs.toDelete?.name ?? '';
  return (
    <Stack gap="5">
      <Flex align="center" justify="space-between" gap="4" wrap="wrap">
        <Stack gap="1">
          <Heading as="h1" size="lg">
            {t('warehouse:warehouse.title')}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {t('warehouse:warehouse.description')}
          </Text>
        </Stack>
        {props.onCreate && (
          <Button colorPalette="brand" onClick={dialogs.openCreate}>
            {t('warehouse:warehouse.actions.create')}
          </Button>
        )}
      </Flex>
      {props.onFiltersChange && (
        <FilterBar
          filters={filters}
          values={props.filters ?? {}}
          onChange={props.onFiltersChange}
          onReset={props.onFiltersReset ?? (() => props.onFiltersChange?.({}))}
        />
      )}
      <DataTable
        label={t('warehouse:warehouse.title')}
        columns={warehouseColumns}
        rows={data?.items}
        rowId={(warehouse) => warehouse.id}
        rowName={(warehouse) => warehouse.name}
        loading={loading}
        error={error}
        onRetry={onRetry}
        forbidden={isApiError(error) && error.status === 403}
        emptyMessage={t('warehouse:warehouse.empty')}
        sorting={props.sorting ?? ''}
        sortableFields={sortableFields}
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
      <WarehouseForm
        open={dialogs.form.mode !== 'closed'}
        warehouse={dialogs.form.mode === 'edit' ? dialogs.form.record : null}
        onSubmit={dialogs.save}
        onClose={dialogs.closeForm}
      />
      <ConfirmDialog
        open={dialogs.toDelete !== null}
        destructive
        loading={dialogs.deleting}
        title={t('common:confirm.deleteTitle', { name })}
        message={t('common:confirm.deleteMessage', { name })}
        onConfirm={() => void dialogs.confirmDelete()}
        onCancel={dialogs.cancelDelete}
      />
      <ErrorDialog error={dialogs.failure} onClose={dialogs.clearFailure} />
    </Stack>
  );
}
