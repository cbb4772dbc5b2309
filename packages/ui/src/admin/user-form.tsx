import { Checkbox, Fieldset, Grid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ErrorCodes,
  type IdentityRole,
  type IdentityUser,
  createIdentityUser,
  updateIdentityUser,
} from '@inventory/contracts';
import { useEffect, useState } from 'react';
import { type Resolver, useController, useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../forms/form-error-alert.tsx';
import { FormDialog, type FormDialogSlot } from '../kit/form-dialog.tsx';
import { SwitchField } from '../kit/switch-field.tsx';
import { TextField } from '../kit/text-field.tsx';
import { useFormSave } from '../kit/use-form-save.ts';
import { PasswordField } from './password-field.tsx';

export interface UserFormValues {
  userName: string;
  name: string;
  surname: string;
  email: string;
  phoneNumber: string;
  /** Required on create; on edit empty = unchanged (set a new one with "Set password"). */
  password: string;
  isActive: boolean;
  lockoutEnabled: boolean;
  roleNames: string[];
  /** The stamp the values were read with (edit): a change saved meanwhile answers 409. */
  concurrencyStamp?: string;
}

export interface UserFormProps {
  open: boolean;
  /** The user being edited; absent = create. */
  user?: IdentityUser | null;
  /** The roles that can be given (assignable roles). */
  roles: readonly IdentityRole[] | undefined;
  /** The edited user's roles (their names); loaded when the dialog opens. */
  loadUserRoles?: (user: IdentityUser) => Promise<string[]>;
  /** After a 409: the saved version of the user, to start again from. */
  reloadUser?: (user: IdentityUser) => Promise<IdentityUser>;
  onSubmit: (values: UserFormValues) => Promise<unknown>;
  onClose: () => void;
}

function valuesOf(user: IdentityUser | null | undefined, roleNames: string[]): UserFormValues {
  return {
    userName: user?.userName ?? '',
    name: user?.name ?? '',
    surname: user?.surname ?? '',
    email: user?.email ?? '',
    phoneNumber: user?.phoneNumber ?? '',
    password: '',
    isActive: user?.isActive ?? true,
    lockoutEnabled: user?.lockoutEnabled ?? true,
    roleNames,
    ...(user ? { concurrencyStamp: user.concurrencyStamp ?? undefined } : {}),
  };
}

/** Creates or edits a user: the account's fields, the password on create, the switches and the roles as checkboxes. */
export function UserForm(props: UserFormProps) {
  const { t } = useTranslation('admin');
  const { user } = props;
  return (
    <FormDialog
      open={props.open}
      title={user ? t('users.dialogs.editTitle', { name: user.userName }) : t('users.dialogs.createTitle')}
      onClose={props.onClose}
    >
      {(slot) => <UserFormLoader {...props} {...slot} />}
    </FormDialog>
  );
}

function UserFormLoader(props: UserFormProps & FormDialogSlot) {
  const { t } = useTranslation('admin');
  const { user, loadUserRoles } = props;
  const [start, setStart] = useState<{ user: IdentityUser | null; roles: string[]; loads: number } | null>(
    user && loadUserRoles ? null : { user: user ?? null, roles: [], loads: 0 },
  );
  useEffect(() => {
    if (!user || !loadUserRoles) return;
    let live = true;
    void loadUserRoles(user).then((roles) => {
      if (live) setStart({ user, roles, loads: 0 });
    });
    return () => {
      live = false;
    };
  }, [user, loadUserRoles]);
  if (!start) return <Text>{t('users.dialogs.loadingRoles')}</Text>;
  const reload =
    props.reloadUser && start.user
      ? async () => {
          const fresh = await props.reloadUser!(start.user!);
          const roles = loadUserRoles ? await loadUserRoles(fresh) : start.roles;
          setStart({ user: fresh, roles, loads: start.loads + 1 });
        }
      : undefined;
  return (
    <UserFormBody
      // Each load starts the form again from what it answered.
      key={start.loads}
      {...props}
      user={start.user}
      initialRoles={start.roles}
      onReload={reload}
    />
  );
}

function RoleChecks({
  control,
  roles,
  label,
}: {
  control: Control<UserFormValues>;
  roles: readonly IdentityRole[] | undefined;
  label: string;
}) {
  const { t } = useTranslation('admin');
  const { field } = useController({ control, name: 'roleNames' });
  const chosen = new Set(field.value);
  return (
    <Fieldset.Root>
      <Fieldset.Legend>{label}</Fieldset.Legend>
      {roles === undefined && <Text color="fg.muted">{t('users.dialogs.loadingRoles')}</Text>}
      {roles?.length === 0 && <Text color="fg.muted">{t('users.dialogs.noRoles')}</Text>}
      <Stack gap="2">
        {roles?.map((role) => (
          <Checkbox.Root
            key={role.id}
            size="sm"
            colorPalette="brand"
            checked={chosen.has(role.name)}
            onCheckedChange={(details) =>
              field.onChange(
                details.checked === true
                  ? [...field.value, role.name]
                  : field.value.filter((name) => name !== role.name),
              )
            }
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{role.name}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
    </Fieldset.Root>
  );
}

function UserFormBody(
  props: UserFormProps &
    FormDialogSlot & { user: IdentityUser | null; initialRoles: string[]; onReload?: () => Promise<void> },
) {
  const { t } = useTranslation('admin');
  const { user, formId, onSubmittingChange } = props;
  const schema = user ? updateIdentityUser : createIdentityUser;
  const { control, handleSubmit, setError } = useForm<UserFormValues>({
    resolver: zodResolver(schema) as unknown as Resolver<UserFormValues>,
    defaultValues: valuesOf(user, props.initialRoles),
  });
  const { formError, save } = useFormSave<UserFormValues>({
    setError,
    fields: ['userName', 'name', 'surname', 'email', 'phoneNumber', 'password', 'isActive', 'lockoutEnabled'],
    fieldOfCode: { [ErrorCodes.DuplicateUserName]: 'userName', [ErrorCodes.DuplicateEmail]: 'email' },
    onSubmittingChange,
  });
  const submit = handleSubmit((values) => save(() => props.onSubmit(values)));
  const onReload = props.onReload;
  return (
    <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="4">
        <FormErrorAlert error={formError} onReload={onReload ? () => void onReload() : undefined} />
        <TextField control={control} name="userName" label={t('users.fields.userName')} required />
        <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
          <TextField control={control} name="name" label={t('users.fields.name')} />
          <TextField control={control} name="surname" label={t('users.fields.surname')} />
        </Grid>
        <TextField control={control} name="email" label={t('users.fields.email')} type="email" required />
        <TextField control={control} name="phoneNumber" label={t('users.fields.phoneNumber')} type="tel" />
        {!user && (
          <PasswordField
            control={control}
            name="password"
            label={t('users.fields.password')}
            required
            helperText={t('users.dialogs.passwordHint')}
          />
        )}
        <SwitchField control={control} name="isActive" label={t('users.fields.isActive')} />
        <SwitchField control={control} name="lockoutEnabled" label={t('users.fields.lockoutEnabled')} />
        <RoleChecks control={control} roles={props.roles} label={t('users.fields.roles')} />
      </Stack>
    </form>
  );
}
