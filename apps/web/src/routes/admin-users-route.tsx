import {
  endpoints,
  permissionsOf,
  type CreateIdentityUser,
  type IdentityUser,
  type UpdateIdentityUser,
} from '@inventory/contracts';
import { PermissionEditor, UserScreen, type UserFormValues } from '@inventory/ui';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../api/api-context.tsx';
import { callEndpoint } from '../api/endpoint-calls.ts';
import { useMutation, useRead } from '../api/endpoint-hooks.ts';
import { useTenantTimeZone } from '../api/tenant-settings.ts';
import { useScreenErrorPolicy } from '../errors/use-screen-error-policy.ts';
import { usePermission } from '../permissions/use-permission.ts';
import { useProviderPermissions } from './admin-roles-route.tsx';
import { recordActions, type RecordBodies } from './record-actions.ts';
import { useListView, useRecordTriggers, useWriteGrants } from './record-route.ts';

const users = endpoints.identityUsers;

const fieldsOf = (values: UserFormValues) => ({
  userName: values.userName,
  name: values.name || null,
  surname: values.surname || null,
  email: values.email,
  phoneNumber: values.phoneNumber || null,
  isActive: values.isActive,
  lockoutEnabled: values.lockoutEnabled,
  roleNames: values.roleNames,
});

/**
 * What the form sends: the roles always (the checkboxes show them all), the password only on create (a new one is
 * set with "Set password"), and the stamp the form was read with, so a change made meanwhile answers 409.
 */
export const userBodies: RecordBodies<IdentityUser, UserFormValues, CreateIdentityUser, UpdateIdentityUser> =
  {
    create: (values) => ({ ...fieldsOf(values), password: values.password }),
    update: (record, values) => ({
      ...fieldsOf(values),
      concurrencyStamp: values.concurrencyStamp ?? record.concurrencyStamp,
    }),
  };

/**
 * /system/users: the tenant's users. The view (search, order, page) lives in the address; create, edit, delete,
 * the new password and the user's own permissions show only with their permissions.
 */
export function AdminUsersRoute() {
  const { t } = useTranslation('admin');
  const client = useApiClient();
  const errors = useScreenErrorPolicy();
  const { view } = useListView(users.list, errors);
  const writes = useRecordTriggers(users);
  const grants = useWriteGrants(users);
  const assignable = useRead(users.assignableRoles, {}, { onError: errors.onReadError });
  const setPassword = useMutation(endpoints.account.setPassword, { alsoRevalidate: ['identityUsers'] });
  const maySetPassword = usePermission(permissionsOf(endpoints.account.setPassword));
  const mayManage = usePermission(['AbpIdentity.Users.ManagePermissions']);
  const unlock = useMutation(users.unlock);
  const mayUnlock = usePermission(permissionsOf(users.unlock));
  const timeZone = useTenantTimeZone();
  const [editing, setEditing] = useState<IdentityUser | null>(null);
  const editor = useProviderPermissions('U', editing?.id ?? null);

  const loadUserRoles = useCallback(
    (user: IdentityUser) =>
      callEndpoint(client, users.getRoles, { params: { id: user.id } }).then((answer) =>
        answer.items.map((role) => role.name),
      ),
    [client],
  );
  const reloadUser = useCallback(
    (user: IdentityUser) => callEndpoint(client, users.get, { params: { id: user.id } }),
    [client],
  );

  return (
    <UserScreen
      {...view}
      {...recordActions(writes, grants, errors.onChangeError, userBodies)}
      roles={assignable.data?.items}
      loadUserRoles={loadUserRoles}
      reloadUser={reloadUser}
      onSetPassword={
        maySetPassword
          ? (user, password) =>
              setPassword.trigger({ body: { userId: user.id, password } }).catch(errors.onChangeError)
          : undefined
      }
      onEditPermissions={mayManage ? setEditing : undefined}
      onUnlock={
        mayUnlock
          ? (user) => unlock.trigger({ params: { id: user.id } }).catch(errors.onChangeError)
          : undefined
      }
      timeZone={timeZone}
      permissionEditor={
        editing && (
          <PermissionEditor
            key={editing.id}
            title={t('users.dialogs.permissionsTitle', { name: editing.userName })}
            providerName="U"
            list={editor.list}
            onSave={editor.save}
            onClose={() => setEditing(null)}
          />
        )
      }
    />
  );
}
