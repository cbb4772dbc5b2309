import type { TenantSize } from './sizes.ts';

// Bulk SQL for the master data of one tenant, run inside its transaction (role inventory_app, RLS on): every row
// carries `current_setting('app.tenant_id')`, so a wrong tenant would fail the policy's WITH CHECK.

export const tenant = `current_setting('app.tenant_id')::uuid`;

/**
 * Session helpers: deterministic hashes (reproducible data) and time-ordered ids like the server's newId() (48-bit
 * ms, version 7, then md5 of a per-run salt and a session counter: gen_random_uuid() costs ~6 µs per call in
 * PGlite, five times this).
 */
export function helperFunctions(salt: string): string[] {
  return [
    `create temp sequence if not exists g_seq`,
    `create or replace function pg_temp.h(n bigint, salt int) returns bigint language sql immutable as
     $$ select (hashint8(n * 7919 + salt) & 2147483647)::bigint $$`,
    `create or replace function pg_temp.v7(t timestamptz) returns uuid language sql volatile as
     $$ select (lpad(to_hex((extract(epoch from t) * 1000)::bigint), 12, '0') || '7'
                || substr(md5('${salt}' || nextval('g_seq')::text), 1, 19))::uuid $$`,
    `create or replace function pg_temp.stamp() returns text language sql volatile as
     $$ select md5('${salt}s' || nextval('g_seq')::text) $$`,
  ];
}

const words = [
  'Apple',
  'Butter',
  'Cheese',
  'Flour',
  'Sugar',
  'Rice',
  'Noodle',
  'Tea',
  'Coffee',
  'Milk',
  'Yogurt',
  'Honey',
  'Olive Oil',
  'Vinegar',
  'Soy Sauce',
  'Pepper',
  'Salt',
  'Almond',
  'Walnut',
  'Raisin',
  'Oat',
  'Cocoa',
  'Jam',
  'Tofu',
  '绿茶',
  '大米',
  '酱油',
  '花生',
];
const qualities = [
  'Premium',
  'Organic',
  'Classic',
  'Family',
  'Fresh',
  'Mini',
  'Value',
  'Export',
  '精选',
  '特级',
];
const units = ['kg', 'pcs', 'box', 'bottle', 'bag', 'L'];

const textArray = (values: readonly string[]) =>
  `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ')}]`;

export function masterDataSql(size: TenantSize, start: string): string[] {
  const nonKits = size.skus - size.kits;
  return [
    `create temp table g_cat on commit drop as
     select i, pg_temp.v7('${start}'::timestamptz) as id,
            case when i < 20 then null else (i - 20) / 4 end as parent_i,
            case when i < 20 then lpad((i + 1)::text, 5, '0')
                 else lpad(((i - 20) / 4 + 1)::text, 5, '0') || '.' || lpad(((i - 20) % 4 + 1)::text, 5, '0') end
              as code,
            case when i < 20 then 'Category ' || lpad((i + 1)::text, 2, '0')
                 else 'Category ' || lpad(((i - 20) / 4 + 1)::text, 2, '0') || '-' || ((i - 20) % 4 + 1) end as name
     from generate_series(0, 99) i`,
    `insert into categories (tenant_id, id, parent_id, code, name, normalized_name, sort, concurrency_stamp,
                             creation_time)
     select ${tenant}, c.id, p.id, c.code, c.name, upper(c.name), c.i, pg_temp.stamp(), '${start}'
     from g_cat c left join g_cat p on p.i = c.parent_i where c.parent_i is null`,
    `insert into categories (tenant_id, id, parent_id, code, name, normalized_name, sort, concurrency_stamp,
                             creation_time)
     select ${tenant}, c.id, p.id, c.code, c.name, upper(c.name), c.i, pg_temp.stamp(), '${start}'
     from g_cat c join g_cat p on p.i = c.parent_i`,
    `create temp table g_wh on commit drop as
     select i, pg_temp.v7('${start}'::timestamptz) as id from generate_series(0, ${size.warehouses - 1}) i`,
    `insert into warehouses (tenant_id, id, name, normalized_name, address, concurrency_stamp, creation_time)
     select ${tenant}, id, 'Warehouse ' || lpad((i + 1)::text, 2, '0'), 'WAREHOUSE ' || lpad((i + 1)::text, 2, '0'),
            'Dock ' || (i + 1), pg_temp.stamp(), '${start}'
     from g_wh`,
    `create temp table g_sup on commit drop as
     select i, pg_temp.v7('${start}'::timestamptz) as id from generate_series(0, ${size.suppliers - 1}) i`,
    `insert into suppliers (tenant_id, id, name, normalized_name, contact, concurrency_stamp, creation_time)
     select ${tenant}, id, 'Supplier ' || lpad((i + 1)::text, 3, '0'), 'SUPPLIER ' || lpad((i + 1)::text, 3, '0'),
            'Contact ' || (i + 1), pg_temp.stamp(), '${start}'
     from g_sup`,
    `create temp table g_sku on commit drop as
     select i, pg_temp.v7('${start}'::timestamptz + i * interval '1 minute') as id,
            'SKU-' || lpad((i + 1)::text, 6, '0') as code,
            case when i >= ${nonKits} then 'Gift box ' else '' end
              || (${textArray(words)})[1 + pg_temp.h(i, 1) % ${words.length}] || ' '
              || (${textArray(qualities)})[1 + pg_temp.h(i, 2) % ${qualities.length}] || ' '
              || lpad(i::text, 4, '0') as name,
            (${textArray(units)})[1 + pg_temp.h(i, 3) % ${units.length}] as unit,
            round((1 + pg_temp.h(i, 4) % 5000 / 100.0)::numeric, 4) as cost,
            (i >= ${nonKits}) as kit
     from generate_series(0, ${size.skus - 1}) i`,
    `create unique index on g_sku (i)`,
    // One SKU in four has a reorder level (issue 17), so the dashboard's low-stock figure has SKUs to weigh.
    `insert into skus (tenant_id, id, code, normalized_code, name, unit, cost, state, kind, attribute_id,
                       concurrency_stamp, creation_time, reorder_level)
     select ${tenant}, s.id, s.code, upper(s.code), s.name, s.unit, s.cost,
            case when pg_temp.h(s.i, 5) % 50 = 0 then 1 else 0 end, case when s.kit then 1 else 0 end, c.id,
            pg_temp.stamp(), '${start}'::timestamptz + s.i * interval '1 minute',
            case when pg_temp.h(s.i, 8) % 4 = 0 then 10 + pg_temp.h(s.i, 9) % 500 end
     from g_sku s join g_cat c on c.i = 20 + s.i % 80`,
    `insert into sku_code_counters (tenant_id, last_value) values (${tenant}, ${size.skus})`,
    // A kit of 2–4 distinct plain SKUs (131·j mod the plain count never repeats for j < 4).
    `insert into sku_components (tenant_id, sku_id, component_id, number, position)
     select ${tenant}, k.id, c.id, 1 + pg_temp.h(k.i * 4 + j, 6) % 3, j
     from g_sku k cross join generate_series(0, 3) j
     join g_sku c on c.i = (k.i * 7 + j * 131) % ${nonKits}
     where k.kit and j < 2 + pg_temp.h(k.i, 7) % 3`,
  ];
}
