import { sql, type RawBuilder, type SqlBool } from 'kysely';

/**
 * `column = any($1::uuid[])`: the rows whose uuid `column` is one of `ids`, the ids sent as ONE array parameter.
 *
 * Kysely builds `column in (…)` with one value node and one parameter per id; a list page names hundreds of SKUs,
 * batches or lines, and building, freezing and compiling those nodes cost about a millisecond of CPU per big list
 * (ADR 064's profile). The array is one node and one parameter whatever its length; PostgreSQL plans
 * `= any(array)` as it plans `in (…)` (it turns the list into that very form), and the same text serves every
 * count. pg and PGlite both send a JS array as an array value (ADR 067). Duplicates are dropped; an empty list
 * matches no row. The ids come from rows or from contracts that checked them as uuids: a text that is not one
 * fails with PostgreSQL's own invalid-uuid error, as it did in the list.
 */
export function anyId(column: string, ids: Iterable<string>): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} = any(${[...new Set(ids)]}::uuid[])`;
}
