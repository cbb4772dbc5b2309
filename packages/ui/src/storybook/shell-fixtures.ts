import {
  allFeatures,
  allHostPermissions,
  allTenantPermissions,
  clerkPermissions,
} from '@inventory/contracts';
import type { LanguageOption } from '../layout/language-switcher.tsx';

/** Story-only: what the application configuration answers for the demo tenant. */
export const allFeaturesOn = Object.fromEntries(allFeatures.map((f) => [f, 'True']));
export const adminPolicies = Object.fromEntries(
  [...allTenantPermissions, ...allHostPermissions].map((p) => [p, true]),
);
export const clerkPolicies = Object.fromEntries(clerkPermissions.map((p) => [p, true]));

/** The server's language list: display names are the server's data, not ui texts. */
export const serverLanguages: readonly LanguageOption[] = [
  { cultureName: 'en', displayName: 'English' },
  { cultureName: 'zh-Hans', displayName: '简体中文' },
];
