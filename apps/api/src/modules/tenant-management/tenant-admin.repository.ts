import type { tenantSortFields } from '@inventory/contracts';
import type { Kysely, Selectable } from 'kysely';
import { normalizeName } from '../../db/ids.ts';
import { listOrder, listPage, type ListPage } from '../../db/list-page.ts';
import type { Schema, TenantsTable } from '../../db/schema.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { masterTable } from '../master-data/master-table.repository.ts';

export type TenantRecord = Selectable<TenantsTable>;

type SortField = (typeof tenantSortFields)[number];

const order = listOrder<SortField>(
  { name: 'normalized_name', creationTime: 'creation_time' },
  { column: 'normalized_name', direction: 'asc' },
);

export async function listTenants(
  trx: Kysely<Schema>,
  page: ListPage<SortField> & { filter?: string },
): Promise<{ rows: TenantRecord[]; total: number }> {
  let query = trx.selectFrom('tenants').where('is_deleted', '=', false);
  if (page.filter) query = query.where('name', 'ilike', containsPattern(page.filter));
  return listPage(query, (q) => q.selectAll(), page, order);
}

/**
 * The host's table of tenants (no tenant id of its own). A soft-deleted tenant no longer resolves, so its users can
 * neither sign in nor call (business-rules §9).
 */
export const tenantTable = masterTable<'tenants', TenantRecord, { name: string }>({
  table: 'tenants',
  key: 'normalized_name',
  softDelete: true,
  values: (f) => ({ name: f.name, normalized_name: normalizeName(f.name) }),
  newRow: { extra_properties: '{}' },
  tenantScoped: false,
  versioned: true,
});
