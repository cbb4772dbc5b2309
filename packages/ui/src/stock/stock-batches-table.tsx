import { Button, Table, useRecipe } from '@chakra-ui/react';
import type { StockBatch } from '@inventory/contracts';
import { Decimal } from '@inventory/domain';
import { useTranslation } from 'react-i18next';
import { ExpiryBadge } from '../feedback/status-badge.tsx';
import { formatNumber } from '../kit/format-number.ts';
import { instantToDateInput } from '../kit/zoned-date.ts';
import { NavLink } from '../layout/nav-link.tsx';
import { numericCellRecipe } from '../theme/numeric-cell-recipe.ts';
import { DaysLeft } from './stock-batch-cells.tsx';
import { stockDetailPath } from './stock-paths.ts';
import { batchValue, expiryName } from './stock-values.ts';

export interface StockBatchesTableProps {
  /** The table's accessible name, e.g. "Batches of Green tea". */
  label: string;
  skuId: string;
  skuName: string;
  skuCost?: number | null;
  batches: readonly StockBatch[];
  today: Date;
  timeZone: string;
  /** Links each warehouse to the SKU's detail there; absent = plain text. */
  onNavigate?: (path: string) => void;
  /** Offered on a batch whose warehouse holds none of the SKU any more (the whole stock row is empty). */
  onDeleteEmpty?: (warehouse: { id: string; name: string }) => void;
  /** Warehouses whose stock row of this SKU is empty. */
  emptyWarehouseIds?: ReadonlySet<string>;
}

/**
 * The batches of one SKU: warehouse, batch number, count, production and expiry dates, days left and the status
 * badge, first to expire first (the server's order), each batch's cost value.
 */
export function StockBatchesTable(props: StockBatchesTableProps) {
  const { t, i18n } = useTranslation(['stock', 'common']);
  const numeric = useRecipe({ recipe: numericCellRecipe });
  const deletable = props.onDeleteEmpty !== undefined && (props.emptyWarehouseIds?.size ?? 0) > 0;
  return (
    <Table.Root size="sm" aria-label={props.label} variant="outline" bg="surface.panel">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t('stock:fields.warehouse')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('stock:fields.batchNumber')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('stock:fields.count')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('stock:fields.value')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('stock:fields.producedTime')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('stock:fields.expirationTime')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('stock:fields.daysLeft')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('stock:fields.status')}</Table.ColumnHeader>
          {deletable && <Table.ColumnHeader srOnly>{t('common:table.actions')}</Table.ColumnHeader>}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {props.batches.map((batch) => {
          const warehouse = batch.warehouse ?? '';
          const empty = props.emptyWarehouseIds?.has(batch.warehouseId) === true;
          return (
            <Table.Row key={`${batch.warehouseId}|${batch.batchNumber ?? ''}`}>
              <Table.Cell>
                {props.onNavigate ? (
                  <NavLink
                    to={stockDetailPath(batch.warehouseId, props.skuId)}
                    onNavigate={props.onNavigate}
                    color="brand.fg"
                    textDecoration="underline"
                    aria-label={t('stock:actions.openDetail', { name: props.skuName, warehouse })}
                  >
                    {warehouse}
                  </NavLink>
                ) : (
                  warehouse
                )}
              </Table.Cell>
              <Table.Cell>{batch.batchNumber ?? ''}</Table.Cell>
              <Table.Cell css={numeric()}>{formatNumber(batch.count, 'count', i18n.language)}</Table.Cell>
              <Table.Cell css={numeric()}>
                {formatNumber(batchValue(batch, props.skuCost).toString(), 'money', i18n.language)}
              </Table.Cell>
              <Table.Cell>{instantToDateInput(batch.producedTime, props.timeZone)}</Table.Cell>
              <Table.Cell>{instantToDateInput(batch.expirationTime, props.timeZone)}</Table.Cell>
              <Table.Cell>
                <DaysLeft
                  expirationTime={batch.expirationTime}
                  today={props.today}
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
              {deletable && (
                <Table.Cell textAlign="end">
                  {empty && (
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      aria-label={t('stock:actions.deleteEmptyOf', { name: props.skuName, warehouse })}
                      onClick={() => props.onDeleteEmpty?.({ id: batch.warehouseId, name: warehouse })}
                    >
                      {t('stock:actions.deleteEmpty')}
                    </Button>
                  )}
                </Table.Cell>
              )}
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
  );
}
