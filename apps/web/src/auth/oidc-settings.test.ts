import { describe, expect, it } from 'vitest';
import { InMemoryWebStorage, WebStorageStateStore } from 'oidc-client-ts';
import { createOidcSettings, isTokenRefreshEnabled } from './oidc-settings.ts';

describe('createOidcSettings', () => {
  const storages = { user: new InMemoryWebStorage(), state: new InMemoryWebStorage() };
  const settings = createOidcSettings('https://inventory.example', storages);

  it('uses code + PKCE against the same origin with the fixed client and scopes (§4, §7)', () => {
    expect(settings).toMatchObject({
      authority: 'https://inventory.example',
      client_id: 'web',
      redirect_uri: 'https://inventory.example/oidc-callback',
      post_logout_redirect_uri: 'https://inventory.example/',
      response_type: 'code',
      scope: 'openid profile email offline_access api',
      loadUserInfo: true,
    });
    expect(settings.disablePKCE).not.toBe(true);
  });

  it('carries the timing constants of §9, with automatic renew off', () => {
    expect(settings).toMatchObject({
      automaticSilentRenew: false,
      accessTokenExpiringNotificationTimeInSeconds: 60,
      silentRequestTimeoutInSeconds: 10,
      staleStateAgeInSeconds: 900,
      checkSessionIntervalInSeconds: 2,
      popupWindowFeatures: { height: 640 },
    });
  });

  it('keeps the user and the sign-in state in the given stores', async () => {
    expect(settings.userStore).toBeInstanceOf(WebStorageStateStore);
    await settings.userStore?.set('k', 'user');
    await settings.stateStore?.set('k', 'state');
    expect(storages.user.getItem('oidc.k')).toBe('user');
    expect(storages.state.getItem('oidc.k')).toBe('state');
  });
});

describe('isTokenRefreshEnabled', () => {
  it('is off unless the flag is set', () => {
    expect(isTokenRefreshEnabled(undefined)).toBe(false);
    expect(isTokenRefreshEnabled('0')).toBe(false);
    expect(isTokenRefreshEnabled('1')).toBe(true);
    expect(isTokenRefreshEnabled('true')).toBe(true);
  });
});
