import type { SaveSku, SetSkuAttribute, Sku } from '@inventory/contracts';
import { type SkuFormValues, type SkuWrites, skuBodyFromForm, skuBodyFromSku } from '@inventory/ui';
import { type RecordBodies, type RecordTriggers, type WriteGrants, recordActions } from './record-actions.ts';

/** The writes the SKU screen can ask for (the data layer's `useMutation(...).trigger`). */
export interface SkuTriggers extends RecordTriggers<SaveSku, SaveSku> {
  setAttribute(input: { body: SetSkuAttribute }): Promise<unknown>;
}

const skuBodies: RecordBodies<Sku, SkuFormValues, SaveSku, SaveSku> = {
  create: skuBodyFromForm,
  update: (_sku, values) => skuBodyFromForm(values),
};

/**
 * The screen's callbacks: the record writes of every list screen, plus the switch and the bulk category, present
 * only with the update permission. An SKU carries no concurrency stamp on the wire and its update replaces every
 * field, so the switch sends the whole SKU as read with only the state changed: its components and images are
 * never erased by turning it Off.
 */
export function skuActions(
  writes: SkuTriggers,
  grants: WriteGrants,
  onChangeError: (error: unknown) => never,
): SkuWrites {
  return {
    ...recordActions(writes, grants, onChangeError, skuBodies),
    onSwitch: grants.update
      ? (sku, next) =>
          writes
            .update({ params: { id: sku.id }, body: skuBodyFromSku(sku, { state: next }) })
            .catch(onChangeError)
      : undefined,
    onSetCategory: grants.update
      ? (ids, attributeId) => writes.setAttribute({ body: { ids, attributeId } }).catch(onChangeError)
      : undefined,
  };
}
