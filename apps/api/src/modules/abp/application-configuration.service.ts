import type { ApplicationConfiguration } from '@inventory/contracts';
import type { RequestScope } from '../../http/request-scope.ts';
import { textsOf } from '@inventory/contracts/server-texts';
import { settingRows } from '../../auth/access.repository.ts';
import { findUser, type UserRow } from '../identity/user.repository.ts';
import { SettingNames, settingValuesOf } from '../settings/setting-definitions.ts';
import { currentCultureOf, languages, resourceName, resourcesOf } from './localization.ts';

function currentUserOf(scope: RequestScope, user: UserRow | undefined, roles: readonly string[]) {
  return {
    isAuthenticated: user !== undefined,
    id: user?.id ?? null,
    tenantId: user ? scope.tenant.id : null,
    impersonatorUserId: null,
    impersonatorTenantId: null,
    impersonatorUserName: null,
    impersonatorTenantName: null,
    userName: user?.user_name ?? null,
    name: user?.name ?? null,
    surName: user?.surname ?? null,
    email: user?.email ?? null,
    emailVerified: user?.email_confirmed ?? false,
    phoneNumber: user?.phone_number ?? null,
    phoneNumberVerified: user?.phone_number_confirmed ?? false,
    roles: user ? [...roles] : [],
    sessionId: null,
  };
}

/** ABP's ApplicationConfigurationDto for the caller: anonymous callers get the tenant's features and texts only. */
export async function getApplicationConfiguration(
  scope: RequestScope,
  includeLocalizationResources: boolean,
): Promise<ApplicationConfiguration> {
  const access = await scope.access();
  const userId = scope.user?.sub;
  const { user, settings } = await scope.db.run(async (trx) => ({
    user: userId ? await findUser(trx, userId) : undefined,
    settings: settingValuesOf(await settingRows(trx)),
  }));
  const culture = scope.culture;
  return {
    localization: {
      values: { [resourceName]: textsOf(culture) },
      resources: includeLocalizationResources ? resourcesOf(culture) : {},
      languages,
      currentCulture: currentCultureOf(culture),
      defaultResourceName: resourceName,
      languagesMap: {},
      languageFilesMap: {},
    },
    auth: {
      grantedPolicies: Object.fromEntries([...access.grantedPolicies].sort().map((name) => [name, true])),
    },
    setting: { values: settings },
    currentUser: currentUserOf(scope, user, access.roles),
    features: { values: scope.tenant.id === null ? {} : { ...access.features } },
    globalFeatures: { enabledFeatures: [] },
    multiTenancy: { isEnabled: true },
    currentTenant: { id: scope.tenant.id, name: scope.tenant.name, isAvailable: scope.tenant.id !== null },
    timing: {
      timeZone: {
        iana: { timeZoneName: settings[SettingNames.TimeZone] ?? 'UTC' },
        windows: { timeZoneId: null },
      },
    },
    clock: { kind: 'Utc', supportsMultipleTimezone: false },
    objectExtensions: { modules: {}, enums: {} },
    extraProperties: {},
  };
}
