import { Box, IconButton, Stack, Table, VisuallyHidden, chakra, useRecipe } from '@chakra-ui/react';
import { stockListQuery, sortableFieldsOf, type StockSummary } from '@inventory/contracts';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExpiryBadge } from '../feedback/status-badge.tsx';
import { DataTableHeader } from '../kit/data-table-header.tsx';
import type { DataColumn } from '../kit/data-table-types.ts';
import { formatNumber } from '../kit/format-number.ts';
import { TablePagination, type TablePaginationProps } from '../table/table-pagination.tsx';
import { EmptyRow, LoadErrorAlert, LoadingRows } from '../table/table-states.tsx';
import { numericCellRecipe } from '../theme/numeric-cell-recipe.ts';
import { StockBatchesTable } from './stock-batches-table.tsx';
import { StockMoreBatches } from './stock-more-batches.tsx';
import { batchesShown, emptyWarehouses, expiryName, isZeroRow, rowValue } from './stock-values.ts';

const sortableFields = sortableFieldsOf(stockListQuery) ?? [];

export interface StockTableProps {
  rows: readonly StockSummary[] | undefined;
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  sorting: string;
  onSortingChange: (sorting: string) => void;
  paging: TablePaginationProps;
  today: Date;
  timeZone: string;
  onNavigate?: (path: string) => void;
  onDeleteEmpty?: (row: StockSummary, warehouse: { id: string; name: string }) => void;
  /**
   * The same rows with every batch (the totals' call), by id. A row answered with its first batches only (ADR 062:
   * `moreBatches`) takes its cost value and its empty warehouses from there; without it its value is not shown.
   */
  completeRows?: ReadonlyMap<string, StockSummary>;
}

function columns(complete: ReadonlyMap<string, StockSummary> | undefined): DataColumn<StockSummary>[] {
  return [
    { id: 'expand', headerKey: 'stock:fields.batches', width: '12', cell: () => null },
    { id: 'code', headerKey: 'stock:fields.code', sortField: 'skuCode', cell: (row) => row.skuCode ?? '' },
    { id: 'sku', headerKey: 'stock:fields.sku', sortField: 'sku', cell: (row) => row.sku },
    { id: 'category', headerKey: 'stock:fields.category', cell: (row) => row.attribute ?? '' },
    { id: 'count', headerKey: 'stock:fields.count', numeric: 'count', cell: (row) => row.count },
    { id: 'unit', headerKey: 'stock:fields.unit', cell: (row) => row.unit ?? '' },
    {
      id: 'value',
      headerKey: 'stock:fields.value',
      numeric: 'money',
      cell: (row) => {
        const whole = row.moreBatches ? complete?.get(row.id) : row;
        return whole ? rowValue(whole).toString() : null;
      },
    },
    {
      id: 'status',
      headerKey: 'stock:fields.worstStatus',
      cell: (row) => (isZeroRow(row) ? null : <ExpiryBadge status={expiryName(row.expirationType)} />),
    },
  ];
}

function Chevron({ open }: { open: boolean }) {
  return (
    <chakra.svg viewBox="0 0 24 24" boxSize="4" aria-hidden transform={open ? 'rotate(90deg)' : undefined}>
      <path fill="currentColor" d="M9 6l6 6-6 6-1.4-1.4L12.2 12 7.6 7.4z" />
    </chakra.svg>
  );
}

/**
 * Stock per SKU, each row opening to its batches (a disclosure button with `aria-expanded`, reachable by Tab and
 * worked by Enter or Space); sorting by code or name through the list's `Sorting`, the list's states and paging.
 */
export function StockTable(props: StockTableProps) {
  const { t, i18n } = useTranslation(['stock', 'common']);
  const numeric = useRecipe({ recipe: numericCellRecipe });
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const cols = columns(props.completeRows);
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const { rows, loading, error } = props;
  return (
    <Stack gap="3">
      {error !== undefined && error !== null && <LoadErrorAlert error={error} onRetry={props.onRetry} />}
      <Table.ScrollArea borderWidth="1px" borderRadius="l2" bg="surface.panel">
        <Table.Root
          size="sm"
          stickyHeader
          aria-busy={loading ? true : undefined}
          aria-label={t('stock:title')}
        >
          <DataTableHeader
            columns={cols}
            sorting={props.sorting}
            sortableFields={sortableFields}
            onSortingChange={props.onSortingChange}
            hasActions={false}
          />
          <Table.Body>
            {loading && !rows && <LoadingRows columns={cols.length} rows={5} />}
            {rows?.length === 0 && <EmptyRow columns={cols.length} message={t('stock:empty')} />}
            {rows?.map((row) => {
              const expanded = open.has(row.id);
              const panelId = `stock-batches-${row.id}`;
              const complete = props.completeRows?.get(row.id);
              const empties = emptyWarehouses(complete ?? row);
              const batches = batchesShown(row, complete, empties);
              return (
                <Fragment key={row.id}>
                  <Table.Row>
                    <Table.Cell>
                      <IconButton
                        size="xs"
                        variant="ghost"
                        aria-expanded={expanded}
                        aria-controls={expanded ? panelId : undefined}
                        aria-label={t(expanded ? 'stock:actions.hideBatches' : 'stock:actions.showBatches', {
                          name: row.sku,
                        })}
                        onClick={() => toggle(row.id)}
                      >
                        <Chevron open={expanded} />
                      </IconButton>
                    </Table.Cell>
                    {cols.slice(1).map((column) => {
                      const content = column.cell(row);
                      return column.numeric ? (
                        <Table.Cell key={column.id} css={numeric()}>
                          {content === null ? (
                            <>
                              <span aria-hidden>—</span>
                              <VisuallyHidden>{t('stock:batches.valueUnknown')}</VisuallyHidden>
                            </>
                          ) : (
                            formatNumber(content as string | number, column.numeric, i18n.language)
                          )}
                        </Table.Cell>
                      ) : (
                        <Table.Cell key={column.id}>{content}</Table.Cell>
                      );
                    })}
                  </Table.Row>
                  {expanded && (
                    <Table.Row id={panelId} bg="bg.subtle">
                      <Table.Cell colSpan={cols.length} paddingStart="10">
                        {batches.length === 0 ? (
                          <Box color="fg.muted">{t('stock:batches.none')}</Box>
                        ) : (
                          <Table.ScrollArea>
                            <StockBatchesTable
                              label={t('stock:batches.title', { name: row.sku })}
                              skuId={row.skuId}
                              skuName={row.sku}
                              skuCost={row.cost}
                              batches={batches}
                              today={props.today}
                              timeZone={props.timeZone}
                              onNavigate={props.onNavigate}
                              emptyWarehouseIds={new Set(empties.map((w) => w.id))}
                              onDeleteEmpty={
                                props.onDeleteEmpty && ((warehouse) => props.onDeleteEmpty?.(row, warehouse))
                              }
                            />
                          </Table.ScrollArea>
                        )}
                        {row.moreBatches && props.onNavigate && (
                          <StockMoreBatches row={row} onNavigate={props.onNavigate} />
                        )}
                      </Table.Cell>
                    </Table.Row>
                  )}
                </Fragment>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {props.paging.totalCount > 0 && <TablePagination {...props.paging} />}
    </Stack>
  );
}
