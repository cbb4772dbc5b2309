import {
  type SaveSku,
  type Sku,
  SkuKind,
  SkuState,
  ValidationKeys,
  encodeValidationMessage,
  saveSku,
} from '@inventory/contracts';
import { Decimal } from '@inventory/domain';
import { z } from 'zod';
import { decimalText } from '../kit/decimal-text.ts';

/** One component line as the editor holds it: the component SKU (none yet on a new line) and its quantity text. */
export interface SkuComponentValue {
  id: string | null;
  number: string;
}

/** The SKU form's values: decimals kept as text (never a float until the request), the switch as a boolean. */
export interface SkuFormValues {
  code: string;
  name: string;
  unit: string;
  cost: string;
  /** Below this count (all warehouses) the dashboard lists the SKU as low; '' = no reorder level. */
  reorderLevel: string;
  attributeId: string | null;
  remarks: string;
  isOn: boolean;
  groups: SkuComponentValue[];
  images: string[];
}

const shape = saveSku.shape;

/**
 * The form's rules: the contract's bounds for the texts, exact decimals (cost 4 places, quantities 3 and > 0),
 * and the component rules the server also applies (business-rules §1): a line names an SKU, never the SKU itself,
 * and each component once. `selfId` is the SKU being edited (none when creating).
 */
export function skuFormSchema(selfId?: string) {
  return z
    .object({
      code: shape.code.unwrap().unwrap(),
      name: shape.name,
      unit: shape.unit.unwrap().unwrap(),
      cost: decimalText('price', { required: true }),
      reorderLevel: decimalText('quantity').refine((text) => !text.trim().startsWith('-'), {
        message: encodeValidationMessage(ValidationKeys.min, { min: 0 }),
      }),
      attributeId: z.string().nullable(),
      remarks: shape.remarks.unwrap().unwrap(),
      isOn: z.boolean(),
      groups: z.array(
        z.object({ id: z.string().nullable(), number: decimalText('quantity', { greaterThan: '0' }) }),
      ),
      images: z.array(z.string()),
    })
    .superRefine((values, ctx) => {
      const seen = new Set<string>();
      values.groups.forEach((line, index) => {
        const path = ['groups', index, 'id'];
        if (!line.id) {
          ctx.addIssue({ code: 'custom', path, message: 'sku:components.required' });
          return;
        }
        const id = line.id.toLowerCase();
        if (selfId && id === selfId.toLowerCase())
          ctx.addIssue({ code: 'custom', path, message: 'sku:components.self' });
        else if (seen.has(id)) ctx.addIssue({ code: 'custom', path, message: 'sku:components.duplicate' });
        seen.add(id);
        if (line.number.trim() === '')
          ctx.addIssue({ code: 'custom', path: ['groups', index, 'number'], message: 'validation:required' });
      });
    });
}

/** What the form starts from: an SKU being edited, or a blank single item that is On. */
export function skuFormDefaults(sku: Sku | null | undefined): SkuFormValues {
  return {
    code: sku?.code ?? '',
    name: sku?.name ?? '',
    unit: sku?.unit ?? '',
    cost: sku ? Decimal.from(sku.cost).normalize().toString() : '0',
    reorderLevel:
      sku?.reorderLevel === null || sku?.reorderLevel === undefined
        ? ''
        : Decimal.from(sku.reorderLevel).normalize().toString(),
    attributeId: sku?.attributeId ?? null,
    remarks: sku?.remarks ?? '',
    isOn: sku ? sku.state === SkuState.On : true,
    groups: (sku?.groups ?? []).map((line) => ({
      id: line.id,
      number: Decimal.from(line.number).normalize().toString(),
    })),
    images: [...(sku?.images ?? [])],
  };
}

/** The kind the server will derive (business-rules §1): a Group as soon as there is one component. */
export function derivedKind(groups: readonly unknown[]): SkuKind {
  return groups.length > 0 ? SkuKind.Group : SkuKind.Single;
}

/** The create / update body for checked form values; decimal text becomes the wire number only here. */
export function skuBodyFromForm(values: SkuFormValues): SaveSku {
  return {
    code: values.code.trim() === '' ? null : values.code.trim(),
    name: values.name.trim(),
    unit: values.unit.trim() === '' ? null : values.unit.trim(),
    cost: Decimal.from(values.cost).toNumber(),
    reorderLevel: values.reorderLevel.trim() === '' ? null : Decimal.from(values.reorderLevel).toNumber(),
    attributeId: values.attributeId,
    remarks: values.remarks === '' ? null : values.remarks,
    state: values.isOn ? SkuState.On : SkuState.Off,
    groups: values.groups.map((line) => ({
      id: line.id ?? '',
      number: Decimal.from(line.number).toNumber(),
    })),
    images: values.images,
  };
}

/**
 * The full update body of a saved SKU with some fields changed (the switch). The update replaces every field, so
 * leaving out the components or images would erase them: everything read is sent back.
 */
export function skuBodyFromSku(sku: Sku, changes: Partial<SaveSku> = {}): SaveSku {
  return {
    code: sku.code,
    name: sku.name,
    unit: sku.unit ?? null,
    cost: sku.cost,
    // Left out when the read did not carry it: the server then keeps the stored level (never wiped by a switch).
    ...(sku.reorderLevel === undefined ? {} : { reorderLevel: sku.reorderLevel }),
    attributeId: sku.attributeId ?? null,
    remarks: sku.remarks ?? null,
    state: sku.state,
    groups: sku.groups.map((line) => ({ id: line.id, number: line.number })),
    images: [...sku.images],
    ...changes,
  };
}
