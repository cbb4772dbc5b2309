import type { Sku } from '@inventory/contracts';
import { SkuKind } from '@inventory/contracts';
import { Decimal } from '@inventory/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema.ts';
import { EntityNotFoundError } from '../../errors/app-errors.ts';
import { listComponents, type ComponentRow } from './sku-component.repository.ts';
import { findSku, type SkuRow } from './sku.repository.ts';

export function toSku(row: SkuRow, components: readonly ComponentRow[]): Sku {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    unit: row.unit,
    cost: Decimal.from(row.cost).toNumber(),
    reorderLevel: row.reorder_level === null ? null : Decimal.from(row.reorder_level).toNumber(),
    state: row.state as Sku['state'],
    kind: row.kind as Sku['kind'],
    groups: components.map((c) => ({
      id: c.component_id,
      name: c.name,
      code: c.code,
      unit: c.unit,
      attributeId: c.attribute_id,
      attribute: c.attribute,
      number: Decimal.from(c.number).toNumber(),
    })),
    remarks: row.remarks,
    attributeId: row.attribute_id,
    attribute: row.attribute,
    images: row.images,
    // The QR code carries the SKU code, what a scanner at the shelf needs to find the item.
    qrCode: row.code,
    creationTime: row.creation_time.toISOString(),
  };
}

export async function loadSkus(trx: Kysely<Schema>, rows: readonly SkuRow[]): Promise<Sku[]> {
  const components = await listComponents(
    trx,
    rows.filter((r) => r.kind === SkuKind.Group).map((r) => r.id),
  );
  return rows.map((row) =>
    toSku(
      row,
      components.filter((c) => c.sku_id === row.id),
    ),
  );
}

export async function loadSku(trx: Kysely<Schema>, id: string): Promise<Sku> {
  const row = await findSku(trx, id);
  if (!row) throw new EntityNotFoundError('Sku', id);
  const [sku] = await loadSkus(trx, [row]);
  if (!sku) throw new EntityNotFoundError('Sku', id);
  return sku;
}
