import { type Sku, SkuState } from '@inventory/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isHandledError } from '../feedback/handled-error.ts';
import { notify } from '../feedback/toaster.tsx';
import type { SkuFormValues } from './sku-form-values.ts';

/** The writes the SKU screen reports; each is absent without its permission (the screen then hides it). */
export interface SkuWrites {
  onCreate?: (values: SkuFormValues) => Promise<unknown>;
  onUpdate?: (sku: Sku, values: SkuFormValues) => Promise<unknown>;
  onDelete?: (sku: Sku) => Promise<unknown>;
  /** Turns an SKU On or Off. */
  onSwitch?: (sku: Sku, next: SkuState) => Promise<unknown>;
  /** Moves many SKUs to one category (null = none) in one call. */
  onSetCategory?: (ids: string[], attributeId: string | null) => Promise<unknown>;
}

export type SkuFormState = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; sku: Sku };

/**
 * What the SKU screen remembers between renders: the open dialog, what is about to be deleted or re-categorized,
 * the switches still running, and the failure to explain. Failures the app already showed (a 401) are not repeated.
 */
export function useSkuScreenState(writes: SkuWrites, clearSelection: () => void) {
  const { t } = useTranslation(['sku', 'common']);
  const [form, setForm] = useState<SkuFormState>({ mode: 'closed' });
  const [toDelete, setToDelete] = useState<readonly Sku[]>([]);
  const [deleting, setDeleting] = useState(false);
  const [toCategorize, setToCategorize] = useState<readonly Sku[]>([]);
  const [pending, setPending] = useState<ReadonlyMap<string, SkuState>>(new Map());
  const [failure, setFailure] = useState<unknown>(null);
  const report = (error: unknown) => {
    if (!isHandledError(error)) setFailure(error);
  };

  const save = async (values: SkuFormValues) => {
    if (form.mode === 'edit' && writes.onUpdate) {
      await writes.onUpdate(form.sku, values);
      notify({ type: 'success', title: t('common:messages.modifySucceeded') });
    } else if (form.mode === 'create' && writes.onCreate) {
      await writes.onCreate(values);
      notify({ type: 'success', title: t('common:messages.createSucceeded') });
    }
    setForm({ mode: 'closed' });
  };

  // One at a time, so a refusal names the SKU it stopped at and those before it stay deleted, as the list shows.
  const confirmDelete = async () => {
    if (!writes.onDelete || deleting) return;
    setDeleting(true);
    try {
      for (const sku of toDelete) await writes.onDelete(sku);
      notify({ type: 'success', title: t('common:messages.deleteSucceeded') });
      clearSelection();
    } catch (error) {
      report(error);
    } finally {
      setDeleting(false);
      setToDelete([]);
    }
  };

  // Optimistic: the switch shows the new state at once; a refusal puts it back and says why.
  const toggle = (sku: Sku, next: SkuState) => {
    if (!writes.onSwitch || pending.has(sku.id)) return;
    setPending((map) => new Map(map).set(sku.id, next));
    writes
      .onSwitch(sku, next)
      .then(
        () =>
          notify({
            type: 'success',
            title: t(next === SkuState.On ? 'sku:messages.switchedOn' : 'sku:messages.switchedOff', {
              name: sku.name,
            }),
          }),
        report,
      )
      .finally(() =>
        setPending((map) => {
          const rest = new Map(map);
          rest.delete(sku.id);
          return rest;
        }),
      );
  };

  const setCategory = async (attributeId: string | null) => {
    if (!writes.onSetCategory) return;
    const count = toCategorize.length;
    try {
      await writes.onSetCategory(
        toCategorize.map((sku) => sku.id),
        attributeId,
      );
      notify({ type: 'success', title: t('sku:messages.categorySet', { count }) });
      setToCategorize([]);
      clearSelection();
    } catch (error) {
      report(error);
    }
  };

  return {
    form,
    setForm,
    save,
    toDelete,
    setToDelete,
    deleting,
    confirmDelete,
    toCategorize,
    setToCategorize,
    setCategory,
    pending,
    toggle,
    failure,
    report,
    clearFailure: () => setFailure(null),
  };
}
