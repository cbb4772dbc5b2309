import { randomUUID } from 'node:crypto';
import { newId, newStamp } from '../src/db/ids.ts';
import type { RawSession } from './bench-database.ts';

export interface ContestedStock {
  tenantId: string;
  userId: string;
  warehouseId: string;
  /** The sale's lines: SKU and count, served FEFO from the warehouse. */
  lines: { skuId: string; count: number; price: number }[];
}

interface LockedRow {
  sku_id: string;
  batch_id: string;
  batch_number: string;
  quantity: string;
  cost: string;
  expiration_time: Date | null;
}

const counter = `insert into number_counters (tenant_id, scope, day, value) values ($1, $2, to_char(now(), 'YYYYMMDD'), 1)
  on conflict (tenant_id, scope, day) do update set value = number_counters.value + 1 returning value`;
const audit = `insert into audit_logs (tenant_id, id, user_id, user_name, time, entity_name, entity_id, action, changed_fields)
  values ($1, $2, $3, 'admin', now(), $4, $5, $6, '{}')`;

interface Taken {
  row: LockedRow;
  count: number;
}

function fefo(rows: readonly LockedRow[], skuId: string, count: number): Taken[] {
  const candidates = rows
    .filter((r) => r.sku_id === skuId && Number(r.quantity) > 0)
    .sort((a, b) => (a.expiration_time?.getTime() ?? Infinity) - (b.expiration_time?.getTime() ?? Infinity));
  const taken: Taken[] = [];
  let left = count;
  for (const row of candidates) {
    if (left <= 0) break;
    const take = Math.min(left, Number(row.quantity));
    taken.push({ row, count: take });
    left -= take;
  }
  if (left > 0) throw new Error('shortage');
  return taken;
}

/**
 * The writes and locks of one sell submit with an out-stock invoice, as plain SQL in the caller's transaction
 * (role and tenant already set): the two number counters, the sale and its lines, the balance rows locked
 * FOR UPDATE in the server's order, FEFO, balances down, ledger rows, the finished warehouse Out with one line
 * per batch, the sale lines' delivery, the sale finished, three audit rows, then the dashboard's figures (stock,
 * then the sales trend).
 */
export async function rawSellSubmit(session: RawSession, stock: ContestedStock): Promise<void> {
  const t = stock.tenantId;
  const saleId = newId();
  const outId = newId();
  const [so] = await session.query<{ value: number }>(counter, [t, 'SO']);
  const total = stock.lines.reduce((sum, l) => sum + l.count * l.price, 0);
  await session.query(
    `insert into sell_invoices (tenant_id, id, number, state, total_price, content, submit_time, concurrency_stamp,
                                creation_time, creator_id, creator_name)
     values ($1, $2, 'SO-RAW-' || $3, 1, $4, 'raw', now(), $5, now(), $6, 'admin')`,
    [t, saleId, `${so?.value}-${randomUUID().slice(0, 8)}`, total, newStamp(), stock.userId],
  );
  const lineIds = stock.lines.map(() => newId());
  for (const [i, line] of stock.lines.entries())
    await session.query(
      `insert into sell_invoice_items (tenant_id, id, invoice_id, line_no, sku_id, count, price, warehouse_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [t, lineIds[i], saleId, i, line.skuId, line.count, line.price, stock.warehouseId],
    );
  await session.query(audit, [t, newId(), stock.userId, 'SellInvoice', saleId, 'Created']);
  const [out] = await session.query<{ value: number }>(counter, [t, 'OUT']);
  const rows = await session.query<LockedRow>(
    `select sb.sku_id, sb.batch_id, b.batch_number, sb.quantity, b.cost, b.expiration_time
     from stock_balances sb join batches b on b.tenant_id = sb.tenant_id and b.id = sb.batch_id
     where sb.sku_id = any($1::uuid[]) and sb.warehouse_id = $2
     order by sb.warehouse_id, sb.sku_id, sb.batch_id for update of sb`,
    [stock.lines.map((l) => l.skuId), stock.warehouseId],
  );
  await session.query(
    `insert into warehouse_invoices (tenant_id, id, number, stock_type, type, state, warehouse_id, content,
                                     line_count, total_count, submit_time, concurrency_stamp, creation_time,
                                     creator_id, creator_name)
     values ($1, $2, 'OUT-RAW-' || $3, 1, 2, 2, $4, 'raw', $5, $6, now(), $7, now(), $8, 'admin')`,
    [
      t,
      outId,
      `${out?.value}-${randomUUID().slice(0, 8)}`,
      stock.warehouseId,
      stock.lines.length,
      stock.lines.reduce((sum, l) => sum + l.count, 0),
      newStamp(),
      stock.userId,
    ],
  );
  let lineNo = 0;
  const changed: Taken[] = [];
  for (const [i, line] of stock.lines.entries()) {
    const taken = fefo(rows, line.skuId, line.count);
    changed.push(...taken);
    for (const { row, count } of taken) {
      const itemId = newId();
      await session.query(
        `update stock_balances set quantity = quantity - $1, last_movement_time = now()
         where warehouse_id = $2 and sku_id = $3 and batch_id = $4`,
        [count, stock.warehouseId, row.sku_id, row.batch_id],
      );
      await session.query(
        `insert into warehouse_invoice_items (tenant_id, id, invoice_id, line_no, item_id, sku_id, count,
                                              batch_number, batch_id)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [t, itemId, outId, lineNo++, lineIds[i], row.sku_id, count, row.batch_number, row.batch_id],
      );
      await session.query(
        `insert into stock_movements (tenant_id, id, time, sku_id, warehouse_id, batch_id, quantity, document_kind,
                                      document_id, document_line_id, creator_id)
         values ($1, $2, now(), $3, $4, $5, $6, 'warehouse', $7, $8, $9)`,
        [t, newId(), row.sku_id, stock.warehouseId, row.batch_id, -count, outId, itemId, stock.userId],
      );
    }
    const cost = taken.reduce((sum, x) => sum + x.count * Number(x.row.cost), 0);
    await session.query(
      `update sell_invoice_items set out_count = count, cost = $1, sell_batch_number = $2 where id = $3`,
      [cost.toFixed(2), taken.map((x) => x.row.batch_number).join(', '), lineIds[i]],
    );
  }
  await session.query(
    `update sell_invoices set state = 2, total_cost = (select coalesce(sum(cost), 0) from sell_invoice_items
       where invoice_id = $1), concurrency_stamp = $2, last_modification_time = now() where id = $1`,
    [saleId, newStamp()],
  );
  await session.query(audit, [t, newId(), stock.userId, 'WarehouseInvoice', outId, 'Created']);
  await session.query(audit, [t, newId(), stock.userId, 'SellInvoice', saleId, 'Updated']);
  const zone = await dashboardFigures(session, stock, changed);
  await salesFigures(session, t, saleId, zone);
}

/**
 * The dashboard's sales trend at the transaction's end, as the server writes it (ADR 031, after the stock figures,
 * under the same lock and zone): the sale and its lines per SKU read again, then one upsert per table in key order.
 */
async function salesFigures(session: RawSession, t: string, saleId: string, zone: string) {
  // One read, as the server's: the header on each of its SKUs' rows.
  const rows = await session.query<{
    week: string;
    total_price: string;
    total_cost: string;
    sku_id: string;
    lines: string;
    count: string;
    revenue: string;
    cost: string;
  }>(
    `select date_trunc('week', coalesce(si.sell_time, si.submit_time) at time zone $2)::date::text as week,
            si.total_price, si.total_cost, li.*
     from sell_invoices si
     join lateral (
       select l.sku_id, count(*) as lines, sum(l.count) as count, sum(round(l.count * l.price, 2)) as revenue,
              sum(coalesce(l.cost, 0)) as cost
       from sell_invoice_items l where l.tenant_id = si.tenant_id and l.invoice_id = si.id group by l.sku_id
     ) li on true
     where si.id = $1 order by li.sku_id`,
    [saleId, zone],
  );
  const sale = rows[0];
  const lines = rows;
  if (!sale) return;
  // As the server (ADR 046, 052): the weekly row, the week × SKU rows, then the 12 windows containing the week, in
  // one statement.
  await session.query(
    `with week_row as (
       insert into sales_weeks (tenant_id, week_start, sales, revenue, cost) values ($1, $2, 1, $8, $9)
       on conflict (tenant_id, week_start) do update set sales = sales_weeks.sales + 1,
         revenue = sales_weeks.revenue + excluded.revenue, cost = sales_weeks.cost + excluded.cost
       returning 1
     ), x as (
       select * from unnest($3::uuid[], $4::bigint[], $5::numeric[], $6::numeric[], $7::numeric[]) as x(s, l, c, r, k)
     ), weeks as (
       insert into sales_week_skus (tenant_id, week_start, sku_id, lines, count, revenue, cost)
       select $1, $2, s, l, c, r, k from x where (select count(*) from week_row) >= 0 order by s
       on conflict (tenant_id, week_start, sku_id) do update
         set lines = sales_week_skus.lines + excluded.lines, count = sales_week_skus.count + excluded.count,
             revenue = sales_week_skus.revenue + excluded.revenue, cost = sales_week_skus.cost + excluded.cost
       returning 1
     )
     insert into sales_window_skus (tenant_id, window_end, sku_id, lines, count, revenue, cost)
     select $1, $2::date + 7 * w, s, l, c, r, k from x cross join generate_series(0, 11) as w
     where (select count(*) from weeks) >= 0
     order by 2, 3
     on conflict (tenant_id, window_end, sku_id) do update
       set lines = sales_window_skus.lines + excluded.lines, count = sales_window_skus.count + excluded.count,
           revenue = sales_window_skus.revenue + excluded.revenue, cost = sales_window_skus.cost + excluded.cost`,
    [
      t,
      sale.week,
      lines.map((l) => l.sku_id),
      lines.map((l) => l.lines),
      lines.map((l) => l.count),
      lines.map((l) => l.revenue),
      lines.map((l) => l.cost),
      sale.total_price,
      sale.total_cost,
    ],
  );
}

/**
 * The dashboard's figures at the transaction's end, as the server writes them (ADR 031): the tenant's figures
 * lock shared, the zone and the batches read again, then one upsert per table in key order.
 */
async function dashboardFigures(
  session: RawSession,
  stock: ContestedStock,
  changed: readonly Taken[],
): Promise<string> {
  const t = stock.tenantId;
  await session.query('select pg_advisory_xact_lock_shared(31, hashtext($1))', [t]);
  const [zone] = await session.query<{ value: string }>(
    `select value from settings where name = 'Abp.Timing.TimeZone'`,
  );
  const batches = await session.query<{ id: string; cost: string; date: string | null }>(
    `select id, cost, (expiration_time at time zone $2)::date::text as date from batches where id = any($1::uuid[])`,
    [changed.map((c) => c.row.batch_id), zone?.value ?? 'UTC'],
  );
  const days = new Map<string, { quantity: number; value: number }>();
  const skus = new Map<string, number>();
  for (const { row, count } of changed) {
    const batch = batches.find((b) => b.id === row.batch_id);
    const cents = (q: number) => Math.round(q * Number(batch?.cost ?? 0) * 100);
    const day = days.get(batch?.date ?? 'infinity') ?? { quantity: 0, value: 0 };
    const before = Number(row.quantity);
    day.quantity -= count;
    day.value += cents(before - count) - cents(before);
    days.set(batch?.date ?? 'infinity', day);
    skus.set(row.sku_id, (skus.get(row.sku_id) ?? 0) - count);
  }
  const dayRows = [...days.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
  await session.query(
    `insert into stock_value_days (tenant_id, warehouse_id, expiration_date, quantity, value)
     select $1, $2, d, q, v / 100.0 from unnest($3::date[], $4::numeric[], $5::numeric[]) as x(d, q, v)
     on conflict (tenant_id, warehouse_id, expiration_date) do update
       set quantity = stock_value_days.quantity + excluded.quantity, value = stock_value_days.value + excluded.value`,
    [
      t,
      stock.warehouseId,
      dayRows.map(([d]) => d),
      dayRows.map(([, r]) => r.quantity),
      dayRows.map(([, r]) => r.value),
    ],
  );
  const skuRows = [...skus.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
  await session.query(
    `insert into stock_sku_totals (tenant_id, sku_id, warehouse_id, quantity)
     select $1, s, $2, q from unnest($3::uuid[], $4::numeric[]) as x(s, q)
     on conflict (tenant_id, sku_id, warehouse_id) do update
       set quantity = stock_sku_totals.quantity + excluded.quantity`,
    [t, stock.warehouseId, skuRows.map(([s]) => s), skuRows.map(([, q]) => q)],
  );
  return zone?.value ?? 'UTC';
}
