/**
 * The dashboard's maintained stock figures (ADR 031) built in bulk from the generated balances, as the server keeps
 * them: held quantity and value (each balance rounded to the cent) per warehouse and expiration date in the
 * tenant's zone ('infinity' when undated), held quantity per SKU and warehouse.
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
  `insert into stock_sku_totals (tenant_id, sku_id, warehouse_id, quantity)
   select tenant_id, sku_id, warehouse_id, sum(quantity) from stock_balances where quantity > 0 group by 1, 2, 3`,
];
