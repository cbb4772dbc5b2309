import { Stack, Table, Text, useRecipe } from '@chakra-ui/react';
import type { StockSummary } from '@inventory/contracts';
import { Decimal } from '@inventory/domain';
import { useTranslation } from 'react-i18next';
import { ExpiryBadge } from '../feedback/status-badge.tsx';
import { useOpenedAt } from '../kit/clock.tsx';
import { FilterBar } from '../kit/filter-bar.tsx';
import type { ListFilterProps, ListPageProps } from '../kit/list-view-props.ts';
import { formatNumber } from '../kit/format-number.ts';
import { ScreenHeader } from '../kit/screen-header.tsx';
import { instantToDateInput } from '../kit/zoned-date.ts';
import { NavLink } from '../layout/nav-link.tsx';
import { TablePagination } from '../table/table-pagination.tsx';
import { EmptyRow, LoadErrorAlert, LoadingRows } from '../table/table-states.tsx';
import { numericCellRecipe } from '../theme/numeric-cell-recipe.ts';
import { DaysLeft } from './stock-batch-cells.tsx';
import { StockNav } from './stock-nav.tsx';
import { stockDetailPath } from './stock-paths.ts';
import { batchValue, expiryName } from './stock-values.ts';

/** The SKUs the warehouse in the address (`WarehouseId`; '' = none chosen yet) holds, with their batches there. */
export interface StockWarehouseScreenProps extends ListPageProps<StockSummary>, ListFilterProps {
  warehouseOptions: readonly { value: string; label: string }[];
  timeZone: string;
  onNavigate: (path: string) => void;
}

const columnCount = 9;

/**
 * Stock per warehouse (`/sys/inventory/components/warehouse`): what the chosen warehouse holds, batch by batch,
 * each SKU opening its detail there (batches and movements).
 */
export function StockWarehouseScreen(props: StockWarehouseScreenProps) {
  const { t, i18n } = useTranslation(['stock', 'common']);
  const numeric = useRecipe({ recipe: numericCellRecipe });
  const today = useOpenedAt();
  const warehouseId = props.filters['WarehouseId'] ?? '';
  const warehouseName = props.warehouseOptions.find((o) => o.value === warehouseId)?.label ?? '';
  const rows = props.data?.items;
  return (
    <Stack gap="5">
      <ScreenHeader title={t('stock:warehouse.title')} description={t('stock:warehouse.description')} />
      <StockNav current="warehouse" onNavigate={props.onNavigate} />
      <FilterBar
        filters={[
          {
            id: 'WarehouseId',
            labelKey: 'stock:warehouse.choose',
            kind: 'select',
            options: props.warehouseOptions,
          },
          { id: 'SKUName', labelKey: 'stock:filters.name', kind: 'text' },
        ]}
        values={props.filters}
        onChange={props.onFiltersChange}
        onReset={props.onFiltersReset}
      />
      {warehouseId === '' ? (
        <Text color="fg.muted">{t('stock:warehouse.chooseFirst')}</Text>
      ) : (
        <Stack gap="3">
          {props.error !== undefined && props.error !== null && (
            <LoadErrorAlert error={props.error} onRetry={props.onRetry} />
          )}
          <Table.ScrollArea borderWidth="1px" borderRadius="l2" bg="surface.panel">
            <Table.Root size="sm" aria-label={warehouseName} aria-busy={props.loading || undefined}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('stock:fields.code')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('stock:fields.sku')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('stock:fields.batchNumber')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('stock:fields.count')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('stock:fields.value')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('stock:fields.producedTime')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('stock:fields.expirationTime')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('stock:fields.daysLeft')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('stock:fields.status')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {props.loading && !rows && <LoadingRows columns={columnCount} rows={5} />}
                {rows?.length === 0 && (
                  <EmptyRow columns={columnCount} message={t('stock:warehouse.empty')} />
                )}
                {rows?.flatMap((row) =>
                  row.items.map((batch, index) => (
                    <Table.Row key={`${row.id}|${batch.batchNumber ?? ''}`}>
                      <Table.Cell>{index === 0 ? (row.skuCode ?? '') : ''}</Table.Cell>
                      <Table.Cell>
                        {index === 0 && (
                          <NavLink
                            to={stockDetailPath(warehouseId, row.skuId)}
                            onNavigate={props.onNavigate}
                            color="brand.fg"
                            textDecoration="underline"
                          >
                            {row.sku}
                          </NavLink>
                        )}
                      </Table.Cell>
                      <Table.Cell>{batch.batchNumber ?? ''}</Table.Cell>
                      <Table.Cell css={numeric()}>
                        {formatNumber(batch.count, 'count', i18n.language)}
                      </Table.Cell>
                      <Table.Cell css={numeric()}>
                        {formatNumber(batchValue(batch, row.cost).toString(), 'money', i18n.language)}
                      </Table.Cell>
                      <Table.Cell>{instantToDateInput(batch.producedTime, props.timeZone)}</Table.Cell>
                      <Table.Cell>{instantToDateInput(batch.expirationTime, props.timeZone)}</Table.Cell>
                      <Table.Cell>
                        <DaysLeft
                          expirationTime={batch.expirationTime}
                          today={today}
                          timeZone={props.timeZone}
                        />
                      </Table.Cell>
                      <Table.Cell>
                        {Decimal.from(batch.count).isZero() ? (
                          t('stock:fields.zeroStock')
                        ) : (
                          <ExpiryBadge status={expiryName(batch.expirationType)} />
                        )}
                      </Table.Cell>
                    </Table.Row>
                  )),
                )}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          {(props.data?.totalCount ?? 0) > 0 && (
            <TablePagination
              page={props.page}
              pageSize={props.pageSize}
              totalCount={props.data?.totalCount ?? 0}
              onPageChange={props.onPageChange}
              onPageSizeChange={props.onPageSizeChange}
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}
