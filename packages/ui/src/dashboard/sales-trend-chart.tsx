import { Chart, useChart } from '@chakra-ui/charts';
import { Box } from '@chakra-ui/react';
import type { DashboardSalesWeek } from '@inventory/contracts';
import { useTranslation } from 'react-i18next';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { formatNumber } from '../kit/format-number.ts';

export interface SalesTrendChartProps {
  weeks: readonly DashboardSalesWeek[];
}

/** Whether the person asked their system for less motion (the test runner does, for steady pictures). */
function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The 12 weeks as bars of revenue and cost with the margin as a line. Its own chunk with recharts (~136 KB):
 * loaded by the dashboard only once its tiles have painted (`React.lazy`), never by another route. The figures
 * it draws are also in the table beside it for a screen reader; by keyboard, the arrows move the chart's tooltip
 * from week to week (recharts' accessibility layer).
 */
export default function SalesTrendChart({ weeks }: SalesTrendChartProps) {
  const { t, i18n } = useTranslation('dashboard');
  const chart = useChart({
    data: weeks.map((w) => ({ ...w, label: w.weekStart.slice(5) })),
    series: [
      { name: 'revenue', color: 'blue.solid', label: t('trend.revenue') },
      { name: 'cost', color: 'gray.emphasized', label: t('trend.cost') },
      { name: 'margin', color: 'green.solid', label: t('trend.margin') },
    ],
  });
  const compact = new Intl.NumberFormat(i18n.language, { notation: 'compact', maximumFractionDigits: 1 });
  const animate = !prefersReducedMotion();
  return (
    <Box height="64" width="full">
      <Chart.Root chart={chart} height="64" aspectRatio="auto">
        <ComposedChart
          responsive
          accessibilityLayer
          title={t('trend.chartLabel')}
          data={chart.data}
          margin={{ left: 0, right: 8, top: 8 }}
        >
          <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
          <XAxis
            dataKey={chart.key('label')}
            tickLine={false}
            axisLine={false}
            stroke={chart.color('border')}
          />
          <YAxis
            tickLine={false}
            axisLine={false}
            width={48}
            stroke={chart.color('border')}
            tickFormatter={(value: number) => compact.format(value)}
          />
          <Tooltip
            cursor={{ fill: chart.color('bg.muted') }}
            animationDuration={animate ? 100 : 0}
            content={
              <Chart.Tooltip formatter={(value) => formatNumber(Number(value), 'money', i18n.language)} />
            }
          />
          <Legend content={<Chart.Legend />} />
          {chart.series.map((item) =>
            item.name === 'margin' ? (
              <Line
                key={item.name}
                type="linear"
                dataKey={chart.key(item.name)}
                name={item.label as string}
                stroke={chart.color(item.color)}
                strokeWidth={2}
                dot={false}
                isAnimationActive={animate}
              />
            ) : (
              <Bar
                key={item.name}
                dataKey={chart.key(item.name)}
                name={item.label as string}
                fill={chart.color(item.color)}
                radius={[3, 3, 0, 0]}
                isAnimationActive={animate}
              />
            ),
          )}
        </ComposedChart>
      </Chart.Root>
    </Box>
  );
}
