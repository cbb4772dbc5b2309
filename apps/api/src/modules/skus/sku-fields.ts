import { SkuKind, type endpoints, type ParsedBodyOf } from '@inventory/contracts';
import { Decimal, PRICE_SCALE, QUANTITY_SCALE } from '@inventory/domain';
import type { FieldValues } from '../audit/audit.ts';
import type { ComponentLine } from './sku-components.ts';
import type { SkuFields, SkuRow } from './sku.repository.ts';

// An SKU's stored fields: from the parsed input, from a row, and as the audit log records them (pure).

type SaveInput = ParsedBodyOf<typeof endpoints.sku.create>;

export function auditedValues(fields: SkuFields, components: readonly ComponentLine[]): FieldValues {
  return {
    code: fields.code,
    name: fields.name,
    unit: fields.unit,
    cost: Decimal.from(fields.cost).normalize().toString(),
    reorderLevel:
      fields.reorderLevel === null ? null : Decimal.from(fields.reorderLevel).normalize().toString(),
    state: fields.state,
    kind: fields.kind,
    remarks: fields.remarks,
    attributeId: fields.attributeId,
    images: fields.images.join('\n'),
    groups: components
      .map((c) => `${c.componentId}×${Decimal.from(c.number).normalize().toString()}`)
      .join(', '),
  };
}

export function fieldsOfRow(row: SkuRow): SkuFields {
  return {
    code: row.code,
    name: row.name,
    unit: row.unit,
    cost: row.cost,
    reorderLevel: row.reorder_level,
    state: row.state,
    kind: row.kind,
    remarks: row.remarks,
    attributeId: row.attribute_id,
    images: row.images,
  };
}

/** `current`: the stored reorder level, kept when an update omits the field (null in the body clears it). */
export function fieldsOf(
  input: SaveInput,
  code: string,
  attributeId: string | null,
  components: readonly ComponentLine[],
  current: { reorderLevel: string | null } = { reorderLevel: null },
): SkuFields {
  const text = (value: string | null | undefined) => (value ? value : null);
  return {
    code,
    name: input.name,
    unit: text(input.unit),
    cost: Decimal.from(input.cost).round(PRICE_SCALE).toString(),
    reorderLevel:
      input.reorderLevel === undefined
        ? current.reorderLevel
        : input.reorderLevel === null
          ? null
          : Decimal.from(input.reorderLevel).round(QUANTITY_SCALE).toString(),
    state: input.state,
    // Kind is derived (business-rules §1): an SKU with components is a Group.
    kind: components.length > 0 ? SkuKind.Group : SkuKind.Single,
    remarks: text(input.remarks),
    attributeId,
    images: input.images.map((url) => url.trim()).filter((url) => url.length > 0),
  };
}
