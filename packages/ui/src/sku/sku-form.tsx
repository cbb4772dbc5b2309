import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { ErrorCodes, type Sku, hasErrorCode } from '@inventory/contracts';
import { useId, useMemo, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../feedback/app-dialog.tsx';
import { isHandledError } from '../feedback/handled-error.ts';
import { applyServerErrors } from '../forms/apply-server-errors.ts';
import { fieldPathsOf } from '../forms/field-paths.ts';
import { FormErrorAlert } from '../forms/form-error-alert.tsx';
import { DecimalField } from '../kit/decimal-field.tsx';
import type { EntityOption } from '../kit/entity-picker.tsx';
import { EntityPickerField } from '../kit/entity-picker-field.tsx';
import { SwitchField } from '../kit/switch-field.tsx';
import { TextField } from '../kit/text-field.tsx';
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
  const formId = useId();
  const [submitting, setSubmitting] = useState(false);
  // Saving while an image is still on its way would store the SKU without it.
  const [uploading, setUploading] = useState(false);
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      busy={submitting}
      title={sku ? t('sku:dialogs.editTitle') : t('sku:dialogs.createTitle')}
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
              disabled={uploading}
            >
              {t('common:actions.save')}
            </Button>
          )}
        </>
      }
    >
      {open && (
        <SkuFormBody
          key={sku?.id ?? 'new'}
          {...props}
          formId={formId}
          readOnly={readOnly}
          onSubmittingChange={setSubmitting}
          onUploadingChange={setUploading}
        />
      )}
    </AppDialog>
  );
}

interface SkuFormBodyProps extends SkuFormProps {
  formId: string;
  readOnly: boolean;
  onSubmittingChange: (submitting: boolean) => void;
  onUploadingChange: (uploading: boolean) => void;
}

function SkuFormBody(props: SkuFormBodyProps) {
  const { formId, sku, readOnly, onSubmit, onSubmittingChange, uploadImage } = props;
  const { t } = useTranslation('sku');
  const [formError, setFormError] = useState<unknown>(null);
  const schema = useMemo(() => skuFormSchema(sku?.id), [sku?.id]);
  const form = useForm<SkuFormValues>({ resolver: zodResolver(schema), defaultValues: skuFormDefaults(sku) });
  const { control } = form;
  // A double click, or Enter pressed twice, must not save twice: the first submit holds the form until it answers.
  const running = useRef(false);
  const submit = form.handleSubmit(async (values) => {
    if (running.current) return;
    running.current = true;
    setFormError(null);
    onSubmittingChange(true);
    try {
      await onSubmit(values);
    } catch (error) {
      if (isHandledError(error)) return;
      if (hasErrorCode(error, ErrorCodes.DuplicateSkuCode)) {
        form.setError(
          'code',
          { type: 'server', message: error.error?.message ?? undefined },
          { shouldFocus: true },
        );
      } else if (!applyServerErrors(error, fieldPathsOf(form.getValues()) as never[], form.setError)) {
        setFormError(error);
      }
    } finally {
      running.current = false;
      onSubmittingChange(false);
    }
  });
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
