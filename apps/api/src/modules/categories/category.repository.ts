import type { categorySortFields } from '@inventory/contracts';
import { sql, type Kysely, type Selectable } from 'kysely';
import { normalizeName } from '../../db/ids.ts';
import { listOrder, listPage, type ListPage } from '../../db/list-page.ts';
import { containsPattern, descendantsPattern } from '../../db/like-pattern.ts';
import type { CategoriesTable, Schema } from '../../db/schema.ts';
import { masterTable } from '../master-data/master-table.repository.ts';

export type CategoryRow = Selectable<CategoriesTable>;

export interface CategoryFields {
  name: string;
  parentId: string | null;
  coverImage: string | null;
  sort: number;
  color: string | null;
}

type SortField = (typeof categorySortFields)[number];

// By default the tree order (code), which lists parents before their children.
const order = listOrder<SortField>(
  { name: 'normalized_name', sort: 'sort', code: 'code', creationTime: 'creation_time' },
  { column: 'code', direction: 'asc' },
);

/**
 * Serializes writes to one tenant's tree for the rest of the transaction: sibling numbers are read then used,
 * and a move rewrites a whole subtree.
 */
export async function lockTree(trx: Kysely<Schema>, tenantId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`categories:${tenantId}`}))`.execute(trx);
}

export async function listCategories(
  trx: Kysely<Schema>,
  page: ListPage<SortField> & { filter?: string; parentId?: string },
): Promise<{ rows: CategoryRow[]; total: number }> {
  let query = trx.selectFrom('categories').where('is_deleted', '=', false);
  if (page.filter) query = query.where('name', 'ilike', containsPattern(page.filter));
  if (page.parentId) query = query.where('parent_id', '=', page.parentId);
  return listPage(query, (q) => q.selectAll(), page, order);
}

/** Names are unique among live siblings (`findSiblingByName`), so the table's own key lookup is not used. */
export const categoryTable = masterTable<'categories', CategoryRow, CategoryFields & { code: string }>({
  table: 'categories',
  key: 'normalized_name',
  softDelete: true,
  values: (f) => ({
    parent_id: f.parentId,
    code: f.code,
    name: f.name,
    normalized_name: normalizeName(f.name),
    cover_image: f.coverImage,
    sort: f.sort,
    color: f.color,
  }),
  newRow: { extra_properties: '{}' },
});

export const insertCategory = categoryTable.insert;

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
