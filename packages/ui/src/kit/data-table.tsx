import { Checkbox, Stack, Table, chakra, useRecipe } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TablePagination, type TablePaginationProps } from '../table/table-pagination.tsx';
import { EmptyRow, LoadErrorAlert, LoadingRows } from '../table/table-states.tsx';
import { numericCellRecipe } from '../theme/numeric-cell-recipe.ts';
import { BulkActionBar } from './bulk-action-bar.tsx';
import { DataTableHeader } from './data-table-header.tsx';
import type { DataColumn, TableAction } from './data-table-types.ts';
import { formatNumber } from './format-number.ts';
import { NoPermissionState } from './no-permission-state.tsx';
import { RowActions } from './row-actions.tsx';

export interface DataTableProps<T> {
  /** The table's accessible name (usually the screen's title). */
  label: string;
  columns: readonly DataColumn<T>[];
  /** The current page; undefined until the first answer. */
  rows: readonly T[] | undefined;
  rowId: (row: T) => string;
  /** How a row is named to screen readers (its checkbox and its actions), e.g. the SKU's name. */
  rowName: (row: T) => string;
  loading?: boolean;
  /** The list request failed: shown above the table with a retry. */
  error?: unknown;
  onRetry?: () => void;
  /** The user may not read this list: a "no access" state replaces the table. */
  forbidden?: boolean;
  /** Under "No data", e.g. "No warehouses yet." */
  emptyMessage?: string;
  /** The list's ABP `Sorting` text, e.g. 'name desc'; '' = the list's default order. */
  sorting?: string;
  /** The list's allow-list (`sortableFieldsOf(query)`); a column sorts only when its `sortField` is in it. */
  sortableFields?: readonly string[];
  onSortingChange?: (sorting: string) => void;
  /** Ids of the selected rows; with `onSelectionChange` the table shows checkboxes and the bulk bar. */
  selectedIds?: readonly string[];
  onSelectionChange?: (ids: string[]) => void;
  bulkActions?: readonly TableAction<readonly T[]>[];
  rowActions?: readonly TableAction<T>[];
  /** The footer; absent = not paged. */
  paging?: TablePaginationProps;
  /** The scroll area's height cap; the header stays in view while the rows scroll. */
  maxHeight?: string;
}

/**
 * The list of every screen: columns declared once, server-side sorting through the list's `Sorting`, selection
 * with a bulk action bar, permitted row actions, and the loading, empty, error and no-access states.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { label, columns, rows, rowId, rowName, loading, error, onRetry, forbidden, paging } = props;
  const { t, i18n } = useTranslation(['common', 'kit']);
  const numeric = useRecipe({ recipe: numericCellRecipe });
  if (forbidden) return <NoPermissionState />;
  const selectable = props.onSelectionChange !== undefined;
  const selected = new Set(props.selectedIds ?? []);
  const rowActions = (props.rowActions ?? []).filter((action) => action.permitted);
  const hasActions = rowActions.length > 0;
  const columnCount = columns.length + (selectable ? 1 : 0) + (hasActions ? 1 : 0);
  const pageIds = rows?.map(rowId) ?? [];
  const selectedOnPage = pageIds.filter((id) => selected.has(id));
  const select = (ids: string[]) => props.onSelectionChange?.(ids);
  const toggleAll = (checked: boolean) =>
    select(
      checked ? [...new Set([...selected, ...pageIds])] : [...selected].filter((id) => !pageIds.includes(id)),
    );
  const toggle = (id: string, checked: boolean) =>
    select(checked ? [...selected, id] : [...selected].filter((other) => other !== id));
  return (
    <Stack gap="3">
      {error !== undefined && error !== null && <LoadErrorAlert error={error} onRetry={onRetry} />}
      {selectable && (
        <BulkActionBar
          selected={(rows ?? []).filter((row) => selected.has(rowId(row)))}
          actions={props.bulkActions ?? []}
          onClear={() => select([])}
        />
      )}
      <Table.ScrollArea borderWidth="1px" borderRadius="l2" bg="surface.panel" maxHeight={props.maxHeight}>
        <Table.Root size="sm" stickyHeader aria-busy={loading ? true : undefined} aria-label={label}>
          <DataTableHeader
            columns={columns}
            sorting={props.sorting ?? ''}
            sortableFields={props.sortableFields ?? []}
            onSortingChange={props.onSortingChange}
            hasActions={hasActions}
            selectAll={
              selectable
                ? {
                    checked:
                      selectedOnPage.length === 0
                        ? false
                        : selectedOnPage.length === pageIds.length
                          ? true
                          : 'indeterminate',
                    onChange: toggleAll,
                  }
                : undefined
            }
          />
          <Table.Body>
            {loading && !rows && (
              <LoadingRows columns={columnCount} rows={Math.min(paging?.pageSize ?? 5, 5)} />
            )}
            {rows?.length === 0 && (
              <EmptyRow columns={columnCount} message={props.emptyMessage ?? t('common:table.emptyHint')} />
            )}
            {rows?.map((row) => {
              const id = rowId(row);
              return (
                <Table.Row key={id} data-selected={selected.has(id) ? '' : undefined}>
                  {selectable && (
                    <Table.Cell>
                      <Checkbox.Root
                        size="sm"
                        checked={selected.has(id)}
                        onCheckedChange={(details) => toggle(id, details.checked === true)}
                      >
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label srOnly>
                          {t('kit:table.selectRow', { name: rowName(row) })}
                        </Checkbox.Label>
                      </Checkbox.Root>
                    </Table.Cell>
                  )}
                  {columns.map((column) => {
                    const content = column.cell(row);
                    if (column.numeric)
                      return (
                        <Table.Cell key={column.id} width={column.width} css={numeric()}>
                          {typeof content === 'string' || typeof content === 'number'
                            ? formatNumber(content, column.numeric, i18n.language)
                            : content}
                        </Table.Cell>
                      );
                    return (
                      <Table.Cell key={column.id} width={column.width} textAlign={column.align ?? 'start'}>
                        {typeof content === 'string' ? (
                          <chakra.span lineClamp={2} title={content}>
                            {content}
                          </chakra.span>
                        ) : (
                          content
                        )}
                      </Table.Cell>
                    );
                  })}
                  {hasActions && (
                    <Table.Cell textAlign="end">
                      <RowActions row={row} name={rowName(row)} actions={rowActions} />
                    </Table.Cell>
                  )}
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {paging && paging.totalCount > 0 && <TablePagination {...paging} />}
    </Stack>
  );
}
