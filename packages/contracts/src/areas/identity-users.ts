import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  dateTime,
  email,
  extraProperties,
  idParams,
  listResult,
  optionalText,
  pagedResult,
  pagedListQueryShape,
  queryText,
  requiredText,
  concurrencyStamp,
  roleNameList,
} from '../common.ts';
import { keyed } from '../validation-keys.ts';
import { identityRole } from './identity-roles.ts';
import { password } from './password.ts';

// Shapes of @abp/ng.identity's IdentityUserDto / IdentityUserCreateDto / IdentityUserUpdateDto.
export const identityUser = z.object({
  id: z.string(),
  creationTime: dateTime(),
  creatorId: z.string().nullish(),
  lastModificationTime: dateTime().nullish(),
  lastModifierId: z.string().nullish(),
  isDeleted: z.boolean(),
  deleterId: z.string().nullish(),
  deletionTime: dateTime().nullish(),
  tenantId: z.string().nullish(),
  userName: z.string(),
  name: z.string().nullish(),
  surname: z.string().nullish(),
  email: z.string(),
  emailConfirmed: z.boolean(),
  phoneNumber: z.string().nullish(),
  phoneNumberConfirmed: z.boolean(),
  isActive: z.boolean(),
  lockoutEnabled: z.boolean(),
  lockoutEnd: dateTime().nullish(),
  concurrencyStamp: concurrencyStamp(),
  entityVersion: z.number().int(),
  extraProperties: extraProperties().nullish(),
});
export type IdentityUser = z.infer<typeof identityUser>;

/** ABP Identity bounds: userName/email 256, name/surname 64, phone 16. */
const userBase = {
  userName: requiredText(256),
  name: optionalText(64),
  surname: optionalText(64),
  email: email(),
  phoneNumber: optionalText(16),
  isActive: z.boolean(keyed).default(true),
  lockoutEnabled: z.boolean(keyed).default(true),
  extraProperties: extraProperties().nullish(),
};

export const createIdentityUser = z.object(
  { ...userBase, roleNames: roleNameList().nullish(), password: password() },
  keyed,
);
export type CreateIdentityUser = z.input<typeof createIdentityUser>;

/** `roleNames: null` leaves roles alone; an empty or absent `password` leaves it alone (abp-contract.md). */
export const updateIdentityUser = z.object(
  {
    ...userBase,
    roleNames: roleNameList().nullish(),
    password: z.union([z.literal(''), password()]).nullish(),
    concurrencyStamp: concurrencyStamp(),
  },
  keyed,
);
export type UpdateIdentityUser = z.input<typeof updateIdentityUser>;

export const updateUserRoles = z.object({ roleNames: roleNameList() }, keyed);
export type UpdateUserRoles = z.input<typeof updateUserRoles>;

/** What `identityUserListQuery`'s `Sorting` may name (ADR 013). */
export const identityUserSortFields = [
  'userName',
  'email',
  'name',
  'surname',
  'phoneNumber',
  'isActive',
  'creationTime',
] as const;
export const identityUserListQuery = z.object({
  ...pagedListQueryShape(identityUserSortFields),
  Filter: queryText(),
});
export type IdentityUserListQuery = z.input<typeof identityUserListQuery>;

const P = 'AbpIdentity.Users';

export const identityUserEndpoints = {
  list: defineEndpoint({
    name: 'identityUsers.list',
    method: 'GET',
    path: '/api/identity/users',
    query: identityUserListQuery,
    response: pagedResult(identityUser),
    permission: P,
  }),
  get: defineEndpoint({
    name: 'identityUsers.get',
    method: 'GET',
    path: '/api/identity/users/{id}',
    params: idParams,
    response: identityUser,
    permission: P,
  }),
  create: defineEndpoint({
    name: 'identityUsers.create',
    method: 'POST',
    path: '/api/identity/users',
    body: createIdentityUser,
    response: identityUser,
    permission: `${P}.Create`,
  }),
  update: defineEndpoint({
    name: 'identityUsers.update',
    method: 'PUT',
    path: '/api/identity/users/{id}',
    params: idParams,
    body: updateIdentityUser,
    response: identityUser,
    permission: `${P}.Update`,
  }),
  delete: defineEndpoint({
    name: 'identityUsers.delete',
    method: 'DELETE',
    path: '/api/identity/users/{id}',
    params: idParams,
    response: null,
    permission: `${P}.Delete`,
  }),
  /** ABP Pro's unlock: ends a lockout now (the failed-attempt count starts again). 404 for an unknown id. */
  unlock: defineEndpoint({
    name: 'identityUsers.unlock',
    method: 'PUT',
    path: '/api/identity/users/{id}/unlock',
    params: idParams,
    response: null,
    permission: `${P}.Update`,
  }),
  getRoles: defineEndpoint({
    name: 'identityUsers.getRoles',
    method: 'GET',
    path: '/api/identity/users/{id}/roles',
    params: idParams,
    response: listResult(identityRole),
    permission: P,
  }),
  updateRoles: defineEndpoint({
    name: 'identityUsers.updateRoles',
    method: 'PUT',
    path: '/api/identity/users/{id}/roles',
    params: idParams,
    body: updateUserRoles,
    response: null,
    permission: `${P}.Update`,
  }),
  assignableRoles: defineEndpoint({
    name: 'identityUsers.assignableRoles',
    method: 'GET',
    path: '/api/identity/users/assignable-roles',
    response: listResult(identityRole),
    permission: P,
  }),
  /** 204 (→ null) when there is no such user, as ABP does. */
  findByUserName: defineEndpoint({
    name: 'identityUsers.findByUserName',
    method: 'GET',
    path: '/api/identity/users/by-username/{userName}',
    params: z.object({ userName: z.string().min(1) }),
    response: identityUser.nullable(),
    permission: P,
  }),
  findByEmail: defineEndpoint({
    name: 'identityUsers.findByEmail',
    method: 'GET',
    path: '/api/identity/users/by-email/{email}',
    params: z.object({ email: z.string().min(1) }),
    response: identityUser.nullable(),
    permission: P,
  }),
};
