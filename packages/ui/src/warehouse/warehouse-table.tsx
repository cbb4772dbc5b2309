import { Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import type { Warehouse } from '@inventory/contracts';
import { useTranslation } from 'react-i18next';
import { TablePagination, type TablePaginationProps } from '../table/table-pagination.tsx';
import { EmptyRow, LoadErrorAlert, LoadingRows } from '../table/table-states.tsx';

export interface WarehouseTableProps extends TablePaginationProps {
  /** The current page; undefined until the first answer. */
  items: readonly Warehouse[] | undefined;
  loading?: boolean;
  /** The list request failed (shown above the table with a retry). */
  error?: unknown;
  onRetry?: () => void;
  /** Absent = no edit action (the user lacks Inventory.Warehouses.Update). */
  onEdit?: (warehouse: Warehouse) => void;
  /** Absent = no delete action (the user lacks Inventory.Warehouses.Delete). */
  onDelete?: (warehouse: Warehouse) => void;
}

const dataColumns = ['name', 'address', 'telePhone', 'remarks'] as const;

/**
 * The list of warehouses, one page at a time, with its empty, loading and failed states and the edit and delete
 * actions of each row (left out when the user may not change anything). WarehouseScreen uses it.
 */
export function WarehouseTable({
  items,
  loading,
  error,
  onRetry,
  onEdit,
  onDelete,
  ...paging
}: WarehouseTableProps) {
  const { t } = useTranslation(['warehouse', 'common']);
  const hasActions = Boolean(onEdit || onDelete);
  const columns = dataColumns.length + (hasActions ? 1 : 0);
  const showLoading = loading && !items;
  return (
    <Stack gap="3">
      {error !== undefined && error !== null && <LoadErrorAlert error={error} onRetry={onRetry} />}
      <Table.ScrollArea borderWidth="1px" borderRadius="l2" bg="surface.panel">
        <Table.Root
          size="sm"
          aria-busy={loading ? true : undefined}
          aria-label={t('warehouse:warehouse.title')}
        >
          <Table.Header>
            <Table.Row>
              {dataColumns.map((column) => (
                <Table.ColumnHeader key={column}>
                  {t(`warehouse:warehouse.fields.${column}`)}
                </Table.ColumnHeader>
              ))}
              {hasActions && (
                <Table.ColumnHeader textAlign="end">{t('common:table.actions')}</Table.ColumnHeader>
              )}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {showLoading && <LoadingRows columns={columns} rows={Math.min(paging.pageSize, 5)} />}
            {items?.length === 0 && <EmptyRow columns={columns} message={t('warehouse:warehouse.empty')} />}
            {items?.map((warehouse) => (
              <Table.Row key={warehouse.id}>
                <Table.Cell fontWeight="medium" maxWidth="56" truncate title={warehouse.name}>
                  {warehouse.name}
                </Table.Cell>
                <Table.Cell maxWidth="72">
                  <Text lineClamp={2}>{warehouse.address}</Text>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{warehouse.telePhone}</Table.Cell>
                <Table.Cell maxWidth="72" color="fg.muted">
                  <Text lineClamp={2}>{warehouse.remarks}</Text>
                </Table.Cell>
                {hasActions && (
                  <Table.Cell textAlign="end">
                    <HStack justify="flex-end" gap="1">
                      {onEdit && (
                        <Button
                          size="xs"
                          variant="ghost"
                          colorPalette="brand"
                          onClick={() => onEdit(warehouse)}
                        >
                          {t('common:actions.edit')}
                        </Button>
                      )}
                      {onDelete && (
                        <Button
                          size="xs"
                          variant="ghost"
                          colorPalette="red"
                          onClick={() => onDelete(warehouse)}
                        >
                          {t('common:actions.delete')}
                        </Button>
                      )}
                    </HStack>
                  </Table.Cell>
                )}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {paging.totalCount > 0 && <TablePagination {...paging} />}
    </Stack>
  );
}
