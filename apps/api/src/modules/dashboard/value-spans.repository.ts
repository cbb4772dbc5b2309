import { sql, type Kysely } from 'kysely';
import type { Schema } from '../../db/schema.ts';
import { lockFigures } from '../stock/stock-figures.repository.ts';

// The stock value and expiry tiles read per warehouse: Σ value, Σ value before today (Expired) and Σ value from
// today to today + N for a few N. Only the dates from today to the last N need a row each; the writers (ADR 031)
// keep one per warehouse and date the tenant ever held stock on. So the dashboard parks the others (ADR 053,
// migration 0720): the days before yesterday under one span per warehouse ('-infinity'), the days in months beyond the
// horizon under one span per warehouse and month, their sums in stock_value_spans and the rows themselves in
// stock_value_folds. Writers are unchanged: a later change to a parked date adds a new day row, which is parked
// again in turn. A month's days come back before the horizon reaches the month.

/** The span of the days before the day they were parked on: all Expired from then on. */
export const PAST_SPAN = '-infinity';

/**
 * How many day rows beyond the horizon's month may wait in stock_value_days before the dashboard parks them (a
 * purchase adds one per new expiration date), so that parking is not every call's work.
 */
export const farDaysLeft = 32;

export interface SpanCuts {
  /**
   * Today in the tenant's zone. The days parked as past are those before yesterday, so that a server whose clock is
   * behind (by less than a day) never counts a day it has not reached yet as Expired.
   */
  today: string;
  /** The last date any expiry window reaches (today + the longest window). */
  horizon: string;
}

/** The first day of the month after the horizon's: every month span starts there or later, after every window. */
const farLine = (horizon: string) =>
  sql<string>`(date_trunc('month', ${horizon}::date::timestamp) + interval '1 month')::date`;

/**
 * Parks what the read needs no day for and brings back the days of months the horizon reached, when there is any
 * (one statement to find out; the moves under the figures' exclusive lock, so that no writer's change is in flight
 * and no zone rebuild interleaves). Exact: every move keeps each warehouse's sums.
 */
export async function foldValueDays(trx: Kysely<Schema>, tenantId: string, cuts: SpanCuts): Promise<void> {
  const line = farLine(cuts.horizon);
  const past = sql<string>`${cuts.today}::date - 1`;
  // Each warehouse's first rows through its key (a few index probes), never its every date.
  const [work] = (
    await sql<{ unfold: boolean; past: boolean; far: boolean }>`
      select
        exists (select 1 from warehouses w cross join lateral (
          select 1 from stock_value_spans s where s.tenant_id = w.tenant_id and s.warehouse_id = w.id
            and s.span_start > ${PAST_SPAN}::date and s.span_start <= ${cuts.horizon}::date limit 1) x) as unfold,
        exists (select 1 from warehouses w cross join lateral (
          select 1 from stock_value_days d where d.tenant_id = w.tenant_id and d.warehouse_id = w.id
            and d.expiration_date < ${past} limit 1) x) as past,
        (select count(*) from (select 1 from warehouses w cross join lateral (
          select 1 from stock_value_days d where d.tenant_id = w.tenant_id and d.warehouse_id = w.id
            and d.expiration_date >= ${line} and d.expiration_date < 'infinity'::date
          limit ${farDaysLeft + 1}) x limit ${farDaysLeft + 1}) f) > ${farDaysLeft} as far`.execute(trx)
  ).rows;
  if (!work || !(work.unfold || work.past || work.far)) return;
  await lockFigures(trx, tenantId, 'exclusive');
  // Months the horizon reached: their parked days back to stock_value_days, their spans gone.
  await sql`
    with back as (
      delete from stock_value_folds
      where span_start > ${PAST_SPAN}::date and span_start <= ${cuts.horizon}::date
      returning warehouse_id, expiration_date, quantity, value
    ), spans as (
      delete from stock_value_spans where span_start > ${PAST_SPAN}::date and span_start <= ${cuts.horizon}::date
    )
    insert into stock_value_days (tenant_id, warehouse_id, expiration_date, quantity, value)
    select ${tenantId}::uuid, warehouse_id, expiration_date, sum(quantity), sum(value) from back
    group by 2, 3
    order by 2, 3
    on conflict (tenant_id, warehouse_id, expiration_date) do update
      set quantity = stock_value_days.quantity + excluded.quantity, value = stock_value_days.value + excluded.value`.execute(
    trx,
  );
  // The days before yesterday and beyond the line parked under their spans (empty rows just go).
  await sql`
    with moved as (
      delete from stock_value_days
      where expiration_date < ${past} or (expiration_date >= ${line} and expiration_date < 'infinity'::date)
      returning warehouse_id, expiration_date, quantity, value,
        case when expiration_date < ${past} then ${PAST_SPAN}::date
             else date_trunc('month', expiration_date::timestamp)::date end as span_start
    ), parked as (
      insert into stock_value_folds (tenant_id, warehouse_id, span_start, expiration_date, quantity, value)
      select ${tenantId}::uuid, warehouse_id, span_start, expiration_date, quantity, value from moved
      where quantity <> 0 or value <> 0
      order by 2, 3, 4
      on conflict (tenant_id, warehouse_id, span_start, expiration_date) do update
        set quantity = stock_value_folds.quantity + excluded.quantity,
            value = stock_value_folds.value + excluded.value
    )
    insert into stock_value_spans (tenant_id, warehouse_id, span_start, quantity, value)
    select ${tenantId}::uuid, warehouse_id, span_start, sum(quantity), sum(value) from moved
    group by 2, 3
    order by 2, 3
    on conflict (tenant_id, warehouse_id, span_start) do update
      set quantity = stock_value_spans.quantity + excluded.quantity, value = stock_value_spans.value + excluded.value`.execute(
    trx,
  );
}

/** After a zone change's rebuild of every day row (under its exclusive lock): nothing parked any more. */
export async function clearValueSpans(trx: Kysely<Schema>): Promise<void> {
  await sql`delete from stock_value_folds`.execute(trx);
  await sql`delete from stock_value_spans`.execute(trx);
}
