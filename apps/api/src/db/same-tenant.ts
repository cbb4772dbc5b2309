import type { JoinBuilder } from 'kysely';

type Column = `${string}.${string}`;

/**
 * The condition of a join between two tenant-keyed tables (Citus co-location: every join carries the tenant): the
 * same tenant, and `key` of the joined row equal to `ref` of the row it joins — `sameTenant('b.id', 'sb.batch_id')`
 * is `b.tenant_id = sb.tenant_id and b.id = sb.batch_id`. A wrong column name fails the query, never silently.
 */
export function sameTenant(key: Column, ref: Column) {
  const tenantOf = (column: Column) => `${column.slice(0, column.indexOf('.'))}.tenant_id`;
  return <DB, TB extends keyof DB>(join: JoinBuilder<DB, TB>): JoinBuilder<DB, TB> =>
    join.onRef(tenantOf(key) as never, '=', tenantOf(ref) as never).onRef(key as never, '=', ref as never);
}
