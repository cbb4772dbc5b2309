import type { endpoints, ParsedBodyOf, ParsedQueryOf, PermissionList } from '@inventory/contracts';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema.ts';
import { EntityNotFoundError, PermissionDeniedError, ValidationError } from '../../errors/app-errors.ts';
import type { RequestScope } from '../../http/request-scope.ts';
import { findUser } from '../identity/user.repository.ts';
import { audit } from '../audit/audit.ts';
import { roleTable, rolesOfUser } from '../identity/role.repository.ts';
import { addGrants, grantNames, grantsOfRoles } from '../identity/permission-grant.repository.ts';
import { removeGrants } from '../identity/permission-grant.repository.ts';
import type { ProviderName } from '../identity/permission-grant.repository.ts';
import { definedPermissions, permissionGroupsOf, permissionTree } from './permission-tree.ts';
import type { GrantState } from './permission-tree.ts';
import { isUuid } from '../../db/ids.ts';

type ProviderQuery = ParsedQueryOf<typeof endpoints.permissionManagement.get>;
type UpdateInput = ParsedBodyOf<typeof endpoints.permissionManagement.update>;

/** The endpoint's conditional permission: R needs Roles.ManagePermissions, U needs Users.ManagePermissions. */
async function requireManagePermission(scope: RequestScope, providerName: ProviderName): Promise<void> {
  const needed =
    providerName === 'R' ? 'AbpIdentity.Roles.ManagePermissions' : 'AbpIdentity.Users.ManagePermissions';
  if (!(await scope.access()).grantedPolicies.has(needed)) throw new PermissionDeniedError(needed);
}

interface Provider {
  providerName: ProviderName;
  /** The stored key: the role's name as stored, or the user's id. */
  providerKey: string;
  displayName: string;
  /** For a user: the roles' grants, which count for the user too. */
  roleGrants: { name: string; role: string }[];
}

async function loadProvider(trx: Kysely<Schema>, query: ProviderQuery): Promise<Provider> {
  if (query.providerName === 'R') {
    const role = await roleTable.findByKey(trx, query.providerKey);
    if (!role) throw new EntityNotFoundError('Role', query.providerKey);
    return { providerName: 'R', providerKey: role.name, displayName: role.name, roleGrants: [] };
  }
  const user = isUuid(query.providerKey) ? await findUser(trx, query.providerKey) : undefined;
  if (!user) throw new EntityNotFoundError('User', query.providerKey);
  const roles = await rolesOfUser(trx, user.id);
  return {
    providerName: 'U',
    providerKey: user.id,
    displayName: user.user_name,
    roleGrants: await grantsOfRoles(
      trx,
      roles.map((role) => role.name),
    ),
  };
}

/** ABP's GetPermissionListResultDto: effective grants for a user are its own ∪ its roles'. */
export async function getPermissions(scope: RequestScope, query: ProviderQuery): Promise<PermissionList> {
  await requireManagePermission(scope, query.providerName);
  const access = await scope.access();
  const { provider, direct } = await scope.db.run(async (trx) => {
    const found = await loadProvider(trx, query);
    return { provider: found, direct: new Set(await grantNames(trx, found.providerName, found.providerKey)) };
  });
  const isHost = scope.tenant.id === null;
  const stateOf = (name: string): GrantState => {
    const grantedProviders = [
      ...(direct.has(name)
        ? [{ providerName: provider.providerName, providerKey: provider.providerKey }]
        : []),
      ...provider.roleGrants
        .filter((grant) => grant.name === name)
        .map((grant) => ({ providerName: 'R', providerKey: grant.role })),
    ];
    return { isGranted: grantedProviders.length > 0, grantedProviders };
  };
  return {
    entityDisplayName: provider.displayName,
    groups: permissionTree(scope.culture, permissionGroupsOf(isHost), access.features, isHost, stateOf),
  };
}

/** Grants or revokes the provider's own grants; role grants of a user stay as they are (ABP does the same). */
export async function updatePermissions(
  scope: RequestScope,
  query: ProviderQuery,
  input: UpdateInput,
): Promise<void> {
  await requireManagePermission(scope, query.providerName);
  const defined = definedPermissions(scope.tenant.id === null);
  const unknown = input.permissions.filter((change) => !defined.has(change.name));
  if (unknown.length > 0) {
    throw new ValidationError(
      unknown.map((change) => ({
        key: 'errors:UnknownPermission',
        params: { name: change.name },
        members: ['permissions'],
      })),
    );
  }
  const time = new Date();
  await scope.db.run(async (trx) => {
    const provider = await loadProvider(trx, query);
    const direct = new Set(await grantNames(trx, provider.providerName, provider.providerKey));
    const wanted = new Map(input.permissions.map((change) => [change.name, change.isGranted]));
    const toAdd = [...wanted].filter(([name, granted]) => granted && !direct.has(name)).map(([name]) => name);
    const toRemove = [...wanted]
      .filter(([name, granted]) => !granted && direct.has(name))
      .map(([name]) => name);
    await addGrants(trx, scope.db.tenantId, provider.providerName, provider.providerKey, toAdd);
    await removeGrants(trx, provider.providerName, provider.providerKey, toRemove);
    if (toAdd.length + toRemove.length === 0) return;
    await audit(trx, scope, {
      entityName: 'PermissionGrant',
      entityId: `${provider.providerName}:${provider.providerKey}`,
      action: 'Updated',
      changedFields: Object.fromEntries([
        ...toAdd.map((name) => [name, { from: false, to: true }]),
        ...toRemove.map((name) => [name, { from: true, to: false }]),
      ]),
      time,
    });
  });
}
