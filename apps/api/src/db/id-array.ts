import { expressionBuilder, sql, type Expression, type SqlBool } from 'kysely';

/**
 * Whether `anyId` sends one array (true, always in the server). `bench/profile-list.ts` turns it off for one side
 * of its same-minute A/B (`PROFILE_AB=id-arrays`, ADR 067), as ADR 064's `inPlaceAnswers.enabled` is for answers.
 */
export const idArrays = { enabled: true };

const eb = expressionBuilder<Record<string, Record<string, unknown>>, never>();

/**
 * `column = any($1::uuid[])`: the rows whose uuid `column` is one of `ids`, the ids sent as ONE array parameter.
 *
 * Kysely builds `column in (…)` with one parameter per id, and pg writes each one into the Bind message: a list
 * page names hundreds of SKUs, batches or lines. One array parameter is one node, one `$1` and one text whatever the
 * count (so the statement's text no longer changes with the page). PostgreSQL plans `= any(array)` exactly as it
 * plans `in (…)`, which it rewrites into that very form (ADR 067 compared the plans on the big tenant). pg and
 * PGlite both send a JS array as an array value. Duplicates are dropped; an empty list is the constant `false`. A
 * text that is no uuid fails with PostgreSQL's own invalid-uuid error, as it did in the list.
 */
export function anyId(column: string, ids: Iterable<string>): Expression<SqlBool> {
  const distinct = [...new Set(ids)];
  // A constant the planner folds: no parameter, no row read.
  if (distinct.length === 0) return sql<SqlBool>`false`;
  if (idArrays.enabled) return sql<SqlBool>`${sql.ref(column)} = any(${distinct}::uuid[])`;
  // Before ADR 067, for the bench's A side only: Kysely's own `in (…)` list.
  return eb(sql.ref<string>(column), 'in', distinct);
}
