import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  email,
  extraProperties,
  idParams,
  pagedResult,
  pagingQueryShape,
  queryText,
  requiredText,
  concurrencyStamp,
} from '../common.ts';
import { keyed } from '../validation-keys.ts';
import { password } from './password.ts';

// @abp/ng.tenant-management TenantDto / TenantCreateDto / TenantUpdateDto (host only).
export const tenant = z.object({
  id: z.string(),
  name: z.string(),
  concurrencyStamp: concurrencyStamp(),
  extraProperties: extraProperties().nullish(),
});
export type Tenant = z.infer<typeof tenant>;

/** Tenant names double as the `__tenant` value: letters, digits, `-`, `_`, `.`; 1..64. */
const tenantName = () => requiredText(64).regex(/^[\p{L}\p{N}_.-]+$/u, keyed);

export const createTenant = z.object(
  {
    name: tenantName(),
    adminEmailAddress: email(),
    adminPassword: password(),
    extraProperties: extraProperties().nullish(),
  },
  keyed,
);
export type CreateTenant = z.input<typeof createTenant>;
export const updateTenant = z.object(
  {
    name: tenantName(),
    concurrencyStamp: concurrencyStamp(),
    extraProperties: extraProperties().nullish(),
  },
  keyed,
);
export type UpdateTenant = z.input<typeof updateTenant>;

export const tenantListQuery = z.object({ ...pagingQueryShape, Filter: queryText() });

const P = 'AbpTenantManagement.Tenants';

export const tenantEndpoints = {
  list: defineEndpoint({
    name: 'tenants.list',
    method: 'GET',
    path: '/api/multi-tenancy/tenants',
    query: tenantListQuery,
    response: pagedResult(tenant),
    permission: P,
  }),
  get: defineEndpoint({
    name: 'tenants.get',
    method: 'GET',
    path: '/api/multi-tenancy/tenants/{id}',
    params: idParams,
    response: tenant,
    permission: P,
  }),
  create: defineEndpoint({
    name: 'tenants.create',
    method: 'POST',
    path: '/api/multi-tenancy/tenants',
    body: createTenant,
    response: tenant,
    permission: `${P}.Create`,
  }),
  update: defineEndpoint({
    name: 'tenants.update',
    method: 'PUT',
    path: '/api/multi-tenancy/tenants/{id}',
    params: idParams,
    body: updateTenant,
    response: tenant,
    permission: `${P}.Update`,
  }),
  delete: defineEndpoint({
    name: 'tenants.delete',
    method: 'DELETE',
    path: '/api/multi-tenancy/tenants/{id}',
    params: idParams,
    response: null,
    permission: `${P}.Delete`,
  }),
};
