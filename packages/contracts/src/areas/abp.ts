import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { queryBool } from '../common.ts';

// Shapes of `ApplicationConfigurationDto` and friends in @abp/ng.core (abp-contract.md "Application configuration").
// Server-built and read-only for the client, so nested parts the product does not use stay loose.

const nameValue = z.object({ name: z.string(), value: z.string() });
export const languageInfo = z.object({
  cultureName: z.string(),
  uiCultureName: z.string(),
  displayName: z.string(),
  twoLetterISOLanguageName: z.string().nullish(),
  flagIcon: z.string().nullish(),
});
export const dateTimeFormat = z.object({
  calendarAlgorithmType: z.string(),
  dateTimeFormatLong: z.string(),
  shortDatePattern: z.string(),
  fullDateTimePattern: z.string(),
  dateSeparator: z.string(),
  shortTimePattern: z.string(),
  longTimePattern: z.string(),
});
export const currentCulture = z.object({
  displayName: z.string(),
  englishName: z.string(),
  threeLetterIsoLanguageName: z.string(),
  twoLetterIsoLanguageName: z.string(),
  isRightToLeft: z.boolean(),
  cultureName: z.string(),
  name: z.string(),
  nativeName: z.string(),
  dateTimeFormat,
});
export const localizationResource = z.object({
  texts: z.record(z.string(), z.string()),
  baseResources: z.array(z.string()),
});
export const localizationConfiguration = z.object({
  /** Resource name → key → text (ABP fills it when IncludeLocalizationResources is false). */
  values: z.record(z.string(), z.record(z.string(), z.string())),
  resources: z.record(z.string(), localizationResource),
  languages: z.array(languageInfo),
  currentCulture,
  defaultResourceName: z.string().nullish(),
  languagesMap: z.record(z.string(), z.array(nameValue)),
  languageFilesMap: z.record(z.string(), z.array(nameValue)),
});
export const currentUser = z.object({
  isAuthenticated: z.boolean(),
  id: z.string().nullish(),
  tenantId: z.string().nullish(),
  impersonatorUserId: z.string().nullish(),
  impersonatorTenantId: z.string().nullish(),
  impersonatorUserName: z.string().nullish(),
  impersonatorTenantName: z.string().nullish(),
  userName: z.string().nullish(),
  name: z.string().nullish(),
  surName: z.string().nullish(),
  email: z.string().nullish(),
  emailVerified: z.boolean(),
  phoneNumber: z.string().nullish(),
  phoneNumberVerified: z.boolean(),
  roles: z.array(z.string()),
  sessionId: z.string().nullish(),
});
export const currentTenant = z.object({
  id: z.string().nullish(),
  name: z.string().nullish(),
  isAvailable: z.boolean(),
});
export const applicationConfiguration = z.object({
  localization: localizationConfiguration,
  auth: z.object({ grantedPolicies: z.record(z.string(), z.boolean()) }),
  setting: z.object({ values: z.record(z.string(), z.string().nullable()) }),
  currentUser,
  features: z.object({ values: z.record(z.string(), z.string().nullable()) }),
  globalFeatures: z.object({ enabledFeatures: z.array(z.string()) }),
  multiTenancy: z.object({ isEnabled: z.boolean() }),
  currentTenant,
  timing: z.object({
    timeZone: z.object({
      iana: z.object({ timeZoneName: z.string().nullish() }),
      windows: z.object({ timeZoneId: z.string().nullish() }),
    }),
  }),
  clock: z.object({ kind: z.string(), supportsMultipleTimezone: z.boolean().optional() }),
  objectExtensions: z.object({
    modules: z.record(z.string(), z.unknown()),
    enums: z.record(z.string(), z.unknown()),
  }),
  extraProperties: z.record(z.string(), z.unknown()).optional(),
});
export type LanguageInfo = z.infer<typeof languageInfo>;
export type CurrentUser = z.infer<typeof currentUser>;
export type CurrentTenant = z.infer<typeof currentTenant>;
export type ApplicationConfiguration = z.infer<typeof applicationConfiguration>;

export const applicationLocalization = z.object({
  resources: z.record(z.string(), localizationResource),
});
export type ApplicationLocalization = z.infer<typeof applicationLocalization>;

export const findTenantResult = z.object({
  success: z.boolean(),
  tenantId: z.string().nullish(),
  name: z.string().nullish(),
  isActive: z.boolean(),
});
export type FindTenantResult = z.infer<typeof findTenantResult>;

export const abpEndpoints = {
  applicationConfiguration: defineEndpoint({
    name: 'abp.applicationConfiguration',
    method: 'GET',
    path: '/api/abp/application-configuration',
    query: z.object({ IncludeLocalizationResources: queryBool().optional() }),
    response: applicationConfiguration,
    permission: null,
    public: true,
  }),
  applicationLocalization: defineEndpoint({
    name: 'abp.applicationLocalization',
    method: 'GET',
    path: '/api/abp/application-localization',
    query: z.object({ cultureName: z.string().min(1), onlyDynamics: queryBool().optional() }),
    response: applicationLocalization,
    permission: null,
    public: true,
  }),
  findTenantByName: defineEndpoint({
    name: 'abp.findTenantByName',
    method: 'GET',
    path: '/api/abp/multi-tenancy/tenants/by-name/{name}',
    params: z.object({ name: z.string().min(1) }),
    response: findTenantResult,
    permission: null,
    public: true,
  }),
  findTenantById: defineEndpoint({
    name: 'abp.findTenantById',
    method: 'GET',
    path: '/api/abp/multi-tenancy/tenants/by-id/{id}',
    params: z.object({ id: z.string().min(1) }),
    response: findTenantResult,
    permission: null,
    public: true,
  }),
};
