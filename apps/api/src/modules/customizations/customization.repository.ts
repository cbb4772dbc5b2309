import type { customizationSortFields } from '@inventory/contracts';
import type { Kysely, Selectable } from 'kysely';
import { normalizeName } from '../../db/ids.ts';
import { listOrder, listPage, type ListPage } from '../../db/list-page.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import type { CustomizationsTable, Schema } from '../../db/schema.ts';
import { masterTable } from '../master-data/master-table.repository.ts';

export type CustomizationRow = Selectable<CustomizationsTable>;

export interface CustomizationFields {
  code: string;
  name: string | null;
  content: string | null;
  value: unknown;
  remarks: string | null;
}

type SortField = (typeof customizationSortFields)[number];

const order = listOrder<SortField>(
  { code: 'normalized_code', name: 'name', creationTime: 'creation_time' },
  { column: 'normalized_code', direction: 'asc' },
);

/** JSON text for the jsonb column; an absent value is SQL null. */
function jsonOf(value: unknown): string | null {
  return value === undefined || value === null ? null : JSON.stringify(value);
}

export async function listCustomizations(
  trx: Kysely<Schema>,
  page: ListPage<SortField> & { code?: string },
): Promise<{ rows: CustomizationRow[]; total: number }> {
  let query = trx.selectFrom('customizations');
  if (page.code) query = query.where('code', 'ilike', containsPattern(page.code));
  return listPage(query, (q) => q.selectAll(), page, order);
}

/** Customization records are settings, not master data named in history: deleting removes the row. */
export const customizationTable = masterTable<'customizations', CustomizationRow, CustomizationFields>({
  table: 'customizations',
  key: 'normalized_code',
  softDelete: false,
  values: (f) => ({
    code: f.code,
    normalized_code: normalizeName(f.code),
    name: f.name,
    content: f.content,
    value: jsonOf(f.value),
    remarks: f.remarks,
  }),
});
