import type { skuSortFields } from '@inventory/contracts';
import { sql, type Kysely, type Selectable } from 'kysely';
import { normalizeName } from '../../db/ids.ts';
import { listPage, type ListOrder, type ListPage } from '../../db/list-page.ts';
import { sortColumns } from '../../db/order-by.ts';
import { containsPattern, descendantsPattern } from '../../db/like-pattern.ts';
import type { Schema, SkusTable } from '../../db/schema.ts';
import { sameTenant } from '../../db/same-tenant.ts';

/** An SKU row with its category's name (`attribute` on the wire). */
export type SkuRow = Selectable<SkusTable> & { attribute: string | null };

export interface SkuFields {
  code: string;
  name: string;
  unit: string | null;
  /** Decimal text at price scale. */
  cost: string;
  /** Decimal text at quantity scale; null = no reorder level. */
  reorderLevel: string | null;
  state: number;
  kind: number;
  remarks: string | null;
  attributeId: string | null;
  images: string[];
}

type SortField = (typeof skuSortFields)[number];

export interface SkuListFilter extends ListPage<SortField> {
  code?: string;
  name?: string;
  /** The code of the category whose subtree to list (AttributeId with its descendants). */
  categoryCode?: string;
  kind?: number;
  state?: number;
}

const order: ListOrder<SortField> = {
  columns: sortColumns({
    code: 'skus.normalized_code',
    name: 'skus.name',
    unit: 'skus.unit',
    cost: 'skus.cost',
    state: 'skus.state',
    kind: 'skus.kind',
    creationTime: 'skus.creation_time',
  } as const satisfies Record<SortField, string>),
  fallback: [{ column: 'skus.creation_time', direction: 'desc' }],
  tieBreak: 'skus.id',
  tieBreakDirection: 'asc',
};

function skusWithAttribute(trx: Kysely<Schema>) {
  return trx
    .selectFrom('skus')
    .leftJoin('categories', sameTenant('categories.id', 'skus.attribute_id'))
    .where('skus.is_deleted', '=', false);
}

export async function listSkus(
  trx: Kysely<Schema>,
  filter: SkuListFilter,
): Promise<{ rows: SkuRow[]; total: number }> {
  let query = skusWithAttribute(trx);
  if (filter.code) query = query.where('skus.code', 'ilike', containsPattern(filter.code));
  if (filter.name) query = query.where('skus.name', 'ilike', containsPattern(filter.name));
  if (filter.kind !== undefined) query = query.where('skus.kind', '=', filter.kind);
  if (filter.state !== undefined) query = query.where('skus.state', '=', filter.state);
  const categoryCode = filter.categoryCode;
  if (categoryCode !== undefined) {
    // The subtree is one code prefix range (migration 0300), so descendants need no recursion.
    query = query.where((eb) =>
      eb.or([
        eb('categories.code', '=', categoryCode),
        eb('categories.code', 'like', descendantsPattern(categoryCode)),
      ]),
    );
  }
  return listPage(query, (q) => q.selectAll('skus').select('categories.name as attribute'), filter, order);
}

export async function findSku(trx: Kysely<Schema>, id: string): Promise<SkuRow | undefined> {
  return skusWithAttribute(trx)
    .selectAll('skus')
    .select('categories.name as attribute')
    .where('skus.id', '=', id)
    .executeTakeFirst();
}

/** The live SKUs among `ids` (any order). */
export async function findSkus(trx: Kysely<Schema>, ids: readonly string[]): Promise<SkuRow[]> {
  if (ids.length === 0) return [];
  return skusWithAttribute(trx)
    .selectAll('skus')
    .select('categories.name as attribute')
    .where('skus.id', 'in', [...ids])
    .execute();
}

/** A live SKU with this code (case-insensitive), other than `exceptId`. */
export async function findSkuIdByCode(
  trx: Kysely<Schema>,
  code: string,
  exceptId?: string,
): Promise<string | undefined> {
  let query = trx
    .selectFrom('skus')
    .select('id')
    .where('normalized_code', '=', normalizeName(code))
    .where('is_deleted', '=', false);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst())?.id;
}

/** The next value of the tenant's SKU code counter (the row lock serializes concurrent creates). */
export async function nextSkuCodeNumber(trx: Kysely<Schema>, tenantId: string): Promise<number> {
  const row = await trx
    .insertInto('sku_code_counters')
    .values({ tenant_id: tenantId, last_value: 1 })
    .onConflict((oc) =>
      oc.column('tenant_id').doUpdateSet({ last_value: sql`sku_code_counters.last_value + 1` }),
    )
    .returning('last_value')
    .executeTakeFirstOrThrow();
  return Number(row.last_value);
}

function columnsOf(fields: SkuFields) {
  return {
    code: fields.code,
    normalized_code: normalizeName(fields.code),
    name: fields.name,
    unit: fields.unit,
    cost: fields.cost,
    reorder_level: fields.reorderLevel,
    state: fields.state,
    kind: fields.kind,
    remarks: fields.remarks,
    attribute_id: fields.attributeId,
    images: JSON.stringify(fields.images),
  };
}

export async function insertSku(
  trx: Kysely<Schema>,
  row: SkuFields & { tenantId: string; id: string; stamp: string; creatorId: string | null; time: Date },
): Promise<void> {
  await trx
    .insertInto('skus')
    .values({
      ...columnsOf(row),
      tenant_id: row.tenantId,
      id: row.id,
      concurrency_stamp: row.stamp,
      creation_time: row.time,
      creator_id: row.creatorId,
      extra_properties: '{}',
    })
    .execute();
}

/** Updates while the stamp is still `expectedStamp`; false when it changed meanwhile. */
export async function updateSku(
  trx: Kysely<Schema>,
  id: string,
  expectedStamp: string,
  fields: SkuFields & { stamp: string; modifierId: string | null; time: Date },
): Promise<boolean> {
  const result = await trx
    .updateTable('skus')
    .set({
      ...columnsOf(fields),
      concurrency_stamp: fields.stamp,
      last_modification_time: fields.time,
      last_modifier_id: fields.modifierId,
    })
    .where('id', '=', id)
    .where('concurrency_stamp', '=', expectedStamp)
    .where('is_deleted', '=', false)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function setSkusAttribute(
  trx: Kysely<Schema>,
  ids: readonly string[],
  attributeId: string | null,
  modifier: { modifierId: string | null; time: Date },
): Promise<void> {
  if (ids.length === 0) return;
  await trx
    .updateTable('skus')
    .set((eb) => ({
      attribute_id: attributeId,
      concurrency_stamp: sql<string>`md5(random()::text || ${eb.ref('id')}::text)`,
      last_modification_time: modifier.time,
      last_modifier_id: modifier.modifierId,
    }))
    .where('id', 'in', [...ids])
    .where('is_deleted', '=', false)
    .execute();
}

/** Soft delete (business-rules §8): gone from lists and pickers, still named in history. */
export async function softDeleteSku(
  trx: Kysely<Schema>,
  id: string,
  deleter: { deleterId: string | null; time: Date },
): Promise<void> {
  await trx
    .updateTable('skus')
    .set({ is_deleted: true, deleter_id: deleter.deleterId, deletion_time: deleter.time })
    .where('id', '=', id)
    .where('is_deleted', '=', false)
    .execute();
}
