import { recentWeeks } from '@inventory/domain';
import type { BenchDatabase } from './bench-database.ts';
import type { ReadCase } from './read-cases.ts';
import { captureSql, type CapturedQuery } from './sql-capture.ts';
import { percentile, round } from './stats.ts';

export interface StatementTime {
  statement: string;
  p50: number;
}

/** A short name for a dashboard statement, by the table it reads (ADRs 030 and 031). */
function label(text: string): string {
  if (text.includes('as unfold')) return 'stock value: rows to park? (ADR 053)';
  if (text.includes('stock_value_days')) return 'stock value and expiry (stock_value_days)';
  if (text.includes('stock_sku_totals')) return 'low stock (stock_sku_totals)';
  if (text.includes('sales_window_skus')) return 'top SKUs by margin (sales_window_skus)';
  if (text.includes('sales_week_skus')) return 'top SKUs by margin (sales_week_skus)';
  if (text.includes('sales_weeks')) return 'weekly totals (sales_weeks)';
  if (text.includes('union all') || text.includes('state in (0, 1)')) return 'open work';
  if (text.includes('settings')) return 'settings';
  return text.replace(/\s+/g, ' ').slice(0, 40);
}

/**
 * The sales trend as ADR 030 computed it on every call, for comparison on the same data: the 12 weeks' sales
 * summed per week, and every line of them per SKU (top 5 by margin). Bounds: the 12 ISO weeks in the zone.
 */
function perCallTrend(timeZone: string): CapturedQuery[] {
  const weeks = recentWeeks(Date.now(), timeZone, 12);
  const from = new Date(weeks[0]?.startMs ?? 0).toISOString();
  const to = new Date(weeks[weeks.length - 1]?.endMs ?? 0).toISOString();
  const values = weeks
    .map(
      (w, i) =>
        `(${i}, '${new Date(w.startMs).toISOString()}'::timestamptz, '${new Date(w.endMs).toISOString()}'::timestamptz)`,
    )
    .join(', ');
  const saleTime = 'coalesce(si.sell_time, si.submit_time)';
  const mondays = recentWeeks(Date.now(), timeZone, 12).map((w) => w.start);
  return [
    // ADR 031's read of the maintained weekly rows (before ADR 046's windows): every SKU's 12 rows summed.
    {
      sql: `with lines as (
              select sku_id, sum(count) as count, sum(revenue) as revenue, sum(cost) as cost
              from sales_week_skus where week_start >= $1::date and week_start <= $2::date
              group by sku_id having sum(lines) > 0)
            select s.id, s.code, lines.count::text, lines.revenue::text, lines.cost::text
            from lines join skus s on s.id = lines.sku_id
            order by lines.revenue - lines.cost desc, s.normalized_code, s.id limit 5`,
      parameters: [mondays[0], mondays[mondays.length - 1]],
    },
    {
      sql: `with weeks(week, start_time, end_time) as (values ${values})
            select weeks.week, count(*)::text, sum(si.total_price)::text, sum(si.total_cost)::text
            from sell_invoices si join weeks on ${saleTime} >= weeks.start_time and ${saleTime} < weeks.end_time
            where si.state in (1, 2) and ${saleTime} >= $1 and ${saleTime} < $2 group by weeks.week`,
      parameters: [from, to],
    },
    {
      sql: `with lines as (
              select li.sku_id, sum(li.count) as count, sum(round(li.count * li.price, 2)) as revenue,
                     sum(coalesce(li.cost, 0)) as cost
              from sell_invoices si
              join sell_invoice_items li on li.tenant_id = si.tenant_id and li.invoice_id = si.id
              where si.state in (1, 2) and ${saleTime} >= $1 and ${saleTime} < $2
              group by li.sku_id)
            select s.id, s.code, lines.count::text, lines.revenue::text, lines.cost::text
            from lines join skus s on s.id = lines.sku_id
            order by lines.revenue - lines.cost desc, s.normalized_code, s.id limit 5`,
      parameters: [from, to],
    },
  ];
}

/**
 * The breakdown of one read case's SQL (issue 17's dashboard): each captured statement timed on its own, in one
 * transaction per run with the server's role and tenant setting; the median of `runs` runs per statement. Then the
 * per-call trend of ADR 030 and ADR 031's read of the weekly rows on the same data, so each step's gain is
 * measured under the same load.
 */
export async function timeStatements(
  bench: BenchDatabase,
  tenantId: string,
  c: ReadCase,
  runs = 7,
): Promise<StatementTime[]> {
  const zone = await bench.raw.query<{ value: string }>(
    `select value from settings where tenant_id = $1 and name = 'Abp.Timing.TimeZone'`,
    [tenantId],
  );
  const reference = perCallTrend(zone[0]?.value ?? 'UTC');
  const queries = [...(await captureSql(bench, tenantId, c.service)), ...reference];
  const samples = queries.map(() => [] as number[]);
  for (let r = 0; r < runs + 1; r++) {
    await bench.raw.query('begin');
    try {
      await bench.raw.query('set local role inventory_app');
      await bench.raw.query(`select set_config('app.tenant_id', $1, true)`, [tenantId]);
      for (const [i, query] of queries.entries()) {
        const at = performance.now();
        await bench.raw.query(query.sql, query.parameters);
        if (r > 0) samples[i]?.push(performance.now() - at); // the first run warms the caches
      }
    } finally {
      await bench.raw.query('rollback');
    }
  }
  const before = new Set(reference.map((q) => q.sql));
  const names = [
    '(ADR 031, weekly rows) top SKUs',
    '(ADR 030, per call) weekly totals',
    '(ADR 030, per call) top SKUs',
  ];
  return queries.map((q, i) => ({
    statement: before.has(q.sql) ? (names[i - (queries.length - reference.length)] ?? '?') : label(q.sql),
    p50: round(percentile(samples[i] ?? [], 50)),
  }));
}
