import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  extraProperties,
  idParams,
  listResult,
  pagedResult,
  pagedListQueryShape,
  queryText,
  requiredText,
  concurrencyStamp,
} from '../common.ts';
import { keyed } from '../validation-keys.ts';

// @abp/ng.identity IdentityRoleDto / IdentityRoleCreateDto / IdentityRoleUpdateDto.
export const identityRole = z.object({
  id: z.string(),
  name: z.string(),
  isDefault: z.boolean(),
  isStatic: z.boolean(),
  isPublic: z.boolean(),
  concurrencyStamp: concurrencyStamp(),
  extraProperties: extraProperties().nullish(),
});
export type IdentityRole = z.infer<typeof identityRole>;

const roleBase = {
  name: requiredText(256),
  isDefault: z.boolean(keyed).default(false),
  isPublic: z.boolean(keyed).default(false),
  extraProperties: extraProperties().nullish(),
};
export const createIdentityRole = z.object(roleBase, keyed);
export type CreateIdentityRole = z.input<typeof createIdentityRole>;
export const updateIdentityRole = z.object({ ...roleBase, concurrencyStamp: concurrencyStamp() }, keyed);
export type UpdateIdentityRole = z.input<typeof updateIdentityRole>;

/** What `identityRoleListQuery`'s `Sorting` may name (ADR 013). */
export const identityRoleSortFields = ['name', 'creationTime'] as const;
export const identityRoleListQuery = z.object({
  ...pagedListQueryShape(identityRoleSortFields),
  Filter: queryText(),
});

const P = 'AbpIdentity.Roles';

export const identityRoleEndpoints = {
  all: defineEndpoint({
    name: 'identityRoles.all',
    method: 'GET',
    path: '/api/identity/roles/all',
    response: listResult(identityRole),
    permission: P,
  }),
  list: defineEndpoint({
    name: 'identityRoles.list',
    method: 'GET',
    path: '/api/identity/roles',
    query: identityRoleListQuery,
    response: pagedResult(identityRole),
    permission: P,
  }),
  get: defineEndpoint({
    name: 'identityRoles.get',
    method: 'GET',
    path: '/api/identity/roles/{id}',
    params: idParams,
    response: identityRole,
    permission: P,
  }),
  create: defineEndpoint({
    name: 'identityRoles.create',
    method: 'POST',
    path: '/api/identity/roles',
    body: createIdentityRole,
    response: identityRole,
    permission: `${P}.Create`,
  }),
  update: defineEndpoint({
    name: 'identityRoles.update',
    method: 'PUT',
    path: '/api/identity/roles/{id}',
    params: idParams,
    body: updateIdentityRole,
    response: identityRole,
    permission: `${P}.Update`,
  }),
  delete: defineEndpoint({
    name: 'identityRoles.delete',
    method: 'DELETE',
    path: '/api/identity/roles/{id}',
    params: idParams,
    response: null,
    permission: `${P}.Delete`,
  }),
};
