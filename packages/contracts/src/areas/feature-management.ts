import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { keyed } from '../validation-keys.ts';

// @abp/ng.feature-management GetFeatureListResultDto / UpdateFeaturesDto.
export const stringValueType = z.object({
  name: z.string().nullish(),
  properties: z.record(z.string(), z.unknown()).nullish(),
  validator: z
    .object({ name: z.string().nullish(), properties: z.record(z.string(), z.unknown()).nullish() })
    .nullish(),
});
export const feature = z.object({
  name: z.string(),
  displayName: z.string(),
  value: z.string().nullable(),
  provider: z.object({ name: z.string().nullish(), key: z.string().nullish() }),
  description: z.string().nullish(),
  valueType: stringValueType,
  depth: z.number().int(),
  parentName: z.string().nullish(),
});
export const featureGroup = z.object({
  name: z.string(),
  displayName: z.string(),
  features: z.array(feature),
});
export const featureList = z.object({ groups: z.array(featureGroup) });
export type Feature = z.infer<typeof feature>;
export type FeatureGroup = z.infer<typeof featureGroup>;
export type FeatureList = z.infer<typeof featureList>;

/** Values are strings such as "True"/"False" (compared case-insensitively). */
export const updateFeatures = z.object(
  {
    features: z.array(
      z.object({ name: z.string(keyed).min(1, keyed), value: z.string(keyed).max(256, keyed) }, keyed),
      keyed,
    ),
  },
  keyed,
);
export type UpdateFeatures = z.input<typeof updateFeatures>;

/** `T` + tenant id (the host edits a tenant's features); empty providerName = host defaults. */
export const featureProviderQuery = z.object({
  providerName: z.string(keyed).max(8, keyed),
  providerKey: z.string(keyed).max(64, keyed).optional(),
});
export type FeatureProviderQuery = z.input<typeof featureProviderQuery>;

// T → AbpTenantManagement.Tenants.ManageFeatures; host level → FeatureManagement.ManageHostFeatures.
const conditionalPermissions = [
  'AbpTenantManagement.Tenants.ManageFeatures',
  'FeatureManagement.ManageHostFeatures',
];

export const featureManagementEndpoints = {
  get: defineEndpoint({
    name: 'featureManagement.get',
    method: 'GET',
    path: '/api/feature-management/features',
    query: featureProviderQuery,
    response: featureList,
    permission: null,
    conditionalPermissions,
  }),
  update: defineEndpoint({
    name: 'featureManagement.update',
    method: 'PUT',
    path: '/api/feature-management/features',
    query: featureProviderQuery,
    body: updateFeatures,
    response: null,
    permission: null,
    conditionalPermissions,
  }),
};
