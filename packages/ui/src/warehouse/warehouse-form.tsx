import { type CreateWarehouse, ErrorCodes, type Warehouse, createWarehouse } from '@inventory/contracts';
import { useTranslation } from 'react-i18next';
import { RecordFormDialog, type RecordField } from '../kit/record-form-dialog.tsx';

export type WarehouseFormValues = CreateWarehouse;

export interface WarehouseFormProps {
  open: boolean;
  /** The warehouse being edited; absent = create. */
  warehouse?: Warehouse | null;
  /** Saves; a rejection with an `ApiError` is shown in the form (fields for 400s, the name for a duplicate). */
  onSubmit: (values: WarehouseFormValues) => Promise<unknown>;
  onClose: () => void;
}

function valuesOf(warehouse: Warehouse | null | undefined): WarehouseFormValues {
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
export function WarehouseForm({ open, warehouse, onSubmit, onClose }: WarehouseFormProps) {
  const { t } = useTranslation('warehouse');
  const fields: RecordField<WarehouseFormValues>[] = [
    { name: 'name', label: t('warehouse.fields.name'), required: true },
    { name: 'address', label: t('warehouse.fields.address') },
    { name: 'telePhone', label: t('warehouse.fields.telePhone'), type: 'tel' },
    { name: 'remarks', label: t('warehouse.fields.remarks'), multiline: true },
  ];
  return (
    <RecordFormDialog
      open={open}
      title={warehouse ? t('warehouse.dialogs.editTitle') : t('warehouse.dialogs.createTitle')}
      schema={createWarehouse}
      values={valuesOf(warehouse)}
      fields={fields}
      duplicate={{ code: ErrorCodes.DuplicateWarehouseName, field: 'name' }}
      onSubmit={onSubmit}
      onClose={onClose}
    />
  );
}
