import { sql, type Kysely } from 'kysely';
import type { Schema } from '../../db/schema.ts';
import { anyId } from '../../db/id-array.ts';
import { sameTenant } from '../../db/same-tenant.ts';
import { keptRead } from '../../db/transaction-reads.ts';

/** What stock screens and lines show of an SKU; `attribute` is its category's name. */
export interface SkuInfo {
  id: string;
  code: string;
  name: string;
  unit: string | null;
  cost: string;
  state: number;
  attributeId: string | null;
  attribute: string | null;
  isDeleted: boolean;
}

/**
 * A document save reads the same SKUs up to four times (the sale, its stock-out, the allocation, the delivery) and
 * checks the same warehouses twice: the transaction keeps what it read (transaction-reads.ts). Document and stock
 * transactions write neither SKUs nor warehouses, so the first read stands for the whole transaction, as if every
 * read had happened at its start.
 */
const keptSkus = (trx: Kysely<Schema>) => keptRead(trx, 'skuInfos', () => new Map<string, SkuInfo>());
const keptLiveWarehouses = (trx: Kysely<Schema>) => keptRead(trx, 'liveWarehouses', () => new Set<string>());

/** SKUs by id, deleted ones included (history still names them); callers decide what a deleted SKU may do. */
export async function findSkuInfos(
  trx: Kysely<Schema>,
  ids: readonly string[],
): Promise<Map<string, SkuInfo>> {
  if (ids.length === 0) return new Map();
  const known = keptSkus(trx);
  const wanted = [...new Set(ids)];
  const missing = wanted.filter((id) => !known.has(id));
  if (missing.length > 0) for (const [id, info] of await readSkuInfos(trx, missing)) known.set(id, info);
  return new Map(wanted.flatMap((id) => (known.has(id) ? [[id, known.get(id)!] as const] : [])));
}

/** Keeps SKUs read elsewhere in the transaction (a save's first reads in one statement, `readSaveBasics`). */
export function keepSkuInfos(trx: Kysely<Schema>, infos: Iterable<SkuInfo>): void {
  const known = keptSkus(trx);
  for (const info of infos) if (!known.has(info.id)) known.set(info.id, info);
}

/** Keeps live warehouse ids read elsewhere in the transaction (`readSaveBasics`). */
export function keepLiveWarehouses(trx: Kysely<Schema>, ids: Iterable<string>): void {
  const known = keptLiveWarehouses(trx);
  for (const id of ids) known.add(id);
}

async function readSkuInfos(trx: Kysely<Schema>, ids: readonly string[]): Promise<Map<string, SkuInfo>> {
  const rows = await skuInfoQuery(trx, ids).execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/** The SKUs `ids` as `SkuInfo` rows (`cost` as its text, exact in a row as in JSON). */
export function skuInfoQuery(trx: Kysely<Schema>, ids: readonly string[]) {
  return trx
    .selectFrom('skus as s')
    .leftJoin('categories as c', sameTenant('c.id', 's.attribute_id'))
    .select([
      's.id',
      's.code',
      's.name',
      's.unit',
      sql<string>`s.cost::text`.as('cost'),
      's.state',
      's.attribute_id as attributeId',
      'c.name as attribute',
      's.is_deleted as isDeleted',
    ])
    .where(anyId('s.id', ids));
}

/** The components of a Group SKU with their number per unit (business-rules §1), in their listed order. */
export async function findSkuComponents(
  trx: Kysely<Schema>,
  skuId: string,
): Promise<{ skuId: string; number: string }[]> {
  const rows = await trx
    .selectFrom('sku_components')
    .select(['component_id', 'number'])
    .where('sku_id', '=', skuId)
    .orderBy('position')
    .execute();
  return rows.map((r) => ({ skuId: r.component_id, number: String(r.number) }));
}

/** Names of live and deleted warehouses by id. */
export async function findWarehouseNames(
  trx: Kysely<Schema>,
  ids: readonly string[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await trx.selectFrom('warehouses').select(['id', 'name']).where(anyId('id', wanted)).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The ids among `ids` of warehouses that exist and are not deleted. */
export async function findLiveWarehouseIds(
  trx: Kysely<Schema>,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const known = keptLiveWarehouses(trx);
  const missing = [...new Set(ids.filter((id) => !known.has(id)))];
  if (missing.length > 0) {
    const rows = await trx
      .selectFrom('warehouses')
      .select('id')
      .where(anyId('id', missing))
      .where('is_deleted', '=', false)
      .execute();
    for (const row of rows) known.add(row.id);
  }
  return new Set(ids.filter((id) => known.has(id)));
}

/** The SKUs and warehouses that lines and documents name, by id (a mapper's names, loaded before it maps). */
export async function findLineNames(
  trx: Kysely<Schema>,
  ids: { skuIds: readonly string[]; warehouseIds: readonly (string | null)[] },
): Promise<{ skus: Map<string, SkuInfo>; warehouses: Map<string, string> }> {
  const warehouseIds = ids.warehouseIds.flatMap((id) => (id ? [id] : []));
  const [skus, warehouses] = await Promise.all([
    findSkuInfos(trx, ids.skuIds),
    findWarehouseNames(trx, warehouseIds),
  ]);
  return { skus, warehouses };
}
