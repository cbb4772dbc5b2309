import { Stack, Table, useRecipe } from '@chakra-ui/react';
import type { StockSummary } from '@inventory/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../kit/format-number.ts';
import { ScreenHeader } from '../kit/screen-header.tsx';
import { NavLink } from '../layout/nav-link.tsx';
import { EmptyRow, LoadErrorAlert, LoadingRows } from '../table/table-states.tsx';
import { numericCellRecipe } from '../theme/numeric-cell-recipe.ts';
import { StockNav } from './stock-nav.tsx';
import { warehouseStockPath } from './stock-paths.ts';
import { StockTotalsBar } from './stock-totals.tsx';
import { stockByWarehouse, stockTotals } from './stock-values.ts';

export interface StockSummaryScreenProps {
  /** Every SKU's stock with its batches (the list's largest page); undefined until it answers. */
  rows: readonly StockSummary[] | undefined;
  /** More SKUs exist than `rows` holds. */
  partial?: boolean;
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  onNavigate: (path: string) => void;
}

/**
 * Stock summary (`/sys/inventory/components/suminventory`): the totals of all stock, then per warehouse its SKUs,
 * count, cost value and the batches near or past expiry, each warehouse opening its own stock.
 */
export function StockSummaryScreen(props: StockSummaryScreenProps) {
  const { t, i18n } = useTranslation(['stock', 'common']);
  const numeric = useRecipe({ recipe: numericCellRecipe });
  const warehouses = props.rows ? stockByWarehouse(props.rows) : undefined;
  const n = (value: string | number, kind: 'count' | 'money' | 'integer') =>
    formatNumber(value, kind, i18n.language);
  return (
    <Stack gap="5">
      <ScreenHeader title={t('stock:summary.title')} description={t('stock:summary.description')} />
      <StockNav current="summary" onNavigate={props.onNavigate} />
      {props.error !== undefined && props.error !== null && (
        <LoadErrorAlert error={props.error} onRetry={props.onRetry} />
      )}
      <StockTotalsBar totals={props.rows && stockTotals(props.rows)} partial={props.partial} />
      <Table.ScrollArea borderWidth="1px" borderRadius="l2" bg="surface.panel">
        <Table.Root
          size="sm"
          aria-label={t('stock:summary.byWarehouse')}
          aria-busy={props.loading || undefined}
        >
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('stock:fields.warehouse')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('stock:fields.skus')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('stock:fields.count')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('stock:fields.value')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('stock:summary.nearExpiryBatches')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('stock:summary.expiredBatches')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {props.loading && !warehouses && <LoadingRows columns={6} rows={3} />}
            {warehouses?.length === 0 && <EmptyRow columns={6} message={t('stock:summary.empty')} />}
            {warehouses?.map((w) => (
              <Table.Row key={w.warehouseId}>
                <Table.Cell>
                  <NavLink
                    to={warehouseStockPath(w.warehouseId)}
                    onNavigate={props.onNavigate}
                    color="brand.fg"
                    textDecoration="underline"
                  >
                    {w.warehouse}
                  </NavLink>
                </Table.Cell>
                <Table.Cell css={numeric()}>{n(w.skus, 'integer')}</Table.Cell>
                <Table.Cell css={numeric()}>{n(w.count.toString(), 'count')}</Table.Cell>
                <Table.Cell css={numeric()}>{n(w.value.toString(), 'money')}</Table.Cell>
                <Table.Cell css={numeric()}>{n(w.nearExpiry, 'integer')}</Table.Cell>
                <Table.Cell css={numeric()}>{n(w.expired, 'integer')}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}
