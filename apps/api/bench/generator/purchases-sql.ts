import { tenant } from './master-data-sql.ts';
import { plan, type TenantSize } from './sizes.ts';

/** The timeline every generated document lives on: one year ending a day before the run. */
export interface Timeline {
  /** ISO instant of the first purchase. */
  readonly start: string;
  readonly spanSeconds: number;
}

export const admin = `(select id from users where normalized_user_name = 'ADMIN')`;

/**
 * Batches (one per received purchase line), the purchases (received ones Finished, the rest Draft/Processing/
 * Discarded), the warehouse Ins (type Purchase) that received them and their + movements. Purchase p goes to
 * warehouse (p / 5) mod 10, so 25 consecutive batches share a warehouse and a Move can take 5 of them.
 */
export function purchasesSql(size: TenantSize, time: Timeline): string[] {
  const { receivedPurchases: P, openPurchases: X } = plan(size);
  const nonKits = size.skus - size.kits;
  const step = time.spanSeconds / P;
  const start = `'${time.start}'::timestamptz`;
  return [
    `create temp table g_batch on commit drop as
     select x.*, pg_temp.v7(x.t) as id, pg_temp.v7(x.t - interval '1 hour') as pline_id,
            pg_temp.v7(x.t) as item_id, pg_temp.v7(x.t) as mv_id,
            x.t - make_interval(days => x.age) as produced,
            x.t - make_interval(days => x.age) + make_interval(days => x.shelf) as exp,
            'B' || to_char(x.t, 'YYYYMMDD') || '-' || lpad(x.b::text, 6, '0') as number,
            s.id as sku_id, round(s.cost * (0.9 + x.markup / 100.0), 4) as cost, wh.id as wid
     from (
       select b, b / 5 as p, b % 5 as line, (b / 25) % ${size.warehouses} as w,
              ((b::bigint * 7919 + b / 900) % ${nonKits})::int as sku_i,
              ${start} + (b / 5) * ${step} * interval '1 second' + interval '1 hour' as t,
              (array[30, 90, 180, 365, 730, null])[1 + pg_temp.h(b, 11) % 6] as shelf,
              (1000 + pg_temp.h(b, 12) % 1000)::numeric as qty,
              (pg_temp.h(b, 13) % 10)::int as age, pg_temp.h(b, 14) % 20 as markup
       from generate_series(0, ${size.batches - 1}) b
     ) x join g_sku s on s.i = x.sku_i join g_wh wh on wh.i = x.w`,
    `create unique index on g_batch (b)`,
    `create index on g_batch (w, t)`,
    `create index on g_batch (w, sku_i, exp)`,
    `analyze g_batch`,
    `create temp table g_purchase on commit drop as
     select q.*, pg_temp.v7(q.t) as id, pg_temp.v7(q.t + interval '1 hour') as wi_id,
            'PO-' || to_char(q.t, 'YYYYMMDD') || '-' || lpad((q.p + 1)::text, 6, '0') as number,
            'IN-' || to_char(q.t + interval '1 hour', 'YYYYMMDD') || '-' || lpad((q.p + 1)::text, 6, '0') as wi_number
     from (
       select p, ${start} + p * ${step} * interval '1 second' as t, 2 as state, (p / 5) % ${size.warehouses} as w,
              pg_temp.h(p, 21) % ${size.suppliers} as supplier_i
       from generate_series(0, ${P - 1}) p
       union all
       select p, ${start} + pg_temp.h(p, 22) % ${time.spanSeconds} * interval '1 second', (array[0, 1, 3])[1 + p % 3],
              null, pg_temp.h(p, 21) % ${size.suppliers}
       from generate_series(${P}, ${P + X - 1}) p
     ) q`,
    `create unique index on g_purchase (p)`,
    `create temp table g_pline on commit drop as
     select b.p, b.line, b.pline_id as id, b.sku_id, b.qty as count, b.cost as price, b.number as batch_number,
            b.produced, b.shelf, b.exp, b.qty as in_stock, b.t - interval '1 hour' as t
     from g_batch b
     union all
     select p.p, l, pg_temp.v7(p.t), s.id, (10 + pg_temp.h(p.p * 5 + l, 23) % 500)::numeric, s.cost, null,
            null::timestamptz, null::int, null::timestamptz, 0::numeric, p.t
     from g_purchase p cross join generate_series(0, 4) l
     join g_sku s on s.i = pg_temp.h(p.p * 5 + l, 24) % ${nonKits}
     where p.p >= ${P}`,
    `create temp table g_ptotal on commit drop as
     select l.p, round(sum(l.count * l.price), 2) as total, sum(l.count) as quantity,
            string_agg(s.name || ' ×' || l.count, ', ' order by l.line) as content
     from g_pline l join g_sku s on s.id = l.sku_id group by l.p`,
    `insert into purchase_invoices (tenant_id, id, number, state, supplier_id, purchase_time, total_price, content,
                                    submit_time, concurrency_stamp, creation_time, creator_id, creator_name)
     select ${tenant}, p.id, p.number, p.state, sup.id, p.t, tot.total, tot.content,
            case when p.state in (1, 2) then p.t end, pg_temp.stamp(), p.t, ${admin}, 'admin'
     from g_purchase p join g_sup sup on sup.i = p.supplier_i join g_ptotal tot on tot.p = p.p`,
    `insert into purchase_invoice_items (tenant_id, id, invoice_id, line_no, sku_id, count, price, batch_number,
                                         parturition_time, expiration_day, expiration_time, in_stock_count,
                                         creation_time)
     select ${tenant}, l.id, p.id, l.line, l.sku_id, l.count, l.price, l.batch_number, l.produced, l.shelf, l.exp,
            l.in_stock, l.t
     from g_pline l join g_purchase p on p.p = l.p`,
    `insert into batches (tenant_id, id, sku_id, batch_number, produced_time, expiration_day, expiration_time, cost,
                          in_quantity, stock_in_time, creator_id)
     select ${tenant}, id, sku_id, number, produced, shelf, exp, cost, qty, t, ${admin} from g_batch`,
    `insert into warehouse_invoices (tenant_id, id, number, stock_type, type, state, warehouse_id, content,
                                     line_count, total_count, remarks, submit_time, concurrency_stamp,
                                     creation_time, creator_id, creator_name)
     select ${tenant}, p.wi_id, p.wi_number, 0, 3, 2, wh.id, tot.content, 5, tot.quantity, p.number,
            p.t + interval '1 hour', pg_temp.stamp(), p.t + interval '1 hour', ${admin}, 'admin'
     from g_purchase p join g_wh wh on wh.i = p.w join g_ptotal tot on tot.p = p.p
     where p.p < ${P}`,
    `insert into warehouse_invoice_items (tenant_id, id, invoice_id, line_no, item_id, sku_id, count, batch_number,
                                          batch_id, parturition_time, expiration_day, expiration_time)
     select ${tenant}, b.item_id, p.wi_id, b.line, b.pline_id, b.sku_id, b.qty, b.number, b.id, b.produced,
            b.shelf, b.exp
     from g_batch b join g_purchase p on p.p = b.p`,
    `insert into stock_movements (tenant_id, id, time, sku_id, warehouse_id, batch_id, quantity, document_kind,
                                  document_id, document_line_id, creator_id)
     select ${tenant}, b.mv_id, b.t, b.sku_id, b.wid, b.id, b.qty, 'warehouse', p.wi_id, b.item_id, ${admin}
     from g_batch b join g_purchase p on p.p = b.p`,
  ];
}
