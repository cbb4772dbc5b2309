import { endpoints, type IdentityRole } from '@inventory/contracts';
import { PermissionEditor, RoleScreen, type RoleFormValues } from '@inventory/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useRead } from '../api/endpoint-hooks.ts';
import { useScreenErrorPolicy } from '../errors/use-screen-error-policy.ts';
import { usePermission } from '../permissions/use-permission.ts';
import { recordActions, stampedBodies } from './record-actions.ts';
import { useListView, useRecordTriggers, useWriteGrants } from './record-route.ts';

const roles = endpoints.identityRoles;
const permissions = endpoints.permissionManagement;
const bodies = stampedBodies<IdentityRole, RoleFormValues>();

/**
 * The permission editor of one provider (a role by name, a user by id) over permission-management: the list in
 * the current language (the server localizes the display names), saved with the changed permissions only.
 */
export function useProviderPermissions(providerName: 'R' | 'U', providerKey: string | null) {
  const { i18n } = useTranslation();
  const errors = useScreenErrorPolicy();
  const query = providerKey === null ? null : { query: { providerName, providerKey } };
  const list = useRead(permissions.get, query, { vary: i18n.language, onError: errors.onReadError });
  // Granted policies of the signed-in user may change with it (their own role): the layout's menu follows.
  const update = useMutation(permissions.update, { alsoRevalidate: ['abp'] });
  return {
    list: list.data,
    save: (changes: { name: string; isGranted: boolean }[]) =>
      providerKey === null
        ? Promise.resolve()
        : update
            .trigger({ query: { providerName, providerKey }, body: { permissions: changes } })
            .catch(errors.onChangeError),
  };
}

/**
 * /system/roles: the tenant's roles. The view (search, order, page) lives in the address; create, edit, delete
 * and the permission editor show only with their permissions.
 */
export function AdminRolesRoute() {
  const { t } = useTranslation('admin');
  const errors = useScreenErrorPolicy();
  const { view } = useListView(roles.list, errors);
  const writes = useRecordTriggers(roles);
  const grants = useWriteGrants(roles);
  const mayManage = usePermission(['AbpIdentity.Roles.ManagePermissions']);
  const [editing, setEditing] = useState<IdentityRole | null>(null);
  const editor = useProviderPermissions('R', editing?.name ?? null);
  return (
    <RoleScreen
      {...view}
      {...recordActions(writes, grants, errors.onChangeError, bodies)}
      onEditPermissions={mayManage ? setEditing : undefined}
      permissionEditor={
        editing && (
          <PermissionEditor
            key={editing.id}
            title={t('roles.dialogs.permissionsTitle', { name: editing.name })}
            providerName="R"
            list={editor.list}
            onSave={editor.save}
            onClose={() => setEditing(null)}
          />
        )
      }
    />
  );
}
