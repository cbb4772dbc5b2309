import { Button, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { ValidationKeys } from '@inventory/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { applyServerErrors } from '../forms/apply-server-errors.ts';
import { fieldPathsOf } from '../forms/field-paths.ts';
import { DateField } from './date-field.tsx';
import { DecimalField } from './decimal-field.tsx';
import { decimalText } from './decimal-text.ts';
import type { EntityOption } from './entity-picker.tsx';
import { EntityPickerField } from './entity-picker-field.tsx';
import { SelectField } from './select-field.tsx';
import { SwitchField } from './switch-field.tsx';
import { TextField } from './text-field.tsx';

const demoSchema = z.object({
  name: z.string().trim().min(1, ValidationKeys.required).max(64, ValidationKeys.maxLength),
  categoryId: z
    .string()
    .nullable()
    .refine((id) => Boolean(id), ValidationKeys.required),
  cost: decimalText('price', { required: true }),
  quantity: decimalText('quantity', { greaterThan: '0' }),
  status: z.string().min(1, ValidationKeys.required),
  expiresAt: z.string().nullable(),
  isActive: z.boolean(),
  remarks: z.string(),
});

export type FormKitDemoValues = z.infer<typeof demoSchema>;

export interface FormKitDemoProps {
  defaultValues?: Partial<FormKitDemoValues>;
  onSubmit: (values: FormKitDemoValues) => Promise<unknown>;
  search: (text: string) => Promise<readonly EntityOption[]>;
  loadLabel: (id: string) => Promise<EntityOption | null>;
  timeZone: string;
}

const empty: FormKitDemoValues = {
  name: '',
  categoryId: null,
  cost: '',
  quantity: '',
  status: '',
  expiresAt: null,
  isActive: true,
  remarks: '',
};

/** Story-only: one form with every kit field, as a screen would wire it (schema, server errors on fields). */
export function FormKitDemo({ defaultValues, onSubmit, search, loadLabel, timeZone }: FormKitDemoProps) {
  const { t } = useTranslation(['kit', 'common']);
  const form = useForm<FormKitDemoValues>({
    resolver: zodResolver(demoSchema),
    defaultValues: { ...empty, ...defaultValues },
  });
  const { control } = form;
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      applyServerErrors(error, fieldPathsOf(form.getValues()) as never[], form.setError);
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="4" maxWidth="md">
        <TextField control={control} name="name" label={t('kit:columns.name')} required />
        <EntityPickerField
          control={control}
          name="categoryId"
          label={t('kit:columns.category')}
          required
          search={search}
          loadLabel={loadLabel}
          typingPauseMs={200}
        />
        <DecimalField control={control} name="cost" kind="price" label={t('kit:columns.cost')} required />
        <DecimalField control={control} name="quantity" kind="quantity" label={t('kit:columns.quantity')} />
        <SelectField
          control={control}
          name="status"
          label={t('kit:columns.status')}
          required
          options={[
            { value: 'Draft', label: t('common:status.Draft') },
            { value: 'Finish', label: t('common:status.Finish') },
          ]}
        />
        <DateField
          control={control}
          name="expiresAt"
          label={t('kit:columns.expiryDate')}
          timeZone={timeZone}
        />
        <SwitchField control={control} name="isActive" label={t('kit:columns.switch')} />
        <TextField control={control} name="remarks" label={t('kit:columns.remarks')} multiline />
        <Button
          type="submit"
          colorPalette="brand"
          alignSelf="flex-start"
          loading={form.formState.isSubmitting}
        >
          {t('common:actions.save')}
        </Button>
      </Stack>
    </form>
  );
}
