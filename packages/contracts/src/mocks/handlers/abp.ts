import type { HttpHandler } from 'msw';
import type { ApplicationConfiguration } from '../../areas/abp.ts';
import { endpoints } from '../../registry.ts';
import { type MockOptions, mockEndpoint } from '../mock-endpoint.ts';
import type { FixtureStore } from '../store.ts';
import { signedInUser } from './account.ts';

const languages = [
  {
    cultureName: 'en',
    uiCultureName: 'en',
    displayName: 'English',
    twoLetterISOLanguageName: 'en',
    flagIcon: null,
  },
  {
    cultureName: 'zh-Hans',
    uiCultureName: 'zh-Hans',
    displayName: '简体中文',
    twoLetterISOLanguageName: 'zh',
    flagIcon: null,
  },
];

/** Browser `zh`, `zh-CN` → zh-Hans; anything else → en (abp-contract.md). */
export function cultureOf(acceptLanguage: string | null): 'en' | 'zh-Hans' {
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('zh') ? 'zh-Hans' : 'en';
}

function culture(name: 'en' | 'zh-Hans') {
  const zh = name === 'zh-Hans';
  return {
    displayName: zh ? '中文（简体）' : 'English',
    englishName: zh ? 'Chinese (Simplified)' : 'English',
    threeLetterIsoLanguageName: zh ? 'zho' : 'eng',
    twoLetterIsoLanguageName: zh ? 'zh' : 'en',
    isRightToLeft: false,
    cultureName: name,
    name,
    nativeName: zh ? '中文（简体）' : 'English',
    dateTimeFormat: {
      calendarAlgorithmType: 'SolarCalendar',
      dateTimeFormatLong: zh ? 'yyyy年M月d日' : 'dddd, MMMM d, yyyy',
      shortDatePattern: zh ? 'yyyy-MM-dd' : 'M/d/yyyy',
      fullDateTimePattern: zh ? 'yyyy年M月d日 HH:mm:ss' : 'dddd, MMMM d, yyyy h:mm:ss tt',
      dateSeparator: zh ? '-' : '/',
      shortTimePattern: zh ? 'HH:mm' : 'h:mm tt',
      longTimePattern: zh ? 'HH:mm:ss' : 'h:mm:ss tt',
    },
  };
}

export function applicationConfigurationFor(
  store: FixtureStore,
  tenantId: string,
  cultureName: 'en' | 'zh-Hans',
): ApplicationConfiguration {
  const tenant = store.tenants.find((t) => t.id === tenantId);
  const user = signedInUser(store, tenantId);
  const granted = new Set(
    user
      ? user.roleNames
          .flatMap((r) => store.grants[`${tenantId}|R|${r}`] ?? [])
          .concat(store.grants[`${tenantId}|U|${user.id}`] ?? [])
      : [],
  );
  const settings = store.settings[tenantId];
  const texts = store.texts[cultureName] ?? {};
  return {
    localization: {
      values: texts,
      resources: Object.fromEntries(
        Object.entries(texts).map(([name, t]) => [name, { texts: t, baseResources: [] }]),
      ),
      languages,
      currentCulture: culture(cultureName),
      defaultResourceName: 'Inventory',
      languagesMap: {},
      languageFilesMap: {},
    },
    auth: { grantedPolicies: Object.fromEntries([...granted].map((p) => [p, true])) },
    setting: {
      values: {
        'Abp.Localization.DefaultLanguage': settings?.defaultLanguage ?? 'en',
        'Abp.Timing.TimeZone': settings?.timeZone ?? 'UTC',
        'Inventory.NearExpiryThresholdDays': String(settings?.nearExpiryThresholdDays ?? 30),
        'Inventory.ProductDisplayName': settings?.productDisplayName ?? null,
        'Abp.Identity.User.IsUserNameUpdateEnabled': String(settings?.isUserNameUpdateEnabled ?? true),
        'Abp.Identity.User.IsEmailUpdateEnabled': String(settings?.isEmailUpdateEnabled ?? true),
      },
    },
    currentUser: {
      isAuthenticated: user !== undefined,
      id: user?.id ?? null,
      tenantId: user ? tenantId : null,
      userName: user?.userName ?? null,
      name: user?.name ?? null,
      surName: user?.surname ?? null,
      email: user?.email ?? null,
      emailVerified: user?.emailConfirmed ?? false,
      phoneNumber: user?.phoneNumber ?? null,
      phoneNumberVerified: user?.phoneNumberConfirmed ?? false,
      roles: user?.roleNames ?? [],
    },
    features: { values: { ...(store.features[tenantId] ?? {}) } },
    globalFeatures: { enabledFeatures: [] },
    multiTenancy: { isEnabled: true },
    currentTenant: { id: tenant?.id ?? null, name: tenant?.name ?? null, isAvailable: tenant !== undefined },
    timing: {
      timeZone: { iana: { timeZoneName: settings?.timeZone ?? 'UTC' }, windows: { timeZoneId: null } },
    },
    clock: { kind: 'Utc' },
    objectExtensions: { modules: {}, enums: {} },
  };
}

export function abpHandlers(store: FixtureStore, options: MockOptions): HttpHandler[] {
  const e = endpoints.abp;
  const findTenant = (key: string) => {
    const tenant = store.tenants.find((t) => t.id === key || t.name.toLowerCase() === key.toLowerCase());
    return tenant
      ? { success: true, tenantId: tenant.id, name: tenant.name, isActive: tenant.isActive }
      : { success: false, tenantId: null, name: null, isActive: false };
  };
  return [
    mockEndpoint(
      e.applicationConfiguration,
      store,
      ({ tenantId, request }) =>
        applicationConfigurationFor(store, tenantId, cultureOf(request.headers.get('Accept-Language'))),
      options,
    ),
    mockEndpoint(
      e.applicationLocalization,
      store,
      ({ query }) => {
        const texts = store.texts[cultureOf(query.cultureName)] ?? {};
        return {
          resources: Object.fromEntries(
            Object.entries(texts).map(([name, t]) => [name, { texts: t, baseResources: [] }]),
          ),
        };
      },
      options,
    ),
    mockEndpoint(e.findTenantByName, store, ({ params }) => findTenant(params.name), options),
    mockEndpoint(e.findTenantById, store, ({ params }) => findTenant(params.id), options),
  ];
}
