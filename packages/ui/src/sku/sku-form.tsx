import { SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { ErrorCodes, type Sku } from '@inventory/contracts';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldPathsOf } from '../forms/field-paths.ts';
import { FormErrorAlert } from '../forms/form-error-alert.tsx';
import { DecimalField } from '../kit/decimal-field.tsx';
import type { EntityOption } from '../kit/entity-picker.tsx';
import { EntityPickerField } from '../kit/entity-picker-field.tsx';
import { FormDialog, type FormDialogSlot } from '../kit/form-dialog.tsx';
import { SwitchField } from '../kit/switch-field.tsx';
import { TextField } from '../kit/text-field.tsx';
import { useFormSave } from '../kit/use-form-save.ts';
import { SkuImagesField } from '../sku-media/sku-images-field.tsx';
import { SkuQrCode } from '../sku-media/sku-qr-code.tsx';
import type { UploadFile } from '../sku-media/upload-file-type.ts';
import { SkuComponentsEditor } from './sku-components-editor.tsx';
import { type SkuFormValues, skuFormDefaults, skuFormSchema } from './sku-form-values.ts';

/** How the SKU screen looks up SKUs and categories for its pickers (the app passes list calls). */
export interface SkuLookups {
  searchSkus: (text: string) => Promise<readonly EntityOption[]>;
  loadSku: (id: string) => Promise<EntityOption | null>;
  searchCategories: (text: string) => Promise<readonly EntityOption[]>;
  loadCategory: (id: string) => Promise<EntityOption | null>;
}

export interface SkuFormProps extends SkuLookups {
  open: boolean;
  /** The SKU being edited; absent = create. */
  sku?: Sku | null;
  /** Saves; a rejection with an `ApiError` is shown in the form (fields for 400s, the code for a duplicate). */
  onSubmit: (values: SkuFormValues) => Promise<unknown>;
  onClose: () => void;
  readOnly?: boolean;
  /** Sends one image file (signed-URL upload); absent = no images field, the images are kept as they are. */
  uploadImage?: UploadFile;
}

/** Creates or edits an SKU in a dialog: its fields, its components (a kit) and its images. */
export function SkuForm(props: SkuFormProps) {
  const { open, sku, onClose, readOnly = false } = props;
  const { t } = useTranslation(['sku', 'common']);
  // Saving while an image is still on its way would store the SKU without it.
  const [uploading, setUploading] = useState(false);
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={sku ? t('sku:dialogs.editTitle') : t('sku:dialogs.createTitle')}
      readOnly={readOnly}
      saveDisabled={uploading}
    >
      {(slot) => (
        <SkuFormBody
          key={sku?.id ?? 'new'}
          {...props}
          {...slot}
          readOnly={readOnly}
          onUploadingChange={setUploading}
        />
      )}
    </FormDialog>
  );
}

interface SkuFormBodyProps extends SkuFormProps, FormDialogSlot {
  readOnly: boolean;
  onUploadingChange: (uploading: boolean) => void;
}

function SkuFormBody(props: SkuFormBodyProps) {
  const { formId, sku, readOnly, onSubmit, onSubmittingChange, uploadImage } = props;
  const { t } = useTranslation('sku');
  const schema = useMemo(() => skuFormSchema(sku?.id), [sku?.id]);
  const form = useForm<SkuFormValues>({ resolver: zodResolver(schema), defaultValues: skuFormDefaults(sku) });
  const { control } = form;
  const { formError, save } = useFormSave<SkuFormValues>({
    setError: form.setError,
    fields: () => fieldPathsOf(form.getValues()) as never[],
    fieldOfCode: { [ErrorCodes.DuplicateSkuCode]: 'code' },
    onSubmittingChange,
  });
  const submit = form.handleSubmit((values) => save(() => onSubmit(values)));
  return (
    <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="4">
        <FormErrorAlert error={formError} />
        {sku && <SkuQrCode code={sku.code} size="sm" />}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextField control={control} name="name" label={t('fields.name')} required readOnly={readOnly} />
          <TextField
            control={control}
            name="code"
            label={t('fields.code')}
            helperText={t('hints.code')}
            readOnly={readOnly}
          />
          <TextField
            control={control}
            name="unit"
            label={t('fields.unit')}
            helperText={t('hints.unit')}
            readOnly={readOnly}
          />
          <DecimalField
            control={control}
            name="cost"
            kind="price"
            label={t('fields.cost')}
            required
            readOnly={readOnly}
          />
          <DecimalField
            control={control}
            name="reorderLevel"
            kind="quantity"
            label={t('fields.reorderLevel')}
            helperText={t('hints.reorderLevel')}
            readOnly={readOnly}
          />
        </SimpleGrid>
        <EntityPickerField
          control={control}
          name="attributeId"
          label={t('fields.category')}
          readOnly={readOnly}
          search={props.searchCategories}
          loadLabel={props.loadCategory}
        />
        <SwitchField control={control} name="isOn" label={t('fields.state')} readOnly={readOnly} />
        <SkuComponentsEditor
          control={control}
          selfId={sku?.id}
          searchSkus={props.searchSkus}
          loadSku={props.loadSku}
          readOnly={readOnly}
        />
        {uploadImage && (
          <Controller
            control={control}
            name="images"
            render={({ field }) => (
              <SkuImagesField
                value={field.value}
                onChange={field.onChange}
                upload={uploadImage}
                onBusyChange={props.onUploadingChange}
                disabled={readOnly}
              />
            )}
          />
        )}
        <TextField
          control={control}
          name="remarks"
          label={t('fields.remarks')}
          multiline
          readOnly={readOnly}
        />
      </Stack>
    </form>
  );
}
