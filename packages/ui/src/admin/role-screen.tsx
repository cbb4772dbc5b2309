import { Badge, Flex } from '@chakra-ui/react';
import { type IdentityRole, identityRoleListQuery, sortableFieldsOf } from '@inventory/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../kit/data-table-types.ts';
import type { FilterDefinition } from '../kit/filter-types.ts';
import type { RecordListProps } from '../kit/record-list-screen.tsx';
import { RecordListScreen } from '../kit/record-list-screen.tsx';
import { RoleForm, type RoleFormValues } from './role-form.tsx';

const sortableFields = sortableFieldsOf(identityRoleListQuery) ?? [];
const searchFilters: readonly FilterDefinition[] = [
  { id: 'Filter', labelKey: 'admin:roles.search', kind: 'text' },
];

function RoleFlags({ role }: { role: IdentityRole }) {
  const { t } = useTranslation('admin');
  return (
    <Flex gap="1" wrap="wrap">
      {role.isStatic && <Badge colorPalette="gray">{t('roles.flags.static')}</Badge>}
      {role.isDefault && <Badge colorPalette="brand">{t('roles.flags.default')}</Badge>}
      {role.isPublic && <Badge colorPalette="blue">{t('roles.flags.public')}</Badge>}
    </Flex>
  );
}

const roleColumns: readonly DataColumn<IdentityRole>[] = [
  { id: 'name', headerKey: 'admin:roles.fields.name', sortField: 'name', cell: (r) => r.name },
  { id: 'flags', headerKey: 'admin:roles.fields.flags', cell: (r) => <RoleFlags role={r} /> },
];

export interface RoleScreenProps extends RecordListProps<IdentityRole, RoleFormValues> {
  /** Opens the role's permission editor; absent without the permission to manage them. */
  onEditPermissions?: (role: IdentityRole) => void;
  /** The permission editor while it is open: shown instead of the list. */
  permissionEditor?: ReactNode;
}

/**
 * The roles page (`/system/roles`): the roles with their flags, create / rename / flags in a dialog, delete after a
 * confirmation (a built-in role's refusal in the server's words), and each role's permission editor.
 */
export function RoleScreen({ onEditPermissions, permissionEditor, ...props }: RoleScreenProps) {
  const { t } = useTranslation('admin');
  return (
    <RecordListScreen
      {...props}
      texts={{
        title: t('roles.title'),
        description: t('roles.description'),
        create: t('roles.actions.create'),
        empty: t('roles.empty'),
      }}
      columns={roleColumns}
      sortableFields={sortableFields}
      searchFilters={searchFilters}
      rowName={(role) => role.name}
      extraActions={[
        {
          id: 'permissions',
          label: t('roles.actions.permissions'),
          permitted: onEditPermissions !== undefined,
          onAction: (role) => onEditPermissions?.(role),
        },
      ]}
      replaceList={permissionEditor}
      renderForm={({ record, ...form }) => <RoleForm {...form} role={record} />}
    />
  );
}
