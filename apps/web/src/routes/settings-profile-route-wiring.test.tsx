import { describe, expect, it } from 'vitest';
import { endpoints, Permissions, type Profile, type TenantSettings } from '@inventory/contracts';
import { RouteGuard } from './route-guard.tsx';
import { ProfileRoute } from './profile-route.tsx';
import { SettingsRoute, settingsDependents } from './settings-route.tsx';
import { configurationWith, renderRoute } from '../test/render-route.tsx';

const configurationKey = [
  endpoints.abp.applicationConfiguration.name,
  { query: { IncludeLocalizationResources: false } },
  'en',
];
const settings: TenantSettings = {
  nearExpiryThresholdDays: 45,
  timeZone: 'Asia/Shanghai',
  defaultLanguage: 'zh-Hans',
  productDisplayName: 'Cookie shop',
  isUserNameUpdateEnabled: true,
  isEmailUpdateEnabled: false,
};
const profile: Profile = {
  userName: 'admin',
  email: 'admin@demo.example',
  name: 'Ada',
  surname: 'Lovelace',
  phoneNumber: null,
  isExternal: false,
  hasPassword: true,
  concurrencyStamp: 'stamp-1',
};

function renderSettings(policies: string[]) {
  return renderRoute({
    url: '/system/settings',
    path: '/system/settings',
    element: (
      <RouteGuard item="settings">
        <SettingsRoute />
      </RouteGuard>
    ),
    answers: [
      [configurationKey, configurationWith(policies, {})],
      [[endpoints.settings.get.name, {}], settings],
    ],
  });
}

function renderProfile(settingValues: Record<string, string> = {}) {
  return renderRoute({
    url: '/profile',
    path: '/profile',
    element: (
      <RouteGuard item="profile">
        <ProfileRoute />
      </RouteGuard>
    ),
    answers: [
      [configurationKey, { ...configurationWith([], {}), setting: { values: settingValues } }],
      [[endpoints.account.getProfile.name, {}], profile],
    ],
  });
}

describe('the settings route', () => {
  it('shows the saved settings in the form', () => {
    const html = renderSettings([Permissions.Settings]);
    expect(html).toContain('>Settings</h1>');
    expect(html).toMatch(/<input[^>]*name="nearExpiryThresholdDays"/);
    expect(html).toContain('Time zone');
    expect(html).toMatch(/<option value="zh-Hans" selected="">简体中文<\/option>/);
    expect(html).toContain('value="Cookie shop"');
  });

  it('shows no access without the settings permission, and never mounts the form', () => {
    const html = renderSettings([Permissions.Users]);
    expect(html).toContain('No access');
    expect(html).not.toContain('Cookie shop');
  });

  it('reloads, once saved, what the settings change: the configuration, stock statuses and the dashboard', () => {
    expect(settingsDependents).toEqual(['abp', 'stock', 'dashboard']);
  });
});

describe('the profile route', () => {
  it('shows the profile form filled in and the password form, each with its own Save', () => {
    const html = renderProfile();
    expect(html).toContain('>Profile</h1>');
    // The profile's boxes are filled as the form mounts in the browser; here its fields are there, past loading.
    for (const name of ['surname', 'name', 'userName', 'email', 'phoneNumber'])
      expect(html).toContain(`name="${name}"`);
    expect(html).not.toContain('aria-busy="true"');
    expect(html).toContain('Current password');
    expect(html.match(/>Save</g)).toHaveLength(2);
  });

  it('keeps the user name and email read-only, saying why, when the business does not let users change them', () => {
    const open = renderProfile();
    expect(open).not.toContain('does not let users change');
    const fixed = renderProfile({
      'Abp.Identity.User.IsUserNameUpdateEnabled': 'False',
      'Abp.Identity.User.IsEmailUpdateEnabled': 'false',
    });
    expect(fixed.match(/Your business does not let users change this\./g)).toHaveLength(2);
    expect(fixed).toMatch(/<input[^>]*readOnly=""[^>]*name="userName"/);
    expect(fixed).toMatch(/<input[^>]*readOnly=""[^>]*name="email"/);
    expect(fixed).not.toMatch(/<input[^>]*readOnly=""[^>]*name="name"/);
  });
});
