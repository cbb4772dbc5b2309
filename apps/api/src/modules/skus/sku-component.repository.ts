import { sql, type Kysely } from 'kysely';
import type { Schema } from '../../db/schema.ts';
import { sameTenant } from '../../db/same-tenant.ts';

/** A component line with what the wire shows of the component SKU. */
export interface ComponentRow {
  sku_id: string;
  component_id: string;
  number: string;
  name: string;
  code: string;
  unit: string | null;
  attribute_id: string | null;
  attribute: string | null;
}

/** Components of the given SKUs with the component's name, code, unit and category, in their saved order. */
export async function listComponents(
  trx: Kysely<Schema>,
  skuIds: readonly string[],
): Promise<ComponentRow[]> {
  if (skuIds.length === 0) return [];
  return trx
    .selectFrom('sku_components as sc')
    .innerJoin('skus as c', sameTenant('c.id', 'sc.component_id'))
    .leftJoin('categories as cat', sameTenant('cat.id', 'c.attribute_id'))
    .select([
      'sc.sku_id',
      'sc.component_id',
      'sc.number',
      'c.name',
      'c.code',
      'c.unit',
      'c.attribute_id',
      'cat.name as attribute',
    ])
    .where('sc.sku_id', 'in', [...skuIds])
    .orderBy('sc.sku_id')
    .orderBy('sc.position')
    .execute();
}

export async function replaceComponents(
  trx: Kysely<Schema>,
  tenantId: string,
  skuId: string,
  lines: readonly { componentId: string; number: string }[],
): Promise<void> {
  await trx.deleteFrom('sku_components').where('sku_id', '=', skuId).execute();
  if (lines.length === 0) return;
  await trx
    .insertInto('sku_components')
    .values(
      lines.map((line, position) => ({
        tenant_id: tenantId,
        sku_id: skuId,
        component_id: line.componentId,
        number: line.number,
        position,
      })),
    )
    .execute();
}

/**
 * The candidate components from which `skuId` is reachable through saved component lists: making any of them a
 * component of `skuId` would close a loop (a kit that contains itself).
 */
export async function componentsReaching(
  trx: Kysely<Schema>,
  skuId: string,
  candidateIds: readonly string[],
): Promise<string[]> {
  if (candidateIds.length === 0) return [];
  const result = await sql<{ root: string }>`
    with recursive down(root, id) as (
      select t.id, t.id from unnest(${[...candidateIds]}::uuid[]) as t(id)
      union
      select down.root, sc.component_id from down join sku_components sc on sc.sku_id = down.id
    )
    select distinct root from down where id = ${skuId}::uuid`.execute(trx);
  return result.rows.map((row) => row.root);
}
