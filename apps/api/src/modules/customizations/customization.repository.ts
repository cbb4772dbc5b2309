import type { SortKey, customizationSortFields } from '@inventory/contracts';
import type { Kysely, Selectable } from 'kysely';
import { normalizeName } from '../../db/ids.ts';
import { orderTerms, sortColumns } from '../../db/order-by.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import type { CustomizationsTable, Schema } from '../../db/schema.ts';

export type CustomizationRow = Selectable<CustomizationsTable>;

export interface CustomizationFields {
  code: string;
  name: string | null;
  content: string | null;
  value: unknown;
  remarks: string | null;
}

type SortField = (typeof customizationSortFields)[number];

const columns = sortColumns({
  code: 'normalized_code',
  name: 'name',
  creationTime: 'creation_time',
} as const satisfies Record<SortField, string>);

/** JSON text for the jsonb column; an absent value is SQL null. */
function jsonOf(value: unknown): string | null {
  return value === undefined || value === null ? null : JSON.stringify(value);
}

export async function listCustomizations(
  trx: Kysely<Schema>,
  page: { skip: number; take: number; code?: string; sorting: readonly SortKey<SortField>[] },
): Promise<{ rows: CustomizationRow[]; total: number }> {
  let query = trx.selectFrom('customizations');
  if (page.code) query = query.where('code', 'ilike', containsPattern(page.code));
  let ordered = query.selectAll();
  for (const { column, direction } of orderTerms(page.sorting, columns, [
    { column: 'normalized_code', direction: 'asc' },
  ]))
    ordered = ordered.orderBy(column, direction);
  const [rows, count] = await Promise.all([
    ordered.orderBy('id').offset(page.skip).limit(page.take).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export async function findCustomization(
  trx: Kysely<Schema>,
  id: string,
): Promise<CustomizationRow | undefined> {
  return trx.selectFrom('customizations').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findCustomizationIdByCode(
  trx: Kysely<Schema>,
  code: string,
  exceptId?: string,
): Promise<string | undefined> {
  let query = trx
    .selectFrom('customizations')
    .select('id')
    .where('normalized_code', '=', normalizeName(code));
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst())?.id;
}

export async function insertCustomization(
  trx: Kysely<Schema>,
  row: CustomizationFields & {
    tenantId: string;
    id: string;
    stamp: string;
    creatorId: string | null;
    time: Date;
  },
): Promise<CustomizationRow> {
  return trx
    .insertInto('customizations')
    .values({
      tenant_id: row.tenantId,
      id: row.id,
      code: row.code,
      normalized_code: normalizeName(row.code),
      name: row.name,
      content: row.content,
      value: jsonOf(row.value),
      remarks: row.remarks,
      concurrency_stamp: row.stamp,
      creation_time: row.time,
      creator_id: row.creatorId,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Updates while the stamp is still `expectedStamp`; undefined when it changed meanwhile. */
export async function updateCustomization(
  trx: Kysely<Schema>,
  id: string,
  expectedStamp: string,
  fields: CustomizationFields & { stamp: string; modifierId: string | null; time: Date },
): Promise<CustomizationRow | undefined> {
  return trx
    .updateTable('customizations')
    .set({
      code: fields.code,
      normalized_code: normalizeName(fields.code),
      name: fields.name,
      content: fields.content,
      value: jsonOf(fields.value),
      remarks: fields.remarks,
      concurrency_stamp: fields.stamp,
      last_modification_time: fields.time,
      last_modifier_id: fields.modifierId,
    })
    .where('id', '=', id)
    .where('concurrency_stamp', '=', expectedStamp)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteCustomizationRow(trx: Kysely<Schema>, id: string): Promise<boolean> {
  const result = await trx.deleteFrom('customizations').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows === 1n;
}
