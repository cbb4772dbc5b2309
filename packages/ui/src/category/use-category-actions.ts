import type { Category } from '@inventory/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isHandledError } from '../feedback/handled-error.ts';
import { notify } from '../feedback/toaster.tsx';
import type { CategoryFormTarget, CategoryFormValues } from './category-form.tsx';
import type { CategoryTreeCommand } from './category-tree-view.tsx';
import { type MoveDirection, sortChangesForMove } from './category-tree.ts';

export interface CategoryActionsInput {
  categories: readonly Category[];
  onCreate?: (values: CategoryFormValues) => Promise<unknown>;
  onUpdate?: (category: Category, values: CategoryFormValues) => Promise<unknown>;
  onDelete?: (category: Category) => Promise<unknown>;
  /** Where the selection goes after a change: the new category, or the deleted one's parent. */
  onSelected: (id: string | null) => void;
}

/** What the server needs to save a category unchanged except for what the caller overrides. */
export function valuesOf(category: Category): CategoryFormValues {
  return {
    name: category.name,
    sort: category.sort,
    color: category.color ?? null,
    parentId: category.parentId ?? null,
    coverImage: category.coverImage ?? null,
  };
}

function createdId(result: unknown): string | null {
  const id = (result as { id?: unknown } | null | undefined)?.id;
  return typeof id === 'string' ? id : null;
}

/** The screen's dialogs and writes: create, edit, reorder and delete, each reporting its outcome. */
export function useCategoryActions({
  categories,
  onCreate,
  onUpdate,
  onDelete,
  onSelected,
}: CategoryActionsInput) {
  const { t } = useTranslation(['category', 'common']);
  const [formTarget, setFormTarget] = useState<CategoryFormTarget | null>(null);
  const [toDelete, setToDelete] = useState<Category | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [moving, setMoving] = useState(false);
  const movingRef = useRef(false);
  const [actionError, setActionError] = useState<unknown>(null);
  const byId = (id: string | null | undefined) => categories.find((category) => category.id === id) ?? null;
  const report = (failure: unknown) => {
    if (!isHandledError(failure)) setActionError(failure);
  };

  const openCreate = (parent: Category | null) => setFormTarget({ mode: 'create', parent });
  const openEdit = (category: Category) =>
    setFormTarget({ mode: 'edit', category, parent: byId(category.parentId) });

  const save = async (values: CategoryFormValues) => {
    if (formTarget?.mode === 'edit' && onUpdate) {
      await onUpdate(formTarget.category, values);
      notify({ type: 'success', title: t('common:messages.modifySucceeded') });
    } else if (formTarget?.mode === 'create' && onCreate) {
      const id = createdId(await onCreate(values));
      notify({ type: 'success', title: t('common:messages.createSucceeded') });
      if (id) onSelected(id);
    }
    setFormTarget(null);
  };

  /** Saves the sort values that move the category one place; one reorder at a time. */
  const move = async (category: Category, direction: MoveDirection) => {
    if (!onUpdate || movingRef.current) return;
    const changes = sortChangesForMove(categories, category, direction);
    if (changes.length === 0) return;
    movingRef.current = true;
    setMoving(true);
    try {
      for (const change of changes)
        await onUpdate(change.category, { ...valuesOf(change.category), sort: change.sort });
      notify({ type: 'success', title: t('category:moved') });
    } catch (failure) {
      report(failure);
    } finally {
      movingRef.current = false;
      setMoving(false);
    }
  };

  const confirmDelete = async () => {
    if (!toDelete || !onDelete) return;
    setDeleting(true);
    try {
      await onDelete(toDelete);
      notify({ type: 'success', title: t('common:messages.deleteSucceeded') });
      onSelected(toDelete.parentId ?? null);
    } catch (failure) {
      report(failure);
    } finally {
      setDeleting(false);
      setToDelete(null);
    }
  };

  const command = (kind: CategoryTreeCommand, id: string) => {
    const category = byId(id);
    if (!category) return;
    if (kind === 'edit' && onUpdate) openEdit(category);
    else if (kind === 'createChild' && onCreate) openCreate(category);
    else if (kind === 'delete' && onDelete) setToDelete(category);
    else if (kind === 'moveUp' || kind === 'moveDown') void move(category, kind === 'moveUp' ? 'up' : 'down');
  };

  return {
    formTarget,
    openCreate,
    openEdit,
    closeForm: () => setFormTarget(null),
    save,
    move,
    moving,
    command,
    toDelete,
    deleting,
    askDelete: setToDelete,
    confirmDelete,
    cancelDelete: () => setToDelete(null),
    actionError,
    clearError: () => setActionError(null),
  };
}
