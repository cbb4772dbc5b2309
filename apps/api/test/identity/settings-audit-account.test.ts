import {
  accountUser,
  applicationConfiguration,
  auditLogEntry,
  identityUser,
  pagedResult,
  profile,
  tenantSettings,
} from '@inventory/contracts';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type ErrorBody } from '../helpers/http.ts';
import { signIn } from '../helpers/sign-in.ts';
import { createTenantWithAdmin, demoPassword } from '../helpers/tenants.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

let server: TestApp;
let admin: string;
let clerk: string;
let acmeAdmin: string;

const auditPage = pagedResult(auditLogEntry);

beforeAll(async () => {
  server = await startTestApp();
  await createTenantWithAdmin(server.db, 'acme');
  admin = (await signIn(server.baseUrl, { tenant: 'demo', username: 'admin', password: demoPassword }))
    .accessToken;
  clerk = (await signIn(server.baseUrl, { tenant: 'demo', username: 'clerk', password: demoPassword }))
    .accessToken;
  acmeAdmin = (await signIn(server.baseUrl, { tenant: 'acme', username: 'admin', password: demoPassword }))
    .accessToken;
});
afterAll(async () => {
  await server?.close();
});

const api = <T = unknown>(method: string, path: string, token?: string, body?: unknown) =>
  call<T>(server.baseUrl, method, path, { token, body });

const settingsBody = {
  nearExpiryThresholdDays: 45,
  timeZone: 'Asia/Shanghai',
  defaultLanguage: 'zh-Hans',
  productDisplayName: '  Demo 商店 ',
};

describe('tenant settings', () => {
  it('reads defaults, updates, and shows the values in application-configuration', async () => {
    const before = tenantSettings.parse((await api('GET', '/api/app/settings', admin)).body);
    expect(before).toEqual({
      nearExpiryThresholdDays: 30,
      timeZone: 'UTC',
      defaultLanguage: 'en',
      productDisplayName: null,
      isUserNameUpdateEnabled: true,
      isEmailUpdateEnabled: true,
    });
    const updated = await api('PUT', '/api/app/settings', admin, settingsBody);
    expect(updated.status).toBe(200);
    expect(tenantSettings.parse(updated.body)).toMatchObject({
      nearExpiryThresholdDays: 45,
      timeZone: 'Asia/Shanghai',
      defaultLanguage: 'zh-Hans',
      productDisplayName: 'Demo 商店',
    });
    const config = applicationConfiguration.parse(
      (await api('GET', '/api/abp/application-configuration', clerk)).body,
    );
    expect(config.setting.values).toMatchObject({
      'Inventory.NearExpiryThresholdDays': '45',
      'Abp.Timing.TimeZone': 'Asia/Shanghai',
      'Abp.Localization.DefaultLanguage': 'zh-Hans',
      'Inventory.ProductDisplayName': 'Demo 商店',
    });
    expect(config.timing.timeZone.iana.timeZoneName).toBe('Asia/Shanghai');
    // Another tenant keeps its own.
    expect(tenantSettings.parse((await api('GET', '/api/app/settings', acmeAdmin)).body).timeZone).toBe(
      'UTC',
    );
  });

  it('refuses an unknown time zone, a language and a threshold out of range (400) and a clerk (403)', async () => {
    const bad = await api<ErrorBody>('PUT', '/api/app/settings', admin, {
      nearExpiryThresholdDays: 5000,
      timeZone: 'Mars/Olympus',
      defaultLanguage: 'fr',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.validationErrors?.map((v) => v.members?.[0]).sort()).toEqual([
      'defaultLanguage',
      'nearExpiryThresholdDays',
      'timeZone',
    ]);
    expect(
      tenantSettings.parse((await api('GET', '/api/app/settings', admin)).body).nearExpiryThresholdDays,
    ).toBe(45);
    expect((await api('GET', '/api/app/settings', clerk)).status).toBe(403);
    expect((await api('PUT', '/api/app/settings', clerk, settingsBody)).status).toBe(403);
  });
});

describe('profile user name and e-mail changes, governed by settings', () => {
  it('keeps the stored user name and e-mail while the settings are off', async () => {
    const token = (
      await signIn(server.baseUrl, { tenant: 'acme', username: 'admin', password: demoPassword })
    ).accessToken;
    const off = await api('PUT', '/api/app/settings', acmeAdmin, {
      nearExpiryThresholdDays: 30,
      timeZone: 'UTC',
      defaultLanguage: 'en',
      isUserNameUpdateEnabled: false,
      isEmailUpdateEnabled: false,
    });
    expect(tenantSettings.parse(off.body)).toMatchObject({
      isUserNameUpdateEnabled: false,
      isEmailUpdateEnabled: false,
    });
    const config = applicationConfiguration.parse(
      (await api('GET', '/api/abp/application-configuration', token)).body,
    );
    expect(config.setting.values['Abp.Identity.User.IsUserNameUpdateEnabled']).toBe('False');

    const kept = profile.parse(
      (
        await api('PUT', '/api/account/my-profile', token, {
          userName: 'chief',
          email: 'chief@acme.local',
          name: 'Chief',
        })
      ).body,
    );
    expect(kept).toMatchObject({ userName: 'admin', email: 'admin@acme.local', name: 'Chief' });

    await api('PUT', '/api/app/settings', acmeAdmin, {
      nearExpiryThresholdDays: 30,
      timeZone: 'UTC',
      defaultLanguage: 'en',
      isUserNameUpdateEnabled: true,
      isEmailUpdateEnabled: true,
    });
    const changed = profile.parse(
      (
        await api('PUT', '/api/account/my-profile', token, {
          userName: 'chief',
          email: 'chief@acme.local',
          name: 'Chief',
        })
      ).body,
    );
    expect(changed).toMatchObject({ userName: 'chief', email: 'chief@acme.local' });
  });
});

describe('account users', () => {
  it('lists the tenant’s users to any signed-in user', async () => {
    const response = await api('GET', '/api/app/account-user', clerk);
    expect(response.status).toBe(200);
    const users = z.array(accountUser).parse(response.body);
    expect(users.map((u) => u.userName)).toEqual(['admin', 'clerk']);
    expect((await api('GET', '/api/app/account-user')).status).toBe(401);
  });

  it('sets a user’s password with AbpIdentity.Users.Update, refusing clerks, weak passwords and other tenants', async () => {
    const users = z.array(accountUser).parse((await api('GET', '/api/app/account-user', admin)).body);
    const clerkId = users.find((u) => u.userName === 'clerk')?.id;
    const set = await api('POST', '/api/app/account-user/set-password', admin, {
      userId: clerkId,
      password: 'Fresh3#x',
    });
    expect(set.status).toBe(204);
    // The reset ended the clerk's earlier sign-ins (ADR 010): the clerk signs in again with the new password.
    expect((await api('GET', '/api/app/account-user', clerk)).status).toBe(401);
    clerk = (await signIn(server.baseUrl, { tenant: 'demo', username: 'clerk', password: 'Fresh3#x' }))
      .accessToken;
    const refused = await api<ErrorBody>('POST', '/api/app/account-user/set-password', clerk, {
      userId: clerkId,
      password: 'Other4$x',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.data).toEqual({ permission: 'AbpIdentity.Users.Update' });
    const weak = await api<ErrorBody>('POST', '/api/app/account-user/set-password', admin, {
      userId: clerkId,
      password: 'weak',
    });
    expect(weak.status).toBe(400);
    const foreign = await api<ErrorBody>('POST', '/api/app/account-user/set-password', acmeAdmin, {
      userId: clerkId,
      password: 'Other4$x',
    });
    expect(foreign.status).toBe(404);
    await expect(
      signIn(server.baseUrl, { tenant: 'demo', username: 'clerk', password: 'Other4$x' }),
    ).rejects.toThrow();
  });
});

describe('audit log', () => {
  it('lists the tenant’s writes newest first, filtered by user, entity, action and time', async () => {
    const start = new Date().toISOString();
    const created = identityUser.parse(
      (
        await api('POST', '/api/identity/users', admin, {
          userName: 'auditee',
          email: 'auditee@demo.local',
          password: 'Secret1!',
        })
      ).body,
    );
    const all = auditPage.parse((await api('GET', '/api/app/audit-log?MaxResultCount=100', admin)).body);
    expect(all.totalCount).toBeGreaterThanOrEqual(3);
    const times = all.items.map((entry) => entry.executionTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(all.items[0]).toMatchObject({
      entityName: 'User',
      entityId: created.id,
      action: 'Created',
      userName: 'admin',
    });
    expect(all.items[0]?.changes).toContainEqual({
      propertyName: 'userName',
      originalValue: null,
      newValue: 'auditee',
    });

    const filtered = auditPage.parse(
      (
        await api(
          'GET',
          `/api/app/audit-log?UserName=adm&EntityName=user&Action=created&StartTime=${encodeURIComponent(start)}`,
          admin,
        )
      ).body,
    );
    expect(filtered.items.map((entry) => entry.entityId)).toEqual([created.id]);
    const settings = auditPage.parse((await api('GET', '/api/app/audit-log?EntityName=Setting', admin)).body);
    expect(settings.items[0]?.changes).toContainEqual({
      propertyName: 'Abp.Timing.TimeZone',
      originalValue: 'UTC',
      newValue: 'Asia/Shanghai',
    });
    const none = auditPage.parse(
      (await api('GET', `/api/app/audit-log?EndTime=${encodeURIComponent('2000-01-01T00:00:00Z')}`, admin))
        .body,
    );
    expect(none).toEqual({ items: [], totalCount: 0 });
    const paged = auditPage.parse(
      (await api('GET', '/api/app/audit-log?SkipCount=1&MaxResultCount=1', admin)).body,
    );
    expect(paged.items[0]?.id).toBe(all.items[1]?.id);
  });

  it('shows another tenant nothing of this one, refuses clerks (403) and bad times (400)', async () => {
    const acme = auditPage.parse((await api('GET', '/api/app/audit-log?MaxResultCount=100', acmeAdmin)).body);
    expect(acme.totalCount).toBeGreaterThan(0);
    const demoValues = ['auditee', 'Asia/Shanghai'];
    expect(
      acme.items.filter((entry) => entry.changes.some((c) => demoValues.includes(c.newValue ?? ''))),
    ).toEqual([]);
    expect(acme.items.every((entry) => entry.tenantId === acme.items[0]?.tenantId)).toBe(true);
    expect((await api('GET', '/api/app/audit-log', clerk)).status).toBe(403);
    expect((await api('GET', '/api/app/audit-log?StartTime=yesterday', admin)).status).toBe(400);
  });
});
