import { Box, HStack, Skeleton, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import type { DashboardSalesTrend } from '@inventory/contracts';
import { Decimal } from '@inventory/domain';
import { Suspense, lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../kit/format-number.ts';
import { Tile, useMoney } from './dashboard-tiles.tsx';

const SalesTrendChart = lazy(() => import('./sales-trend-chart.tsx'));

/** True from the frame after the first paint: the chart's code is asked for only then, behind the tiles. */
function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setPainted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return painted;
}

function ChartPlaceholder() {
  const { t } = useTranslation('dashboard');
  return (
    <Skeleton height="64" width="full">
      <VisuallyHidden>{t('trend.loadingChart')}</VisuallyHidden>
    </Skeleton>
  );
}

/** Totals of the 12 weeks, as the weeks' own figures add up (each already rounded to the cent). */
function totals(trend: DashboardSalesTrend) {
  const sum = (pick: (w: DashboardSalesTrend['weeks'][number]) => number) =>
    Decimal.sum(trend.weeks.map(pick)).toNumber();
  return { revenue: sum((w) => w.revenue), cost: sum((w) => w.cost), margin: sum((w) => w.margin) };
}

/**
 * Revenue, cost and margin of the last 12 weeks: the three totals, the chart (its own lazily loaded chunk) with the
 * same figures in a table for screen readers, and the five SKUs of the highest margin.
 */
export function SalesTrendTile({ trend }: { trend: DashboardSalesTrend }) {
  const { t, i18n } = useTranslation('dashboard');
  const money = useMoney();
  const painted = usePainted();
  const sum = totals(trend);
  const noSales = trend.weeks.every((w) => w.sales === 0);
  return (
    <Tile title={t('trend.title')} hint={t('trend.hint')}>
      <HStack gap="8" wrap="wrap" aria-label={t('trend.total')} role="group">
        {(['revenue', 'cost', 'margin'] as const).map((key) => (
          <Stack key={key} gap="0">
            <Text fontSize="xs" color="fg.muted">
              {t(`trend.${key}`)}
            </Text>
            <Text fontSize="xl" fontWeight="semibold" fontVariantNumeric="tabular-nums">
              {money(sum[key])}
            </Text>
          </Stack>
        ))}
      </HStack>
      {noSales ? (
        <Text fontSize="sm" color="fg.muted">
          {t('trend.noSales')}
        </Text>
      ) : (
        <Box>
          {painted ? (
            <Suspense fallback={<ChartPlaceholder />}>
              <SalesTrendChart weeks={trend.weeks} />
            </Suspense>
          ) : (
            <ChartPlaceholder />
          )}
          <VisuallyHidden>
            <table>
              <caption>{t('trend.chartLabel')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('trend.week')}</th>
                  <th scope="col">{t('trend.sales')}</th>
                  <th scope="col">{t('trend.revenue')}</th>
                  <th scope="col">{t('trend.cost')}</th>
                  <th scope="col">{t('trend.margin')}</th>
                </tr>
              </thead>
              <tbody>
                {trend.weeks.map((w) => (
                  <tr key={w.weekStart}>
                    <th scope="row">{w.weekStart}</th>
                    <td>{formatNumber(w.sales, 'integer', i18n.language)}</td>
                    <td>{money(w.revenue)}</td>
                    <td>{money(w.cost)}</td>
                    <td>{money(w.margin)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </VisuallyHidden>
        </Box>
      )}
      {trend.topSkus.length > 0 && (
        <Stack gap="1">
          <Text as="h3" fontWeight="medium" fontSize="sm">
            {t('trend.topTitle')}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {t('trend.topHint')}
          </Text>
          <Table.ScrollArea>
            <Table.Root size="sm" variant="line" aria-label={t('trend.topTitle')}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('lowStock.sku')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('trend.count')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('trend.revenue')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('trend.cost')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('trend.margin')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {trend.topSkus.map((sku) => (
                  <Table.Row key={sku.skuId}>
                    <Table.Cell>
                      {sku.name}
                      <Text as="span" fontSize="xs" color="fg.muted" ms="2">
                        {sku.code}
                      </Text>
                    </Table.Cell>
                    <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                      {formatNumber(sku.count, 'count', i18n.language)}
                      {sku.unit ? ` ${sku.unit}` : ''}
                    </Table.Cell>
                    <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                      {money(sku.revenue)}
                    </Table.Cell>
                    <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                      {money(sku.cost)}
                    </Table.Cell>
                    <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" fontWeight="medium">
                      {money(sku.margin)}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </Stack>
      )}
    </Tile>
  );
}
