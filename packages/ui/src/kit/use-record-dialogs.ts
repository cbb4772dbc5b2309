import { startTransition, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isHandledError } from '../feedback/handled-error.ts';
import { notify } from '../feedback/toaster.tsx';

/** A list screen's writes; each absent one is a permission the user lacks (its button is not rendered). */
export interface RecordWrites<T, V> {
  onCreate?: (values: V) => Promise<unknown>;
  onUpdate?: (record: T, values: V) => Promise<unknown>;
  onDelete?: (record: T) => Promise<unknown>;
}

export type RecordFormState<T> = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; record: T };

/**
 * The dialogs of a master-data list screen: the create / edit form, the delete confirmation, and the dialog for a
 * refused delete (the server's words). Success is told in a toast; a failure the app already showed is not
 * shown twice (`HandledError`).
 */
export function useRecordDialogs<T, V>(writes: RecordWrites<T, V>) {
  const { t } = useTranslation('common');
  const [form, setForm] = useState<RecordFormState<T>>({ mode: 'closed' });
  const [toDelete, setToDelete] = useState<T | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const save = async (values: V) => {
    if (form.mode === 'edit' && writes.onUpdate) {
      await writes.onUpdate(form.record, values);
      notify({ type: 'success', title: t('messages.modifySucceeded') });
    } else if (form.mode === 'create' && writes.onCreate) {
      await writes.onCreate(values);
      notify({ type: 'success', title: t('messages.createSucceeded') });
    }
    setForm({ mode: 'closed' });
  };

  const confirmDelete = async () => {
    if (toDelete === null || !writes.onDelete || deleting) return;
    setDeleting(true);
    try {
      await writes.onDelete(toDelete);
      notify({ type: 'success', title: t('messages.deleteSucceeded') });
    } catch (error) {
      if (!isHandledError(error)) setFailure(error);
    } finally {
      setDeleting(false);
      setToDelete(null);
    }
  };

  // Opening renders the dialog and its form (a few hundred ms of script on a slow computer, mostly mounting Chakra's
  // dialog parts and fields, ADR 042) as a transition: the click's own handler ends at once and the browser paints
  // the pressed button before React renders the dialog in slices, so the page never stops answering input.
  const open = (next: RecordFormState<T>) => startTransition(() => setForm(next));

  return {
    form,
    openCreate: () => open({ mode: 'create' }),
    openEdit: (record: T) => open({ mode: 'edit', record }),
    closeForm: () => setForm({ mode: 'closed' }),
    save,
    toDelete,
    askDelete: setToDelete,
    cancelDelete: () => setToDelete(null),
    confirmDelete,
    deleting,
    failure,
    clearFailure: () => setFailure(null),
  };
}
