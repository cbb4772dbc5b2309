import { Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { ErrorCodes, type Tenant, createTenant, updateTenant } from '@inventory/contracts';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../admin/password-field.tsx';
import { FormErrorAlert } from '../forms/form-error-alert.tsx';
import { FormDialog, type FormDialogSlot } from '../kit/form-dialog.tsx';
import { TextField } from '../kit/text-field.tsx';
import { useFormSave } from '../kit/use-form-save.ts';

export interface TenantFormValues {
  name: string;
  /** Create only: the tenant's first administrator. */
  adminEmailAddress: string;
  adminPassword: string;
  /** The stamp the values were read with (edit): a rename saved meanwhile answers 409. */
  concurrencyStamp?: string;
}

export interface TenantFormProps {
  open: boolean;
  /** The tenant being renamed; absent = create. */
  tenant?: Tenant | null;
  /** After a 409: the saved version of the tenant, to start again from. */
  reloadTenant?: (tenant: Tenant) => Promise<Tenant>;
  onSubmit: (values: TenantFormValues) => Promise<unknown>;
  onClose: () => void;
}

function valuesOf(tenant: Tenant | null | undefined): TenantFormValues {
  return {
    name: tenant?.name ?? '',
    adminEmailAddress: '',
    adminPassword: '',
    ...(tenant ? { concurrencyStamp: tenant.concurrencyStamp ?? undefined } : {}),
  };
}

/**
 * Creates a tenant with its administrator's email and password, or renames one. The name rule is said under the
 * name before anything is typed (people type the name when they sign in), and checked again by the server.
 */
export function TenantForm(props: TenantFormProps) {
  const { t } = useTranslation('tenant');
  const { tenant } = props;
  return (
    <FormDialog
      open={props.open}
      title={tenant ? t('dialogs.editTitle', { name: tenant.name }) : t('dialogs.createTitle')}
      onClose={props.onClose}
    >
      {(slot) => <TenantFormLoader {...props} {...slot} />}
    </FormDialog>
  );
}

function TenantFormLoader(props: TenantFormProps & FormDialogSlot) {
  const [start, setStart] = useState({ tenant: props.tenant ?? null, loads: 0 });
  const reloadTenant = props.reloadTenant;
  const reload =
    reloadTenant && start.tenant
      ? async () => setStart({ tenant: await reloadTenant(start.tenant!), loads: start.loads + 1 })
      : undefined;
  // Each load starts the form again from what it answered.
  return <TenantFormBody key={start.loads} {...props} tenant={start.tenant} onReload={reload} />;
}

function TenantFormBody(props: TenantFormProps & FormDialogSlot & { onReload?: () => Promise<void> }) {
  const { t } = useTranslation(['tenant', 'admin']);
  const { tenant, formId, onSubmittingChange, onReload } = props;
  const schema = tenant ? updateTenant : createTenant;
  const { control, handleSubmit, setError } = useForm<TenantFormValues>({
    resolver: zodResolver(schema) as unknown as Resolver<TenantFormValues>,
    defaultValues: valuesOf(tenant),
  });
  const { formError, save } = useFormSave<TenantFormValues>({
    setError,
    fields: ['name', 'adminEmailAddress', 'adminPassword'],
    fieldOfCode: { [ErrorCodes.DuplicateTenantName]: 'name' },
    onSubmittingChange,
  });
  const submit = handleSubmit((values) => save(() => props.onSubmit(values)));
  return (
    <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="4">
        <FormErrorAlert error={formError} onReload={onReload ? () => void onReload() : undefined} />
        <TextField
          control={control}
          name="name"
          label={t('fields.name')}
          required
          helperText={t('nameRule')}
        />
        {!tenant && (
          <>
            <Text fontSize="sm" color="fg.muted">
              {t('adminHint', { userName: 'admin' })}
            </Text>
            <TextField
              control={control}
              name="adminEmailAddress"
              label={t('fields.adminEmailAddress')}
              type="email"
              required
            />
            <PasswordField
              control={control}
              name="adminPassword"
              label={t('fields.adminPassword')}
              required
              helperText={t('admin:users.dialogs.passwordHint')}
            />
          </>
        )}
      </Stack>
    </form>
  );
}
