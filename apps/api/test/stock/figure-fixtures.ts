import { dashboardLimits } from '@inventory/contracts';
import { batchCost, calendarDate, Decimal, lineTotal, weekStart } from '@inventory/domain';
import { sql } from 'kysely';
import type { AppDb } from '../../src/db/database.ts';
import { sameTenant } from '../../src/db/same-tenant.ts';
import { loadStockSettings } from '../../src/modules/stock/stock-context.ts';

// ADR 031: the dashboard's maintained stock figures against a direct computation from the balances, and its
// maintained sales trend against one from the sales and their lines, row by row in TypeScript with the domain's
// rules (batchCost, lineTotal, calendar dates and ISO weeks in the tenant's zone) — not with the server's SQL.

const text = (value: unknown) => Decimal.from(String(value)).normalize().toString();

function add(
  into: Map<string, { quantity: Decimal; value: Decimal }>,
  key: string,
  quantity: string,
  value: Decimal,
) {
  const entry = into.get(key) ?? { quantity: Decimal.from(0), value: Decimal.from(0) };
  into.set(key, { quantity: entry.quantity.add(quantity), value: entry.value.add(value) });
}

function asRecord(map: Map<string, { quantity: Decimal; value: Decimal }>, withValue: boolean) {
  const out: Record<string, string> = {};
  for (const [key, { quantity, value }] of map) {
    if (quantity.isZero() && value.isZero()) continue;
    out[key] = withValue ? `${text(quantity)} @ ${text(value)}` : text(quantity);
  }
  return out;
}

/**
 * The maintained rows and the direct computation, each as `warehouse/date → quantity @ value` and
 * `sku/warehouse → quantity` (rows that went back to zero left out); equal when the figures are right.
 */
export async function maintainedAndDirectFigures(db: AppDb, tenantId: string) {
  return db.tenant(tenantId, async (trx) => {
    const { timeZone } = await loadStockSettings(trx);
    const balances = await trx
      .selectFrom('stock_balances as sb')
      .innerJoin('batches as b', sameTenant('b.id', 'sb.batch_id'))
      .select(['sb.warehouse_id', 'sb.sku_id', 'sb.quantity', 'b.cost', 'b.expiration_time'])
      .execute();
    const directDays = new Map<string, { quantity: Decimal; value: Decimal }>();
    const directSkus = new Map<string, { quantity: Decimal; value: Decimal }>();
    // ADR 058: the earliest expiration among each SKU's held rows in a warehouse (none dated: no entry).
    const directEarliest: Record<string, string> = {};
    for (const b of balances) {
      const quantity = String(b.quantity);
      const date = b.expiration_time ? calendarDate(b.expiration_time.getTime(), timeZone) : 'infinity';
      add(
        directDays,
        `${b.warehouse_id}/${date}`,
        quantity,
        batchCost({ count: quantity, cost: String(b.cost) }),
      );
      add(directSkus, `${b.sku_id}/${b.warehouse_id}`, quantity, Decimal.from(0));
      const key = `${b.sku_id}/${b.warehouse_id}`;
      const held = Decimal.from(quantity).isPositive() ? b.expiration_time?.toISOString() : undefined;
      if (held && !(directEarliest[key] !== undefined && directEarliest[key] <= held))
        directEarliest[key] = held;
    }
    const days = await trx
      .selectFrom('stock_value_days')
      .select(['warehouse_id', sql<string>`expiration_date::text`.as('expiration_date'), 'quantity', 'value'])
      .execute();
    const skus = await trx
      .selectFrom('stock_sku_totals')
      .select([
        'sku_id',
        'warehouse_id',
        'quantity',
        sql<string | null>`earliest_expiration::text`.as('earliest'),
        sql<Date | null>`nullif(earliest_expiration, '-infinity')`.as('earliestTime'),
      ])
      .execute();
    // '-infinity' marks a row whose writer could not know (the list probes the held rows for it): any value is right.
    const maintainedEarliest: Record<string, string> = {};
    for (const s of skus) {
      const key = `${s.sku_id}/${s.warehouse_id}`;
      if (s.earliest === '-infinity') {
        if (directEarliest[key] !== undefined) maintainedEarliest[key] = directEarliest[key];
      } else if (s.earliestTime) maintainedEarliest[key] = new Date(s.earliestTime).toISOString();
    }
    // The days the dashboard parked (ADR 053) count as day rows; each span must hold the sums of its parked days.
    type Parked = {
      warehouse_id: string;
      span_start: string;
      expiration_date: string;
      quantity: string;
      value: string;
    };
    const parked = (
      await sql<Parked>`select warehouse_id, span_start::text, expiration_date::text, quantity::text, value::text
        from stock_value_folds`.execute(trx)
    ).rows;
    const spans = (
      await sql<
        Omit<Parked, 'expiration_date'>
      >`select warehouse_id, span_start::text, quantity::text, value::text
        from stock_value_spans`.execute(trx)
    ).rows;
    const bySpan = (rows: readonly Omit<Parked, 'expiration_date'>[]) => {
      const sums = new Map<string, { quantity: Decimal; value: Decimal }>();
      for (const p of rows) add(sums, `${p.warehouse_id}/${p.span_start}`, p.quantity, Decimal.from(p.value));
      return sums;
    };
    const maintainedDays = new Map<string, { quantity: Decimal; value: Decimal }>();
    for (const d of [...days, ...parked]) {
      const date = String(d.expiration_date);
      add(maintainedDays, `${d.warehouse_id}/${date}`, String(d.quantity), Decimal.from(String(d.value)));
    }
    const maintainedSkus = new Map<string, { quantity: Decimal; value: Decimal }>();
    for (const s of skus)
      add(maintainedSkus, `${s.sku_id}/${s.warehouse_id}`, String(s.quantity), Decimal.from(0));
    return {
      maintained: { days: asRecord(maintainedDays, true), skus: asRecord(maintainedSkus, false) },
      direct: { days: asRecord(directDays, true), skus: asRecord(directSkus, false) },
      spans: { maintained: asRecord(bySpan(spans), true), parked: asRecord(bySpan(parked), true) },
      earliest: { maintained: maintainedEarliest, direct: directEarliest },
    };
  });
}

type Sums = Decimal[];

/** A date (YYYY-MM-DD) `days` later. */
const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

function addSums(into: Map<string, Sums>, key: string, values: readonly (string | Decimal)[]) {
  const entry = into.get(key) ?? values.map(() => Decimal.from(0));
  into.set(
    key,
    entry.map((v, i) => v.add(values[i] ?? '0')),
  );
}

const sumsRecord = (map: Map<string, Sums>) => {
  const out: Record<string, string> = {};
  for (const [key, sums] of map) if (sums.some((v) => !v.isZero())) out[key] = sums.map(text).join(' / ');
  return out;
};

/**
 * The maintained sales trend and the direct computation, as `week → sales / revenue / cost` and
 * `week/sku → lines / count / revenue / cost` (rows back at zero left out): every submitted sale (Processing or
 * Finish) in the ISO week of its sale time, else its submit time, in the tenant's zone.
 */
export async function maintainedAndDirectSales(db: AppDb, tenantId: string) {
  return db.tenant(tenantId, async (trx) => {
    const { timeZone } = await loadStockSettings(trx);
    const sales = await trx.selectFrom('sell_invoices').selectAll().where('state', 'in', [1, 2]).execute();
    const lines = await trx.selectFrom('sell_invoice_items').selectAll().execute();
    const directWeeks = new Map<string, Sums>();
    const directSkus = new Map<string, Sums>();
    for (const sale of sales) {
      const time = sale.sell_time ?? sale.submit_time;
      if (!time) continue;
      const week = weekStart(calendarDate(new Date(time).getTime(), timeZone));
      addSums(directWeeks, week, ['1', String(sale.total_price), String(sale.total_cost)]);
      for (const line of lines.filter((l) => l.invoice_id === sale.id))
        addSums(directSkus, `${week}/${line.sku_id}`, [
          '1',
          String(line.count),
          lineTotal(String(line.count), String(line.price)),
          String(line.cost ?? '0'),
        ]);
    }
    const weeks = await trx
      .selectFrom('sales_weeks')
      .select([sql<string>`week_start::text`.as('week'), 'sales', 'revenue', 'cost'])
      .execute();
    const skus = await trx
      .selectFrom('sales_week_skus')
      .select([sql<string>`week_start::text`.as('week'), 'sku_id', 'lines', 'count', 'revenue', 'cost'])
      .execute();
    // ADR 046: each week's direct sums in the 12 windows (Monday of the last week) that contain it.
    const directWindows = new Map<string, Sums>();
    for (const [key, sums] of directSkus) {
      const [week = '', sku = ''] = key.split('/');
      for (let k = 0; k < dashboardLimits.weeks; k++)
        addSums(directWindows, `${plusDays(week, 7 * k)}/${sku}`, sums);
    }
    const windows = (
      await sql<{
        week: string;
        sku_id: string;
        lines: string;
        count: string;
        revenue: string;
        cost: string;
      }>`
        select window_end::text as week, sku_id, lines, count, revenue, cost from sales_window_skus`.execute(
        trx,
      )
    ).rows;
    const maintainedWindows = new Map<string, Sums>();
    for (const w of windows)
      addSums(maintainedWindows, `${w.week}/${w.sku_id}`, [w.lines, w.count, w.revenue, w.cost].map(String));
    const maintainedWeeks = new Map<string, Sums>();
    for (const w of weeks) addSums(maintainedWeeks, w.week, [w.sales, w.revenue, w.cost].map(String));
    const maintainedSkus = new Map<string, Sums>();
    for (const s of skus)
      addSums(maintainedSkus, `${s.week}/${s.sku_id}`, [s.lines, s.count, s.revenue, s.cost].map(String));
    return {
      maintained: {
        weeks: sumsRecord(maintainedWeeks),
        skus: sumsRecord(maintainedSkus),
        windows: sumsRecord(maintainedWindows),
      },
      direct: {
        weeks: sumsRecord(directWeeks),
        skus: sumsRecord(directSkus),
        windows: sumsRecord(directWindows),
      },
    };
  });
}

/**
 * Asserts-ready: the maintained figures' differences from the direct computation (none when right) — the stock
 * figures and the sales trend.
 */
export async function figureMismatches(db: AppDb, tenantId: string): Promise<string[]> {
  const { maintained, direct, spans, earliest } = await maintainedAndDirectFigures(db, tenantId);
  const sales = await maintainedAndDirectSales(db, tenantId);
  const differ = (a: Record<string, string>, b: Record<string, string>, what: string) =>
    [...new Set([...Object.keys(a), ...Object.keys(b)])]
      .filter((key) => a[key] !== b[key])
      .map((key) => `${what} ${key}: maintained ${a[key] ?? '-'}, direct ${b[key] ?? '-'}`);
  return [
    ...differ(maintained.days, direct.days, 'date'),
    ...differ(maintained.skus, direct.skus, 'sku'),
    ...differ(spans.maintained, spans.parked, 'value span'),
    ...differ(earliest.maintained, earliest.direct, 'earliest held expiration'),
    ...differ(sales.maintained.weeks, sales.direct.weeks, 'sales week'),
    ...differ(sales.maintained.skus, sales.direct.skus, 'sales week/sku'),
    ...differ(sales.maintained.windows, sales.direct.windows, 'sales window/sku'),
  ];
}
