import { tenant } from './master-data-sql.ts';
import { admin, type Timeline } from './purchases-sql.ts';
import { plan, type TenantSize } from './sizes.ts';

/**
 * The last group of 25 batches warehouse `w` had fully received before `t` (groups go round the warehouses;
 * batch b is received at start + (b / 5)·step + 1 h).
 */
const topGroup = (time: Timeline, step: number, warehouses: number, t: string, w: string) => {
  const received = `(floor((extract(epoch from ${t}) - extract(epoch from '${time.start}'::timestamptz) - 3600) / ${step})::int / 5)`;
  return `(${received} - 1 - ((${received} - 1 - ${w}) % ${warehouses} + ${warehouses}) % ${warehouses})`;
};

const number = (prefix: string, time: string, index: string) =>
  `'${prefix}-' || to_char(${time}, 'YYYYMMDD') || '-' || lpad((${index})::text, 6, '0')`;

/**
 * Moves: batches 25m+2, +7, +12, +17, +22 (one warehouse) go partly to the next warehouse, half a purchase
 * interval after the last of them arrived. 100–199 of ≥ 1000 received: the source can never go negative.
 */
export function movesSql(size: TenantSize, time: Timeline): string[] {
  const { receivedPurchases: P } = plan(size);
  const step = time.spanSeconds / P;
  return [
    `create temp table g_move on commit drop as
     select m.*, pg_temp.v7(m.t) as item_id, pg_temp.v7(m.t) as out_id, pg_temp.v7(m.t) as in_id
     from (
       select b.b, b.b / 25 as m, (b.b % 25) / 5 as line, b.wid, w2.id as wid2, b.id as batch_id, b.sku_id,
              b.number, b.produced, b.shelf, b.exp, (100 + pg_temp.h(b.b, 31) % 100)::numeric as q,
              '${time.start}'::timestamptz + ((b.b / 25) * 5 + 4.5) * ${step} * interval '1 second'
                + interval '1 hour' as t
       from g_batch b join g_wh w2 on w2.i = (b.w + 1) % ${size.warehouses}
       where b.b % 5 = 2
     ) m`,
    `create temp table g_movedoc on commit drop as
     select m, min(t) as t, min(wid::text)::uuid as wid, min(wid2::text)::uuid as wid2, sum(q) as quantity,
            pg_temp.v7(min(t)) as id, ${number('MV', 'min(t)', 'm + 1')} as number,
            string_agg(s.name || ' ×' || q, ', ' order by line) as content
     from g_move join g_sku s on s.id = g_move.sku_id group by m`,
    `insert into warehouse_invoices (tenant_id, id, number, stock_type, type, state, warehouse_id,
                                     move_to_warehouse_id, content, line_count, total_count, submit_time,
                                     concurrency_stamp, creation_time, creator_id, creator_name)
     select ${tenant}, id, number, 2, 0, 2, wid, wid2, content, 5, quantity, t, pg_temp.stamp(), t, ${admin}, 'admin'
     from g_movedoc`,
    `insert into warehouse_invoice_items (tenant_id, id, invoice_id, line_no, sku_id, count, batch_number, batch_id,
                                          correlation_batch_number, parturition_time, expiration_day,
                                          expiration_time)
     select ${tenant}, v.item_id, d.id, v.line, v.sku_id, v.q, v.number, v.batch_id, v.number, v.produced, v.shelf,
            v.exp
     from g_move v join g_movedoc d on d.m = v.m`,
    `insert into stock_movements (tenant_id, id, time, sku_id, warehouse_id, batch_id, quantity, document_kind,
                                  document_id, document_line_id, correlation_batch_number, creator_id)
     select ${tenant}, v.out_id, v.t, v.sku_id, v.wid, v.batch_id, -v.q, 'warehouse', d.id, v.item_id, null, ${admin}
     from g_move v join g_movedoc d on d.m = v.m
     union all
     select ${tenant}, v.in_id, v.t, v.sku_id, v.wid2, v.batch_id, v.q, 'warehouse', d.id, v.item_id, v.number,
            ${admin}
     from g_move v join g_movedoc d on d.m = v.m`,
  ];
}

/**
 * Sales from 30 % of the year on, each in one warehouse: up to 8 lines for SKUs recently received there, each
 * served FEFO by 1–4 unexpired batches (1–10 units each), delivered by a warehouse Out of type Sale whose lines
 * are one per batch. Then open sales (Draft / Processing / Discarded) without stock.
 */
export function salesSql(size: TenantSize, time: Timeline): string[] {
  const { deliveredSales: S, openSales: XS, receivedPurchases: P } = plan(size);
  const top = topGroup(time, time.spanSeconds / P, size.warehouses, 'a.t', 'a.w');
  const nonKits = size.skus - size.kits;
  const start = `'${time.start}'::timestamptz`;
  return [
    `create temp table g_sale on commit drop as
     select x.*, pg_temp.v7(x.t) as id, pg_temp.v7(x.t) as wi_id, wh.id as wid,
            ${number('SO', 'x.t', 'x.k + 1')} as number, ${number('OUT', 'x.t', 'x.k + 1')} as wi_number,
            (array['Online', 'Retail', 'Wholesale', '门店'])[1 + pg_temp.h(x.k, 41) % 4] as channel
     from (
       select k, ${start} + (0.3 + 0.7 * (k + 0.5) / ${S}) * ${time.spanSeconds} * interval '1 second' as t,
              k % ${size.warehouses} as w
       from generate_series(0, ${S - 1}) k
     ) x join g_wh wh on wh.i = x.w`,
    `create temp table g_sline on commit drop as
     select y.k, (row_number() over (partition by y.k order by y.slot) - 1)::int as line_no, y.sku_i,
            s.id as sku_id, round(s.cost * 1.4, 4) as price, pg_temp.v7(y.t) as id, y.t, y.w
     from (
       select distinct on (a.k, x.sku_i) a.k, a.slot, a.t, a.w, x.sku_i
       from (select g.k, g.t, g.w, slot from g_sale g cross join generate_series(0, 7) slot) a
       join g_batch x on x.b = 25 * greatest(${top} - ${size.warehouses} * (pg_temp.h(a.k * 8 + a.slot, 42) % 2), ${top} % ${size.warehouses})
                              + pg_temp.h(a.k * 8 + a.slot, 49) % 25
       order by a.k, x.sku_i, a.slot
     ) y join g_sku s on s.i = y.sku_i`,
    `create temp table g_smove on commit drop as
     select l.k, l.line_no, l.id as line_id, l.t, x.rn, x.id as batch_id, x.number, x.cost, x.produced, x.shelf,
            x.exp, x.sku_id, x.wid, pg_temp.v7(l.t) as item_id, pg_temp.v7(l.t) as mv_id,
            (1 + pg_temp.h(l.k * 64 + l.line_no * 8 + x.rn, 43) % 10)::numeric as q
     from g_sline l cross join lateral (
       select gb.*, row_number() over (order by gb.exp nulls last, gb.b) as rn from g_batch gb
       where gb.w = l.w and gb.sku_i = l.sku_i and gb.t < l.t and (gb.exp is null or gb.exp > l.t)
       order by gb.exp nulls last, gb.b limit 1 + pg_temp.h(l.k * 8 + l.line_no, 44) % 4
     ) x`,
    `create temp table g_sline_total on commit drop as
     select k, line_no, sum(q) as count, round(sum(q * cost), 2) as cost,
            string_agg(number, ', ' order by rn) as batches
     from g_smove group by k, line_no`,
    `create temp table g_sale_total on commit drop as
     select l.k, count(*) as lines, sum(t.count) as quantity, round(sum(t.count * l.price), 2) as price,
            sum(t.cost) as cost, string_agg(s.name || ' ×' || t.count, ', ' order by l.line_no) as content
     from g_sline l join g_sline_total t on t.k = l.k and t.line_no = l.line_no join g_sku s on s.i = l.sku_i
     group by l.k`,
    `insert into sell_invoices (tenant_id, id, number, state, marketing_channel, sell_time, total_price, total_cost,
                                discounts_price, content, submit_time, concurrency_stamp, creation_time,
                                creator_id, creator_name)
     select ${tenant}, g.id, g.number, 2, g.channel, g.t, t.price, t.cost, 0, t.content, g.t, pg_temp.stamp(), g.t,
            ${admin}, 'admin'
     from g_sale g join g_sale_total t on t.k = g.k`,
    `insert into sell_invoice_items (tenant_id, id, invoice_id, line_no, sku_id, count, price, cost,
                                     sell_batch_number, warehouse_id, marketing_channel, out_count, creation_time)
     select ${tenant}, l.id, g.id, l.line_no, l.sku_id, t.count, l.price, t.cost, t.batches, g.wid, g.channel,
            t.count, l.t
     from g_sline l join g_sline_total t on t.k = l.k and t.line_no = l.line_no join g_sale g on g.k = l.k`,
    `insert into warehouse_invoices (tenant_id, id, number, stock_type, type, state, warehouse_id, content,
                                     line_count, total_count, remarks, submit_time, concurrency_stamp,
                                     creation_time, creator_id, creator_name)
     select ${tenant}, g.wi_id, g.wi_number, 1, 2, 2, g.wid, t.content, t.lines, t.quantity, g.number, g.t,
            pg_temp.stamp(), g.t, ${admin}, 'admin'
     from g_sale g join g_sale_total t on t.k = g.k`,
    `insert into warehouse_invoice_items (tenant_id, id, invoice_id, line_no, item_id, sku_id, count, batch_number,
                                          batch_id, parturition_time, expiration_day, expiration_time)
     select ${tenant}, m.item_id, g.wi_id, (row_number() over (partition by m.k order by m.line_no, m.rn) - 1)::int,
            m.line_id, m.sku_id, m.q, m.number, m.batch_id, m.produced, m.shelf, m.exp
     from g_smove m join g_sale g on g.k = m.k`,
    `insert into stock_movements (tenant_id, id, time, sku_id, warehouse_id, batch_id, quantity, document_kind,
                                  document_id, document_line_id, creator_id)
     select ${tenant}, m.mv_id, m.t, m.sku_id, m.wid, m.batch_id, -m.q, 'warehouse', g.wi_id, m.item_id, ${admin}
     from g_smove m join g_sale g on g.k = m.k`,
    `create temp table g_osale on commit drop as
     select x.*, pg_temp.v7(x.t) as id, ${number('SO', 'x.t', 'x.k + 1')} as number
     from (
       select k, ${start} + pg_temp.h(k, 45) % ${time.spanSeconds} * interval '1 second' as t,
              (array[0, 1, 3])[1 + k % 3] as state
       from generate_series(${S}, ${S + XS - 1}) k
     ) x`,
    `create temp table g_osline on commit drop as
     select o.k, l as line_no, pg_temp.v7(o.t) as id, s.id as sku_id, s.name, o.t,
            (1 + pg_temp.h(o.k * 8 + l, 46) % 20)::numeric as count, round(s.cost * 1.4, 4) as price
     from g_osale o cross join generate_series(0, 4) l
     join g_sku s on s.i = pg_temp.h(o.k * 8 + l, 47) % ${nonKits}
     where l <= pg_temp.h(o.k, 48) % 5`,
    `insert into sell_invoices (tenant_id, id, number, state, marketing_channel, sell_time, total_price,
                                discounts_price, content, submit_time, concurrency_stamp, creation_time,
                                creator_id, creator_name)
     select ${tenant}, o.id, o.number, o.state, 'Online', o.t, t.price, 0, t.content,
            case when o.state = 1 then o.t end, pg_temp.stamp(), o.t, ${admin}, 'admin'
     from g_osale o join (
       select k, round(sum(count * price), 2) as price, string_agg(name || ' ×' || count, ', ' order by line_no)
         as content
       from g_osline group by k
     ) t on t.k = o.k`,
    `insert into sell_invoice_items (tenant_id, id, invoice_id, line_no, sku_id, count, price, marketing_channel,
                                     creation_time)
     select ${tenant}, l.id, o.id, l.line_no, l.sku_id, l.count, l.price, 'Online', l.t
     from g_osline l join g_osale o on o.k = l.k`,
  ];
}

/**
 * Write-offs (warehouse Out, type Other) from 35 % of the year on, one unit per line from one of the 25 batches
 * last received in their warehouse, `remaining` lines in all: the ledger ends at exactly the planned size.
 */
export function writeOffsSql(size: TenantSize, time: Timeline, remaining: number): string[] {
  const { deliveredSales: S, writeOffs: D, receivedPurchases: P } = plan(size);
  const top = topGroup(time, time.spanSeconds / P, size.warehouses, 'x.t', 'x.w');
  const perDoc = Math.floor(remaining / D);
  const extra = remaining % D;
  return [
    `create temp table g_wo on commit drop as
     select x.*, pg_temp.v7(x.t) as id, wh.id as wid, ${number('OUT', 'x.t', `${S} + x.j + 1`)} as number,
            ${perDoc} + case when x.j < ${extra} then 1 else 0 end as n, ${top} as top
     from (
       select j, '${time.start}'::timestamptz + (0.35 + 0.65 * (j + 0.5) / ${D}) * ${time.spanSeconds}
                * interval '1 second' as t, j % ${size.warehouses} as w
       from generate_series(0, ${D - 1}) j
     ) x join g_wh wh on wh.i = x.w`,
    `create temp table g_wmove on commit drop as
     select o.j, l as line_no, o.t, o.id as wi_id, x.id as batch_id, x.sku_id, x.number, x.produced, x.shelf, x.exp,
            pg_temp.v7(o.t) as item_id, pg_temp.v7(o.t) as mv_id, o.wid
     from g_wo o cross join generate_series(0, ${perDoc}) l
     join g_batch x on x.b = 25 * o.top + pg_temp.h(o.j * 100000 + l, 51) % 25
     where l < o.n`,
    `insert into warehouse_invoices (tenant_id, id, number, stock_type, type, state, warehouse_id, content,
                                     line_count, total_count, remarks, submit_time, concurrency_stamp,
                                     creation_time, creator_id, creator_name)
     select ${tenant}, o.id, o.number, 1, 0, 2, o.wid, o.n || ' damaged units', o.n, o.n, 'Write-off', o.t,
            pg_temp.stamp(), o.t, ${admin}, 'admin'
     from g_wo o where o.n > 0`,
    `insert into warehouse_invoice_items (tenant_id, id, invoice_id, line_no, sku_id, count, batch_number, batch_id,
                                          parturition_time, expiration_day, expiration_time)
     select ${tenant}, item_id, wi_id, line_no, sku_id, 1, number, batch_id, produced, shelf, exp from g_wmove`,
    `insert into stock_movements (tenant_id, id, time, sku_id, warehouse_id, batch_id, quantity, document_kind,
                                  document_id, document_line_id, creator_id)
     select ${tenant}, mv_id, t, sku_id, wid, batch_id, -1, 'warehouse', wi_id, item_id, ${admin} from g_wmove`,
  ];
}

/**
 * Balances are derived from the ledger, so balance = Σ movements per (warehouse, SKU, batch) by construction. Each
 * carries its batch's expiration (migration 0660): the replica session turns off the trigger that copies it.
 */
export const balancesSql = [
  `insert into stock_balances (tenant_id, warehouse_id, sku_id, batch_id, quantity, last_movement_time,
                               expiration_time)
   select m.tenant_id, m.warehouse_id, m.sku_id, m.batch_id, m.quantity, m.time, b.expiration_time
   from (select tenant_id, warehouse_id, sku_id, batch_id, sum(quantity) as quantity, max(time) as time
         from stock_movements group by tenant_id, warehouse_id, sku_id, batch_id) m
   join batches b on b.tenant_id = m.tenant_id and b.id = m.batch_id`,
];
