import { HStack, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { type Category, ErrorCodes, type SaveCategory, saveCategory } from '@inventory/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormErrorAlert } from '../forms/form-error-alert.tsx';
import { FormField } from '../forms/form-field.tsx';
import { FormDialog, type FormDialogSlot } from '../kit/form-dialog.tsx';
import { useFormSave } from '../kit/use-form-save.ts';
import { ColorSwatch } from './color-swatch.tsx';

export type CategoryFormValues = z.output<typeof saveCategory>;

/** Create a root (`parent` null), a child of `parent`, or edit `category`. */
export type CategoryFormTarget =
  { mode: 'create'; parent: Category | null } | { mode: 'edit'; category: Category; parent: Category | null };

export interface CategoryFormProps {
  /** Null = closed. */
  target: CategoryFormTarget | null;
  /** A rejection with an `ApiError` is shown in the form (fields for 400s, the name for a duplicate). */
  onSubmit: (values: CategoryFormValues) => Promise<unknown>;
  onClose: () => void;
}

const fields = ['name', 'sort', 'color'] as const;

function defaults(target: CategoryFormTarget): SaveCategory {
  if (target.mode === 'edit') {
    const { category } = target;
    return {
      name: category.name,
      sort: category.sort,
      color: category.color ?? '',
      parentId: category.parentId ?? null,
      coverImage: category.coverImage ?? '',
    };
  }
  return { name: '', sort: 0, color: '', parentId: target.parent?.id ?? null, coverImage: '' };
}

/**
 * Creates or edits a category in a dialog, checked by the contract's rules; the server's refusals land on their
 * fields (a duplicate name among siblings on the name). The parent is shown, not edited: the tree decides it.
 */
export function CategoryForm({ target, onSubmit, onClose }: CategoryFormProps) {
  const { t } = useTranslation(['category', 'common']);
  return (
    <FormDialog
      open={target !== null}
      onClose={onClose}
      title={
        target?.mode === 'edit'
          ? t('category:dialogs.editTitle')
          : target?.parent
            ? t('category:dialogs.createChildTitle', { parent: target.parent.name })
            : t('category:dialogs.createRootTitle')
      }
    >
      {(slot) =>
        target && (
          <CategoryFormBody
            key={target.mode === 'edit' ? target.category.id : `new-${target.parent?.id ?? 'root'}`}
            {...slot}
            target={target}
            onSubmit={onSubmit}
          />
        )
      }
    </FormDialog>
  );
}

interface CategoryFormBodyProps extends FormDialogSlot {
  target: CategoryFormTarget;
  onSubmit: CategoryFormProps['onSubmit'];
}

function CategoryFormBody({ formId, target, onSubmit, onSubmittingChange }: CategoryFormBodyProps) {
  const { t } = useTranslation('category');
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<SaveCategory, unknown, CategoryFormValues>({
    resolver: zodResolver(saveCategory),
    defaultValues: defaults(target),
  });
  const { formError, save } = useFormSave<SaveCategory>({
    setError,
    fields,
    fieldOfCode: { [ErrorCodes.DuplicateCategoryName]: 'name' },
    onSubmittingChange,
  });
  const submit = handleSubmit((values) => save(() => onSubmit(values)));

  return (
    <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="4">
        <FormErrorAlert error={formError} />
        <Stack gap="0.5">
          <Text fontSize="sm" fontWeight="medium">
            {t('fields.parent')}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {target.parent ? `${target.parent.name} (${target.parent.code})` : t('fields.noParent')}
          </Text>
        </Stack>
        <FormField label={t('fields.name')} error={errors.name?.message} required>
          <Input {...register('name')} maxLength={64} autoComplete="off" />
        </FormField>
        <FormField label={t('fields.sort')} error={errors.sort?.message} helperText={t('hints.sort')}>
          <Input {...register('sort', { valueAsNumber: true })} type="number" min={0} max={100000} step={1} />
        </FormField>
        <FormField label={t('fields.color')} error={errors.color?.message} helperText={t('hints.color')}>
          <HStack gap="2" w="full">
            <ColorSwatch color={watch('color')} />
            <Input {...register('color')} maxLength={32} autoComplete="off" />
          </HStack>
        </FormField>
      </Stack>
    </form>
  );
}
