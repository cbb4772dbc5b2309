import { Badge, Flex } from '@chakra-ui/react';
import {
  type IdentityRole,
  type IdentityUser,
  identityUserListQuery,
  sortableFieldsOf,
} from '@inventory/contracts';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../kit/data-table-types.ts';
import { describeError } from '../feedback/describe-error.ts';
import { isHandledError } from '../feedback/handled-error.ts';
import { notify } from '../feedback/toaster.tsx';
import type { FilterDefinition } from '../kit/filter-types.ts';
import type { RecordListProps } from '../kit/record-list-screen.tsx';
import { RecordListScreen } from '../kit/record-list-screen.tsx';
import { SetPasswordDialog } from './set-password-dialog.tsx';
import { UserForm, type UserFormValues } from './user-form.tsx';

const sortableFields = sortableFieldsOf(identityUserListQuery) ?? [];
const searchFilters: readonly FilterDefinition[] = [
  { id: 'Filter', labelKey: 'admin:users.search', kind: 'text' },
];

/** Locked now: lockout on and its end still ahead. */
export function isLocked(user: IdentityUser, now = new Date()): boolean {
  return user.lockoutEnabled && !!user.lockoutEnd && new Date(user.lockoutEnd) > now;
}

/**
 * The state in words; the lockout's end as lists write times (yyyy-MM-dd HH:mm, glossary) in the tenant's time zone,
 * as every time of the business.
 */
function UserState({ user, timeZone }: { user: IdentityUser; timeZone: string | undefined }) {
  const { t } = useTranslation('admin');
  const time = user.lockoutEnd
    ? new Intl.DateTimeFormat('sv-SE', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(new Date(user.lockoutEnd))
    : '';
  return (
    <Flex gap="1" wrap="wrap">
      <Badge colorPalette={user.isActive ? 'green' : 'gray'}>
        {user.isActive ? t('users.state.active') : t('users.state.inactive')}
      </Badge>
      {isLocked(user) && <Badge colorPalette="red">{t('users.state.locked', { time })}</Badge>}
    </Flex>
  );
}

const userColumns = (timeZone: string | undefined): readonly DataColumn<IdentityUser>[] => [
  {
    id: 'userName',
    headerKey: 'admin:users.fields.userName',
    sortField: 'userName',
    cell: (u) => u.userName,
  },
  {
    id: 'name',
    headerKey: 'admin:users.fields.name',
    sortField: 'name',
    cell: (u) => [u.name, u.surname].filter(Boolean).join(' '),
  },
  { id: 'email', headerKey: 'admin:users.fields.email', sortField: 'email', cell: (u) => u.email },
  {
    id: 'state',
    headerKey: 'admin:users.fields.state',
    cell: (u) => <UserState user={u} timeZone={timeZone} />,
  },
];

export interface UserScreenProps extends RecordListProps<IdentityUser, UserFormValues> {
  /** The roles a user can be given. */
  roles: readonly IdentityRole[] | undefined;
  loadUserRoles?: (user: IdentityUser) => Promise<string[]>;
  reloadUser?: (user: IdentityUser) => Promise<IdentityUser>;
  /** Sets a user's password; absent without the permission. */
  onSetPassword?: (user: IdentityUser, password: string) => Promise<unknown>;
  /** Opens the user's own permission editor; absent without the permission. */
  onEditPermissions?: (user: IdentityUser) => void;
  /** The permission editor while it is open: shown instead of the list. */
  permissionEditor?: ReactNode;
  /** Ends a locked user's lockout (offered on locked users only); absent without the permission. */
  onUnlock?: (user: IdentityUser) => Promise<unknown>;
  /** The tenant's time zone (IANA), in which "locked until" is told; the browser's when absent. */
  timeZone?: string;
}

/**
 * The users page (`/system/users`): search by user name, name or email; each user's active and locked state;
 * create and edit with roles as checkboxes; a new password; delete after a confirmation (deleting yourself is
 * refused in the server's words); a user's own permissions in the permission editor.
 */
export function UserScreen({
  roles,
  loadUserRoles,
  reloadUser,
  onSetPassword,
  onEditPermissions,
  permissionEditor,
  onUnlock,
  timeZone,
  ...props
}: UserScreenProps) {
  const { t } = useTranslation(['admin', 'errors']);
  const [passwordOf, setPasswordOf] = useState<IdentityUser | null>(null);
  const columns = useMemo(() => userColumns(timeZone), [timeZone]);
  const unlock = (user: IdentityUser) =>
    onUnlock?.(user).then(
      () => notify({ type: 'success', title: t('users.messages.unlocked', { name: user.userName }) }),
      (error: unknown) => {
        // A refusal the app already explained (a 401's dialog) is left alone; any other is said in a toast.
        if (isHandledError(error)) return;
        const said = describeError(error);
        notify({
          type: 'error',
          title: t(said.titleKey),
          description: said.serverMessage ?? (said.messageKey ? t(said.messageKey) : undefined),
        });
      },
    );
  return (
    <RecordListScreen
      {...props}
      texts={{
        title: t('users.title'),
        description: t('users.description'),
        create: t('users.actions.create'),
        empty: t('users.empty'),
      }}
      columns={columns}
      sortableFields={sortableFields}
      searchFilters={searchFilters}
      rowName={(user) => user.userName}
      extraActions={[
        {
          id: 'setPassword',
          label: t('users.actions.setPassword'),
          permitted: onSetPassword !== undefined,
          onAction: setPasswordOf,
        },
        {
          id: 'unlock',
          label: t('users.actions.unlock'),
          permitted: onUnlock !== undefined,
          available: (user) => isLocked(user),
          onAction: (user) => void unlock(user),
        },
        {
          id: 'permissions',
          label: t('users.actions.permissions'),
          permitted: onEditPermissions !== undefined,
          onAction: (user) => onEditPermissions?.(user),
        },
      ]}
      replaceList={permissionEditor}
      renderForm={({ record, ...form }) => (
        <UserForm
          {...form}
          user={record}
          roles={roles}
          loadUserRoles={loadUserRoles}
          reloadUser={reloadUser}
        />
      )}
    >
      {onSetPassword && (
        <SetPasswordDialog user={passwordOf} onSubmit={onSetPassword} onClose={() => setPasswordOf(null)} />
      )}
    </RecordListScreen>
  );
}
