// Without oidc-client-ts: the app reads these while the library itself loads only when the session needs it (ADR 056).

/** Constants of product-spec §4 Session and §9; the one place the sign-in protocol is configured. */
export const oidcConstants = {
  clientId: 'web',
  scope: 'openid profile email offline_access api',
  callbackPath: '/oidc-callback',
  postLogoutPath: '/',
  accessTokenExpiringNotificationTimeInSeconds: 60,
  silentRequestTimeoutInSeconds: 10,
  staleStateAgeInSeconds: 900,
  /** §9 lists a 5 min skew; oidc-client-ts 3 validates no token times in the browser, so nothing consumes it. */
  clockSkewInSeconds: 300,
  checkSessionIntervalInSeconds: 2,
  popupHeight: 640,
  /** §4: optional periodic refresh, off unless `VITE_TOKEN_REFRESH=1`. */
  tokenRefreshIntervalMs: 30_000,
} as const;

/** Whether the optional periodic token refresh is on (a build-time flag, off by default). */
export function isTokenRefreshEnabled(flag: string | undefined): boolean {
  return flag === '1' || flag?.toLowerCase() === 'true';
}
