import { Button, Input, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CreateWarehouse,
  ErrorCodes,
  type Warehouse,
  createWarehouse,
  hasErrorCode,
  warehouseBounds,
} from '@inventory/contracts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../feedback/app-dialog.tsx';
import { applyServerErrors } from '../forms/apply-server-errors.ts';
import { FormErrorAlert } from '../forms/form-error-alert.tsx';
import { FormField } from '../forms/form-field.tsx';
import { isHandledError } from '../feedback/handled-error.ts';

export type WarehouseFormValues = CreateWarehouse;

export interface WarehouseFormProps {
  open: boolean;
  /** The warehouse being edited; absent = create. */
  warehouse?: Warehouse | null;
  /** Saves; a rejection with an `ApiError` is shown in the form (fields for 400s, the name for a duplicate). */
  onSubmit: (values: WarehouseFormValues) => Promise<unknown>;
  onClose: () => void;
  /** Everything shown, nothing editable (no update permission). */
  readOnly?: boolean;
}

const fields = ['name', 'address', 'telePhone', 'remarks'] as const;

function defaults(warehouse: Warehouse | null | undefined): WarehouseFormValues {
  return {
    name: warehouse?.name ?? '',
    address: warehouse?.address ?? '',
    telePhone: warehouse?.telePhone ?? '',
    remarks: warehouse?.remarks ?? '',
  };
}

/**
 * Creates or edits a warehouse in a dialog, checked by the same rules the server applies; the server's refusals
 * land on their fields. Give it a `warehouse` to edit one, none to create.
 */
export function WarehouseForm({ open, warehouse, onSubmit, onClose, readOnly = false }: WarehouseFormProps) {
  const { t } = useTranslation(['warehouse', 'common']);
  const formId = useId();
  const [submitting, setSubmitting] = useState(false);
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      busy={submitting}
      title={
        warehouse ? t('warehouse:warehouse.dialogs.editTitle') : t('warehouse:warehouse.dialogs.createTitle')
      }
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={submitting}>
            {t('common:actions.cancel')}
          </Button>
          {!readOnly && (
            <Button
              type="submit"
              form={formId}
              colorPalette="brand"
              loading={submitting}
              loadingText={t('common:actions.save')}
            >
              {t('common:actions.save')}
            </Button>
          )}
        </>
      }
    >
      {open && (
        <WarehouseFormBody
          key={warehouse?.id ?? 'new'}
          formId={formId}
          warehouse={warehouse}
          readOnly={readOnly}
          onSubmit={onSubmit}
          onSubmittingChange={setSubmitting}
        />
      )}
    </AppDialog>
  );
}

interface WarehouseFormBodyProps {
  formId: string;
  warehouse: Warehouse | null | undefined;
  readOnly: boolean;
  onSubmit: WarehouseFormProps['onSubmit'];
  onSubmittingChange: (submitting: boolean) => void;
}

function WarehouseFormBody({
  formId,
  warehouse,
  readOnly,
  onSubmit,
  onSubmittingChange,
}: WarehouseFormBodyProps) {
  const { t } = useTranslation('warehouse');
  const [formError, setFormError] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<WarehouseFormValues>({
    resolver: zodResolver(createWarehouse),
    defaultValues: defaults(warehouse),
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    onSubmittingChange(true);
    try {
      await onSubmit(values);
    } catch (error) {
      if (isHandledError(error)) return;
      if (hasErrorCode(error, ErrorCodes.DuplicateWarehouseName)) {
        setError(
          'name',
          { type: 'server', message: error.error?.message ?? undefined },
          { shouldFocus: true },
        );
      } else if (!applyServerErrors(error, fields, setError)) {
        setFormError(error);
      }
    } finally {
      onSubmittingChange(false);
    }
  });

  const label = (field: (typeof fields)[number]) => t(`warehouse.fields.${field}`);
  return (
    <form id={formId} onSubmit={submit} noValidate>
      <Stack gap="4">
        <FormErrorAlert error={formError} />
        <FormField label={label('name')} error={errors.name?.message} required readOnly={readOnly}>
          <Input {...register('name')} maxLength={warehouseBounds.name} autoComplete="off" />
        </FormField>
        <FormField label={label('address')} error={errors.address?.message} readOnly={readOnly}>
          <Input {...register('address')} autoComplete="street-address" />
        </FormField>
        <FormField label={label('telePhone')} error={errors.telePhone?.message} readOnly={readOnly}>
          <Input {...register('telePhone')} type="tel" autoComplete="tel" />
        </FormField>
        <FormField label={label('remarks')} error={errors.remarks?.message} readOnly={readOnly}>
          <Textarea {...register('remarks')} rows={3} />
        </FormField>
      </Stack>
    </form>
  );
}
