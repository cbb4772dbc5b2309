import { fillSalesWindowsSql } from '../../src/modules/dashboard/sales-figures.repository.ts';

/** The tenant's zone, as the server reads it ('UTC' without the setting). */
const zone = `coalesce((select s.value from settings s where s.name = 'Abp.Timing.TimeZone'), 'UTC')`;
/** A submitted sale's ISO week (Monday's date) of its sale time, else its submit time, in the tenant's zone. */
const week = `date_trunc('week', coalesce(si.sell_time, si.submit_time) at time zone ${zone})::date`;
const submitted = `si.state in (1, 2) and coalesce(si.sell_time, si.submit_time) is not null`;

/**
 * The dashboard's maintained figures (ADR 031) built in bulk from the generated balances and sales, as the server
 * keeps them: held quantity and value (each balance rounded to the cent) per warehouse and expiration date in the
 * tenant's zone ('infinity' when undated), held quantity per SKU and warehouse; the submitted sales per ISO week
 * (count, Σ total price, Σ total cost) and their lines per week and SKU (migration 0630's sums).
 */
export const figuresSql = [
  `insert into stock_value_days (tenant_id, warehouse_id, expiration_date, quantity, value)
   select sb.tenant_id, sb.warehouse_id,
          coalesce((b.expiration_time at time zone coalesce(
            (select s.value from settings s where s.name = 'Abp.Timing.TimeZone'), 'UTC'))::date, 'infinity'::date),
          sum(sb.quantity), sum(round(sb.quantity * b.cost, 2))
   from stock_balances sb join batches b on b.tenant_id = sb.tenant_id and b.id = sb.batch_id
   where sb.quantity > 0
   group by 1, 2, 3`,
  // With the earliest held expiration (migration 0730, ADR 058).
  `insert into stock_sku_totals (tenant_id, sku_id, warehouse_id, quantity, earliest_expiration)
   select tenant_id, sku_id, warehouse_id, sum(quantity), min(expiration_time)
   from stock_balances where quantity > 0 group by 1, 2, 3`,
  `insert into sales_weeks (tenant_id, week_start, sales, revenue, cost)
   select si.tenant_id, ${week}, count(*), sum(si.total_price), sum(si.total_cost)
   from sell_invoices si
   where ${submitted}
   group by 1, 2`,
  `insert into sales_week_skus (tenant_id, week_start, sku_id, lines, count, revenue, cost)
   select si.tenant_id, ${week}, li.sku_id, count(*), sum(li.count), sum(round(li.count * li.price, 2)),
          sum(coalesce(li.cost, 0))
   from sell_invoices si join sell_invoice_items li on li.tenant_id = si.tenant_id and li.invoice_id = si.id
   where ${submitted}
   group by 1, 2, 3`,
  // ADR 046: each week × SKU row in the 12 windows that contain it (the server's rebuild runs the same statement).
  fillSalesWindowsSql,
];
