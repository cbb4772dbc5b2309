import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { keyed } from '../validation-keys.ts';

// @abp/ng.permission-management GetPermissionListResultDto / UpdatePermissionsDto.
export const providerInfo = z.object({ providerName: z.string(), providerKey: z.string() });
export const permissionGrantInfo = z.object({
  name: z.string(),
  displayName: z.string(),
  parentName: z.string().nullish(),
  isGranted: z.boolean(),
  allowedProviders: z.array(z.string()),
  grantedProviders: z.array(providerInfo),
});
export const permissionGroup = z.object({
  name: z.string(),
  displayName: z.string(),
  displayNameKey: z.string().nullish(),
  displayNameResource: z.string().nullish(),
  permissions: z.array(permissionGrantInfo),
});
export const permissionList = z.object({
  entityDisplayName: z.string(),
  groups: z.array(permissionGroup),
});
export type PermissionGrantInfo = z.infer<typeof permissionGrantInfo>;
export type PermissionGroup = z.infer<typeof permissionGroup>;
export type PermissionList = z.infer<typeof permissionList>;

export const updatePermissions = z.object(
  {
    permissions: z.array(
      z.object({ name: z.string(keyed).min(1, keyed), isGranted: z.boolean(keyed) }, keyed),
      keyed,
    ),
  },
  keyed,
);
export type UpdatePermissions = z.input<typeof updatePermissions>;

/** `R` + role name, or `U` + user id (abp-contract.md "Multi-tenancy"). */
export const permissionProviderQuery = z.object({
  providerName: z.enum(['R', 'U'], keyed),
  providerKey: z.string(keyed).min(1, keyed),
});
export type PermissionProviderQuery = z.input<typeof permissionProviderQuery>;

// Which permission is needed depends on providerName: R → Roles.ManagePermissions, U → Users.ManagePermissions.
const conditionalPermissions = ['AbpIdentity.Roles.ManagePermissions', 'AbpIdentity.Users.ManagePermissions'];

export const permissionManagementEndpoints = {
  get: defineEndpoint({
    name: 'permissionManagement.get',
    method: 'GET',
    path: '/api/permission-management/permissions',
    query: permissionProviderQuery,
    response: permissionList,
    permission: null,
    conditionalPermissions,
  }),
  update: defineEndpoint({
    name: 'permissionManagement.update',
    method: 'PUT',
    path: '/api/permission-management/permissions',
    query: permissionProviderQuery,
    body: updatePermissions,
    response: null,
    permission: null,
    conditionalPermissions,
  }),
};
