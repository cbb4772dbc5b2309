import { allFeatures, allHostPermissions, allTenantPermissions } from '@inventory/contracts';
import { clerkPermissions } from '@inventory/contracts';
import { SettingNames } from '../modules/settings/setting-definitions.ts';

/** Demo sign-ins printed at start-up (business-rules §9). Demo only: real installs change them. */
export const demoPassword = '1q2w3E*';
export const demoTenantName = 'demo';

export interface SeedRole {
  name: string;
  isDefault: boolean;
  isStatic: boolean;
  isPublic: boolean;
  permissions: readonly string[];
}

export interface SeedUser {
  userName: string;
  email: string;
  name: string;
  surname: string | null;
  roles: readonly string[];
}

export const hostSeed = {
  roles: [
    { name: 'admin', isDefault: false, isStatic: true, isPublic: true, permissions: allHostPermissions },
  ] satisfies SeedRole[],
  users: [
    { userName: 'admin', email: 'admin@host.local', name: 'Host admin', surname: null, roles: ['admin'] },
  ] satisfies SeedUser[],
};

export const demoSeed = {
  roles: [
    { name: 'admin', isDefault: false, isStatic: true, isPublic: true, permissions: allTenantPermissions },
    { name: 'clerk', isDefault: true, isStatic: false, isPublic: true, permissions: clerkPermissions },
  ] satisfies SeedRole[],
  users: [
    { userName: 'admin', email: 'admin@demo.local', name: 'Demo admin', surname: null, roles: ['admin'] },
    { userName: 'clerk', email: 'clerk@demo.local', name: 'Demo clerk', surname: null, roles: ['clerk'] },
  ] satisfies SeedUser[],
  features: allFeatures.map((name) => ({ name, value: 'True' })),
  settings: [
    { name: SettingNames.DefaultLanguage, value: 'en' },
    { name: SettingNames.TimeZone, value: 'UTC' },
    { name: SettingNames.NearExpiryThresholdDays, value: '30' },
  ],
  warehouses: [
    { name: 'Main warehouse', address: '1 Harbour Road', telePhone: '+86 21 5555 0101', remarks: null },
    {
      name: '主仓库',
      address: '上海市浦东新区仓储路 8 号',
      telePhone: '021-5555-0202',
      remarks: '冷藏区在二楼',
    },
  ],
};
