import { ErrorCodes, type SaveSupplier, type Supplier, saveSupplier } from '@inventory/contracts';
import { useTranslation } from 'react-i18next';
import { RecordFormDialog, type RecordField } from '../kit/record-form-dialog.tsx';

/** What the dialog edits; the concurrency stamp is added by the app from the record it read. */
export type SupplierFormValues = Omit<SaveSupplier, 'concurrencyStamp'>;

export interface SupplierFormProps {
  open: boolean;
  /** The supplier being edited; absent = create. */
  supplier?: Supplier | null;
  /** Saves; a rejection with an `ApiError` is shown in the form (fields for 400s, the name for a duplicate). */
  onSubmit: (values: SupplierFormValues) => Promise<unknown>;
  onClose: () => void;
}

function valuesOf(supplier: Supplier | null | undefined): SupplierFormValues {
  return {
    name: supplier?.name ?? '',
    contact: supplier?.contact ?? '',
    telePhone: supplier?.telePhone ?? '',
    address: supplier?.address ?? '',
    remarks: supplier?.remarks ?? '',
  };
}

/**
 * Creates or edits a supplier in a dialog — name, contact, telephone, address and remarks — checked by the rules
 * the server applies (a name is required and unique); the server's refusals land on their fields.
 */
export function SupplierForm({ open, supplier, onSubmit, onClose }: SupplierFormProps) {
  const { t } = useTranslation('supplier');
  const fields: RecordField<SupplierFormValues>[] = [
    { name: 'name', label: t('fields.name'), required: true },
    { name: 'contact', label: t('fields.contact') },
    { name: 'telePhone', label: t('fields.telePhone'), type: 'tel' },
    { name: 'address', label: t('fields.address') },
    { name: 'remarks', label: t('fields.remarks'), multiline: true },
  ];
  return (
    <RecordFormDialog
      open={open}
      title={supplier ? t('dialogs.editTitle') : t('dialogs.createTitle')}
      schema={saveSupplier}
      values={valuesOf(supplier)}
      fields={fields}
      duplicate={{ code: ErrorCodes.DuplicateSupplierName, field: 'name' }}
      onSubmit={onSubmit}
      onClose={onClose}
    />
  );
}
