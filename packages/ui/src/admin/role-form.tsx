import { Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { ErrorCodes, type IdentityRole, createIdentityRole } from '@inventory/contracts';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../forms/form-error-alert.tsx';
import { FormDialog, type FormDialogSlot } from '../kit/form-dialog.tsx';
import { SwitchField } from '../kit/switch-field.tsx';
import { TextField } from '../kit/text-field.tsx';
import { useFormSave } from '../kit/use-form-save.ts';

export interface RoleFormValues {
  name: string;
  isDefault: boolean;
  isPublic: boolean;
}

export interface RoleFormProps {
  open: boolean;
  /** The role being edited; absent = create. */
  role?: IdentityRole | null;
  onSubmit: (values: RoleFormValues) => Promise<unknown>;
  onClose: () => void;
}

/** Creates or renames a role and sets its default / public flags; a built-in role's name cannot change. */
export function RoleForm({ open, role, onSubmit, onClose }: RoleFormProps) {
  const { t } = useTranslation('admin');
  return (
    <FormDialog
      open={open}
      title={role ? t('roles.dialogs.editTitle', { name: role.name }) : t('roles.dialogs.createTitle')}
      onClose={onClose}
    >
      {(slot) => <RoleFormBody {...slot} role={role} onSubmit={onSubmit} />}
    </FormDialog>
  );
}

function RoleFormBody({
  formId,
  onSubmittingChange,
  role,
  onSubmit,
}: FormDialogSlot & Pick<RoleFormProps, 'role' | 'onSubmit'>) {
  const { t } = useTranslation('admin');
  const { control, handleSubmit, setError } = useForm<RoleFormValues>({
    resolver: zodResolver(createIdentityRole) as unknown as Resolver<RoleFormValues>,
    defaultValues: {
      name: role?.name ?? '',
      isDefault: role?.isDefault ?? false,
      isPublic: role?.isPublic ?? false,
    },
  });
  const { formError, save } = useFormSave<RoleFormValues>({
    setError,
    fields: ['name', 'isDefault', 'isPublic'],
    fieldOfCode: { [ErrorCodes.DuplicateRoleName]: 'name' },
    onSubmittingChange,
  });
  const submit = handleSubmit((values) => save(() => onSubmit(values)));
  return (
    <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="4">
        <FormErrorAlert error={formError} />
        <TextField
          control={control}
          name="name"
          label={t('roles.fields.name')}
          required
          readOnly={role?.isStatic}
          helperText={role?.isStatic ? t('roles.flags.static') : undefined}
        />
        <SwitchField control={control} name="isDefault" label={t('roles.fields.isDefault')} />
        <SwitchField control={control} name="isPublic" label={t('roles.fields.isPublic')} />
      </Stack>
    </form>
  );
}
