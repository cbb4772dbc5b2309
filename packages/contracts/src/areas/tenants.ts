import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  email,
  extraProperties,
  idParams,
  pagedResult,
  pagedListQueryShape,
  queryText,
  requiredText,
  concurrencyStamp,
} from '../common.ts';
import { ValidationKeys, encodeValidationMessage, keyed } from '../validation-keys.ts';
import { password } from './password.ts';

// @abp/ng.tenant-management TenantDto / TenantCreateDto / TenantUpdateDto (host only).
export const tenant = z.object({
  id: z.string(),
  name: z.string(),
  concurrencyStamp: concurrencyStamp(),
  extraProperties: extraProperties().nullish(),
});
export type Tenant = z.infer<typeof tenant>;

/**
 * Tenant names double as the `__tenant` value (header, cookie, query): ASCII letters, digits, `-` and `_`, starting
 * with a letter or digit, ≤ 64 (ADR 013), so `..` or a name differing only by a Unicode case fold cannot exist.
 */
export const tenantNamePattern = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
const tenantName = () =>
  requiredText(64).regex(tenantNamePattern, { error: encodeValidationMessage(ValidationKeys.tenantName) });

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

/** What `tenantListQuery`'s `Sorting` may name (ADR 013). */
export const tenantSortFields = ['name', 'creationTime'] as const;
export const tenantListQuery = z.object({ ...pagedListQueryShape(tenantSortFields), Filter: queryText() });

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
