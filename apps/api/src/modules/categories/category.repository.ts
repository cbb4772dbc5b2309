import type { SortKey, categorySortFields } from '@inventory/contracts';
import { sql, type Kysely, type Selectable } from 'kysely';
import { normalizeName } from '../../db/ids.ts';
import { orderTerms, sortColumns } from '../../db/order-by.ts';
import { containsPattern, descendantsPattern } from '../../db/like-pattern.ts';
import type { CategoriesTable, Schema } from '../../db/schema.ts';

export type CategoryRow = Selectable<CategoriesTable>;

export interface CategoryFields {
  name: string;
  parentId: string | null;
  coverImage: string | null;
  sort: number;
  color: string | null;
}

type SortField = (typeof categorySortFields)[number];

const columns = sortColumns({
  name: 'normalized_name',
  sort: 'sort',
  code: 'code',
  creationTime: 'creation_time',
} as const satisfies Record<SortField, string>);

/**
 * Serializes writes to one tenant's tree for the rest of the transaction: sibling numbers are read then used,
 * and a move rewrites a whole subtree.
 */
export async function lockTree(trx: Kysely<Schema>, tenantId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`categories:${tenantId}`}))`.execute(trx);
}

export async function listCategories(
  trx: Kysely<Schema>,
  page: {
    skip: number;
    take: number;
    filter?: string;
    parentId?: string;
    sorting: readonly SortKey<SortField>[];
  },
): Promise<{ rows: CategoryRow[]; total: number }> {
  let query = trx.selectFrom('categories').where('is_deleted', '=', false);
  if (page.filter) query = query.where('name', 'ilike', containsPattern(page.filter));
  if (page.parentId) query = query.where('parent_id', '=', page.parentId);
  let ordered = query.selectAll();
  // By default the tree order (code), which lists parents before their children.
  for (const { column, direction } of orderTerms(page.sorting, columns, [
    { column: 'code', direction: 'asc' },
  ]))
    ordered = ordered.orderBy(column, direction);
  const [rows, count] = await Promise.all([
    ordered.orderBy('id').offset(page.skip).limit(page.take).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export async function findCategory(trx: Kysely<Schema>, id: string): Promise<CategoryRow | undefined> {
  return trx
    .selectFrom('categories')
    .selectAll()
    .where('id', '=', id)
    .where('is_deleted', '=', false)
    .executeTakeFirst();
}

/** A live sibling (same parent) with this name, other than `exceptId`. */
export async function findSiblingByName(
  trx: Kysely<Schema>,
  parentId: string | null,
  name: string,
  exceptId?: string,
): Promise<CategoryRow | undefined> {
  let query = trx
    .selectFrom('categories')
    .selectAll()
    .where('normalized_name', '=', normalizeName(name))
    .where('is_deleted', '=', false)
    .where((eb) => (parentId ? eb('parent_id', '=', parentId) : eb('parent_id', 'is', null)));
  if (exceptId) query = query.where('id', '<>', exceptId);
  return query.executeTakeFirst();
}

/** The highest code among the children of `parentId`, deleted ones included, so codes are never reused. */
export async function lastChildCode(
  trx: Kysely<Schema>,
  parentId: string | null,
): Promise<string | undefined> {
  const row = await trx
    .selectFrom('categories')
    .select('code')
    .where((eb) => (parentId ? eb('parent_id', '=', parentId) : eb('parent_id', 'is', null)))
    .orderBy(sql`length(code)`, 'desc')
    .orderBy('code', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.code;
}

export async function insertCategory(
  trx: Kysely<Schema>,
  row: CategoryFields & {
    tenantId: string;
    id: string;
    code: string;
    stamp: string;
    creatorId: string | null;
    time: Date;
  },
): Promise<CategoryRow> {
  return trx
    .insertInto('categories')
    .values({
      tenant_id: row.tenantId,
      id: row.id,
      parent_id: row.parentId,
      code: row.code,
      name: row.name,
      normalized_name: normalizeName(row.name),
      cover_image: row.coverImage,
      sort: row.sort,
      color: row.color,
      concurrency_stamp: row.stamp,
      creation_time: row.time,
      creator_id: row.creatorId,
      extra_properties: '{}',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateCategory(
  trx: Kysely<Schema>,
  id: string,
  fields: CategoryFields & { code: string; stamp: string; modifierId: string | null; time: Date },
): Promise<CategoryRow | undefined> {
  return trx
    .updateTable('categories')
    .set({
      parent_id: fields.parentId,
      code: fields.code,
      name: fields.name,
      normalized_name: normalizeName(fields.name),
      cover_image: fields.coverImage,
      sort: fields.sort,
      color: fields.color,
      concurrency_stamp: fields.stamp,
      last_modification_time: fields.time,
      last_modifier_id: fields.modifierId,
    })
    .where('id', '=', id)
    .where('is_deleted', '=', false)
    .returningAll()
    .executeTakeFirst();
}

/** Moves the codes of every descendant of `oldCode` (deleted ones too) under `newCode`. */
export async function rebaseDescendants(
  trx: Kysely<Schema>,
  oldCode: string,
  newCode: string,
): Promise<void> {
  const pattern = descendantsPattern(oldCode);
  await trx
    .updateTable('categories')
    .set({ code: sql<string>`${newCode} || substr(code, ${oldCode.length + 1})` })
    .where('code', 'like', pattern)
    .execute();
}

/** Live children and live SKUs directly in the category (deleting it would orphan them). */
export async function countDependents(
  trx: Kysely<Schema>,
  id: string,
): Promise<{ children: number; skus: number }> {
  const [children, skus] = await Promise.all([
    trx
      .selectFrom('categories')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('parent_id', '=', id)
      .where('is_deleted', '=', false)
      .executeTakeFirstOrThrow(),
    trx
      .selectFrom('skus')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('attribute_id', '=', id)
      .where('is_deleted', '=', false)
      .executeTakeFirstOrThrow(),
  ]);
  return { children: Number(children.n), skus: Number(skus.n) };
}

export async function softDeleteCategory(
  trx: Kysely<Schema>,
  id: string,
  deleter: { deleterId: string | null; time: Date },
): Promise<void> {
  await trx
    .updateTable('categories')
    .set({ is_deleted: true, deleter_id: deleter.deleterId, deletion_time: deleter.time })
    .where('id', '=', id)
    .where('is_deleted', '=', false)
    .execute();
}

/**
 * The category's code (its subtree prefix); null when the category does not exist in this tenant, or with `live`
 * when it was deleted (a document list still finds documents of a deleted category, an SKU list does not).
 */
export async function findCategoryCode(
  trx: Kysely<Schema>,
  categoryId: string,
  { live = false }: { live?: boolean } = {},
): Promise<string | null> {
  const row = await trx
    .selectFrom('categories')
    .select('code')
    .where('id', '=', categoryId)
    .$if(live, (q) => q.where('is_deleted', '=', false))
    .executeTakeFirst();
  return row?.code ?? null;
}
