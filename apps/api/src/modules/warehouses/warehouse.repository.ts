import type { warehouseSortFields } from '@inventory/contracts';
import type { Kysely, Selectable } from 'kysely';
import { normalizeName } from '../../db/ids.ts';
import { listOrder, listPage, type ListPage } from '../../db/list-page.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import type { Schema, WarehousesTable } from '../../db/schema.ts';
import { masterTable } from '../master-data/master-table.repository.ts';

export type WarehouseRow = Selectable<WarehousesTable>;

export interface WarehouseFields {
  name: string;
  address: string | null;
  telePhone: string | null;
  remarks: string | null;
}

type SortField = (typeof warehouseSortFields)[number];

// Newest first unless asked otherwise.
const order = listOrder<SortField>(
  { name: 'normalized_name', address: 'address', telePhone: 'tele_phone', creationTime: 'creation_time' },
  { column: 'creation_time', direction: 'desc' },
);

export async function listWarehouses(
  trx: Kysely<Schema>,
  page: ListPage<SortField> & { filter?: string },
): Promise<{ rows: WarehouseRow[]; total: number }> {
  let query = trx.selectFrom('warehouses').where('is_deleted', '=', false);
  if (page.filter) {
    const pattern = containsPattern(page.filter);
    query = query.where((eb) =>
      eb.or([
        eb('name', 'ilike', pattern),
        eb('address', 'ilike', pattern),
        eb('tele_phone', 'ilike', pattern),
      ]),
    );
  }
  return listPage(query, (q) => q.selectAll(), page, order);
}

export const warehouseTable = masterTable<'warehouses', WarehouseRow, WarehouseFields>({
  table: 'warehouses',
  key: 'normalized_name',
  softDelete: true,
  values: (f) => ({
    name: f.name,
    normalized_name: normalizeName(f.name),
    address: f.address,
    tele_phone: f.telePhone,
    remarks: f.remarks,
  }),
  newRow: { extra_properties: '{}' },
});
