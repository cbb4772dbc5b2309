import type { supplierSortFields } from '@inventory/contracts';
import type { Kysely, Selectable } from 'kysely';
import { normalizeName } from '../../db/ids.ts';
import { listOrder, listPage, type ListPage } from '../../db/list-page.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import type { Schema, SuppliersTable } from '../../db/schema.ts';
import { masterTable } from '../master-data/master-table.repository.ts';

export type SupplierRow = Selectable<SuppliersTable>;

export interface SupplierFields {
  name: string;
  contact: string | null;
  telePhone: string | null;
  address: string | null;
  remarks: string | null;
}

type SortField = (typeof supplierSortFields)[number];

const order = listOrder<SortField>(
  {
    name: 'normalized_name',
    contact: 'contact',
    telePhone: 'tele_phone',
    address: 'address',
    creationTime: 'creation_time',
  },
  { column: 'creation_time', direction: 'desc' },
);

export async function listSuppliers(
  trx: Kysely<Schema>,
  page: ListPage<SortField> & { name?: string },
): Promise<{ rows: SupplierRow[]; total: number }> {
  let query = trx.selectFrom('suppliers').where('is_deleted', '=', false);
  if (page.name) query = query.where('name', 'ilike', containsPattern(page.name));
  return listPage(query, (q) => q.selectAll(), page, order);
}

export const supplierTable = masterTable<'suppliers', SupplierRow, SupplierFields>({
  table: 'suppliers',
  key: 'normalized_name',
  softDelete: true,
  values: (f) => ({
    name: f.name,
    normalized_name: normalizeName(f.name),
    contact: f.contact,
    tele_phone: f.telePhone,
    address: f.address,
    remarks: f.remarks,
  }),
  newRow: { extra_properties: '{}' },
});

export const findSupplier = supplierTable.find;
export const insertSupplier = supplierTable.insert;

/** Names of live and deleted suppliers by id (a document still names a deleted supplier). */
export async function findSupplierNames(
  trx: Kysely<Schema>,
  ids: readonly (string | null)[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.flatMap((id) => (id ? [id] : [])))];
  if (wanted.length === 0) return new Map();
  const rows = await trx.selectFrom('suppliers').select(['id', 'name']).where('id', 'in', wanted).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}
