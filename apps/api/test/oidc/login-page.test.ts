import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../src/oidc/login-texts/en.ts';
import { zhHans } from '../../src/oidc/login-texts/zh-hans.ts';
import {
  beginSignIn,
  discoverWebClient,
  signIn,
  submitLogin,
  type SignInCredentials,
} from '../helpers/sign-in.ts';
import { startTestApp } from '../helpers/test-app.ts';
import { DEMO, setUserActive, tenantIdOf, userState } from './fixtures.ts';

let testApp: Awaited<ReturnType<typeof startTestApp>>;
let demoTenantId: string;

beforeAll(async () => {
  testApp = await startTestApp();
  demoTenantId = await tenantIdOf(testApp.db, 'demo');
});

afterAll(async () => {
  await testApp?.close();
});

async function attempt(creds: SignInCredentials, headers: Record<string, string> = {}) {
  const pending = await beginSignIn(testApp.baseUrl, {}, headers);
  return submitLogin(pending, creds, headers);
}

function alertOf(page: string | undefined): string | undefined {
  return /role="alert"[^>]*>([^<]*)</.exec(page ?? '')?.[1];
}

describe('login page', () => {
  it('is an accessible form with the three fields', async () => {
    const { loginPage } = await beginSignIn(testApp.baseUrl);
    expect(loginPage).toContain('<html lang="en">');
    expect(loginPage).toContain(`<title>${en['login.title']}</title>`);
    for (const field of ['tenant', 'username', 'password']) {
      expect(loginPage).toMatch(new RegExp(`<label for="${field}">`));
      expect(loginPage).toMatch(new RegExp(`<input id="${field}" name="${field}"`));
    }
    expect(loginPage).toMatch(/<input id="username"[^>]*autofocus/);
    expect(loginPage).toMatch(/<input id="password" name="password" type="password"/);
    expect(loginPage).toContain(`<button type="submit">${en['login.submit']}</button>`);
    expect(loginPage).not.toMatch(/https?:\/\//);
  });

  it('speaks Simplified Chinese from Accept-Language', async () => {
    const { loginPage } = await beginSignIn(
      testApp.baseUrl,
      {},
      { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.5' },
    );
    expect(loginPage).toContain('<html lang="zh-Hans">');
    expect(loginPage).toContain(zhHans['login.username']);
  });

  it('prefers ui_locales over Accept-Language', async () => {
    const { loginPage } = await beginSignIn(
      testApp.baseUrl,
      { ui_locales: 'zh-Hans' },
      { 'accept-language': 'en-US' },
    );
    expect(loginPage).toContain('<html lang="zh-Hans">');
  });

  it('offers English and 简体中文 on the page itself; the choice outranks the browser and survives a failed attempt', async () => {
    const pending = await beginSignIn(testApp.baseUrl, {}, { 'accept-language': 'en-US' });
    expect(pending.loginPage).toMatch(/<nav aria-label="Language">/);
    expect(pending.loginPage).toMatch(/<a href="[^"]*\?lang=en"[^>]*aria-current="true">English<\/a>/);
    const chineseHref = /<a href="([^"]*\?lang=zh-Hans)"/.exec(pending.loginPage)?.[1];
    expect(chineseHref).toBeDefined();

    const chosen = await fetch(new URL(chineseHref!.replace(/&#38;/g, '&'), pending.loginUrl), {
      headers: { 'accept-language': 'en-US', cookie: pending.jar.header() },
    });
    const chinesePage = await chosen.text();
    expect(chosen.status).toBe(200);
    expect(chinesePage).toContain('<html lang="zh-Hans">');
    expect(chinesePage).toContain(zhHans['login.username']);
    expect(chinesePage).toContain('<input type="hidden" name="lang" value="zh-Hans">');

    const failed = await fetch(pending.loginUrl, {
      method: 'POST',
      headers: {
        'accept-language': 'en-US',
        'content-type': 'application/x-www-form-urlencoded',
        cookie: pending.jar.header(),
      },
      body: new URLSearchParams({ lang: 'zh-Hans', tenant: 'demo', username: 'admin', password: 'wrong' }),
    });
    const again = await failed.text();
    expect(again).toContain('<html lang="zh-Hans">');
    expect(alertOf(again)).toBe(zhHans['login.invalidCredentials']);
  });

  it('looks like the app: its name and mark in the band, its colours, no outside asset', async () => {
    const { loginPage } = await beginSignIn(testApp.baseUrl, { ui_locales: 'zh-Hans' });
    expect(loginPage).toMatch(/<header>\s*<div class="mark"><svg[^>]*aria-hidden="true"/);
    expect(loginPage).toContain(`<span>${zhHans['app.name']}</span>`);
    expect(loginPage).toContain('background:#0f766e');
    expect(loginPage).not.toMatch(/https?:\/\//);
  });

  it('prefills the tenant from __tenant, by name or by id', async () => {
    const byName = await beginSignIn(testApp.baseUrl, { __tenant: 'demo' });
    expect(byName.loginPage).toMatch(/<input id="tenant" name="tenant" type="text" value="demo"/);
    const byCookie = await beginSignIn(testApp.baseUrl, {}, { cookie: `__tenant=${demoTenantId}` });
    expect(byCookie.loginPage).toMatch(/<input id="tenant" name="tenant" type="text" value="demo"/);
  });
});

describe('credential checks', () => {
  it('gives one generic answer for a wrong password, an unknown user and an unknown tenant', async () => {
    const answers: (string | undefined)[] = [];
    for (const creds of [
      { ...DEMO, password: 'wrong-1Q*' },
      { ...DEMO, username: 'nobody' },
      { ...DEMO, tenant: 'no-such-tenant' },
    ]) {
      const result = await attempt(creds);
      expect(result.callbackUrl).toBeUndefined();
      answers.push(alertOf(result.page));
    }
    expect(answers).toEqual([
      en['login.invalidCredentials'],
      en['login.invalidCredentials'],
      en['login.invalidCredentials'],
    ]);
  });

  it('answers in the page language and keeps the user name', async () => {
    const { page } = await attempt({ ...DEMO, password: 'wrong' }, { 'accept-language': 'zh-Hans' });
    expect(alertOf(page)).toBe(zhHans['login.invalidCredentials']);
    expect(page).toMatch(/<input id="username" name="username" type="text" value="admin"/);
    expect(page).toMatch(/<input id="password"[^>]*autofocus/);
  });

  it('accepts the email address as the user name', async () => {
    const tokens = await signIn(testApp.baseUrl, { ...DEMO, username: 'ADMIN@demo.local' });
    expect(tokens.accessToken).toBeTruthy();
  });

  it('locks the account for five minutes after five failures; a success resets the count', async () => {
    const clerk = { tenant: 'demo', username: 'clerk', password: '1q2w3E*' };
    expect((await userState(testApp.db, demoTenantId, 'clerk')).lockout_enabled).toBe(true);
    for (let i = 0; i < 4; i += 1)
      expect(alertOf((await attempt({ ...clerk, password: 'bad' })).page)).toBe(
        en['login.invalidCredentials'],
      );
    expect((await userState(testApp.db, demoTenantId, 'clerk')).access_failed_count).toBe(4);

    await signIn(testApp.baseUrl, clerk);
    expect((await userState(testApp.db, demoTenantId, 'clerk')).access_failed_count).toBe(0);

    for (let i = 0; i < 4; i += 1) await attempt({ ...clerk, password: 'bad' });
    // The attempt that locks says no more than any wrong password (sign-in-enumeration.test.ts).
    expect(alertOf((await attempt({ ...clerk, password: 'bad' })).page)).toBe(en['login.invalidCredentials']);
    const locked = await userState(testApp.db, demoTenantId, 'clerk');
    const remainingMs = new Date(locked.lockout_end!).getTime() - Date.now();
    expect(remainingMs).toBeGreaterThan(4 * 60 * 1000);
    expect(remainingMs).toBeLessThanOrEqual(5 * 60 * 1000);

    // Locked means locked: the right password does not help until the time is up.
    expect(alertOf((await attempt(clerk)).page)).toBe(en['login.lockedOut']);
  });

  it('refuses an inactive user with its own message, and ends its refreshes', async () => {
    const before = await signIn(testApp.baseUrl, DEMO);
    await setUserActive(testApp.db, demoTenantId, 'admin', false);
    try {
      const { page, callbackUrl } = await attempt(DEMO);
      expect(callbackUrl).toBeUndefined();
      expect(alertOf(page)).toBe(en['login.inactive']);
      const config = await discoverWebClient(testApp.baseUrl);
      await expect(client.refreshTokenGrant(config, before.refreshToken!)).rejects.toMatchObject({
        error: 'invalid_grant',
      });
    } finally {
      await setUserActive(testApp.db, demoTenantId, 'admin', true);
    }
  });
});

describe('stale login pages', () => {
  it('say the sign-in request expired instead of failing', async () => {
    const response = await fetch(`${testApp.baseUrl}/connect/interaction/no-such-interaction`, {
      headers: { 'accept-language': 'zh-Hans' },
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(zhHans['error.expired']);
  });
});
