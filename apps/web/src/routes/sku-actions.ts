import type { SaveSku, SetSkuAttribute, Sku } from '@inventory/contracts';
import { type SkuWrites, skuBodyFromForm, skuBodyFromSku } from '@inventory/ui';

/** The writes the SKU screen can ask for (the data layer's `useMutation(...).trigger`). */
export interface SkuTriggers {
  create(input: { body: SaveSku }): Promise<unknown>;
  update(input: { params: { id: string }; body: SaveSku }): Promise<unknown>;
  remove(input: { params: { id: string } }): Promise<unknown>;
  setAttribute(input: { body: SetSkuAttribute }): Promise<unknown>;
}

export interface SkuGrants {
  create: boolean;
  update: boolean;
  delete: boolean;
}

/**
 * The screen's callbacks: present only with their permission (the screen then hides the button, the switch and
 * the bulk actions), each failure passed through the screen error policy. An SKU carries no concurrency stamp on
 * the wire and its update replaces every field, so the switch sends the whole SKU as read with only the state
 * changed: its components and images are never erased by turning it Off.
 */
export function skuActions(
  writes: SkuTriggers,
  grants: SkuGrants,
  onChangeError: (error: unknown) => never,
): SkuWrites {
  const update = (sku: Sku, body: SaveSku) =>
    writes.update({ params: { id: sku.id }, body }).catch(onChangeError);
  return {
    onCreate: grants.create
      ? (values) => writes.create({ body: skuBodyFromForm(values) }).catch(onChangeError)
      : undefined,
    onUpdate: grants.update ? (sku, values) => update(sku, skuBodyFromForm(values)) : undefined,
    onSwitch: grants.update ? (sku, next) => update(sku, skuBodyFromSku(sku, { state: next })) : undefined,
    onSetCategory: grants.update
      ? (ids, attributeId) => writes.setAttribute({ body: { ids, attributeId } }).catch(onChangeError)
      : undefined,
    onDelete: grants.delete
      ? (sku) => writes.remove({ params: { id: sku.id } }).catch(onChangeError)
      : undefined,
  };
}
