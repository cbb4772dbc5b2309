import { WebStorageStateStore, type OidcMetadata, type UserManagerSettings } from 'oidc-client-ts';
import { readInlinedMetadata } from './inlined-metadata.ts';
import { oidcConstants } from './oidc-constants.ts';

export { isTokenRefreshEnabled, oidcConstants } from './oidc-constants.ts';

export interface OidcStorages {
  /** Where the signed-in user is kept: session storage (§9). */
  user: Storage;
  /** Where pending sign-in state is kept: local storage (§9). */
  state: Storage;
}

/**
 * Settings for oidc-client-ts: code + PKCE against the same origin (the server hosts the provider), user in
 * session storage, sign-in state in local storage (§9). `metadata` (by default what the server inlined into the
 * page, see inlined-metadata.ts) spares the discovery request before the sign-in redirect and before the
 * callback's token request; without it oidc-client-ts fetches `/.well-known/openid-configuration` at `origin`.
 */
export function createOidcSettings(
  origin: string,
  storages: OidcStorages = { user: window.sessionStorage, state: window.localStorage },
  metadata: Partial<OidcMetadata> | undefined = typeof document === 'undefined'
    ? undefined
    : readInlinedMetadata(document, origin),
): UserManagerSettings {
  return {
    authority: origin,
    ...(metadata ? { metadata } : {}),
    client_id: oidcConstants.clientId,
    redirect_uri: `${origin}${oidcConstants.callbackPath}`,
    post_logout_redirect_uri: `${origin}${oidcConstants.postLogoutPath}`,
    response_type: 'code',
    scope: oidcConstants.scope,
    // Profile and email claims only come from userinfo with this provider (toolchain.md).
    loadUserInfo: true,
    userStore: new WebStorageStateStore({ store: storages.user }),
    stateStore: new WebStorageStateStore({ store: storages.state }),
    // SessionKeeper renews instead (ADR 012): one renewal at a time, same subject, a pause for short tokens. The
    // library's own renewal would race it with the same rotated refresh token, and reuse revokes the sign-in.
    automaticSilentRenew: false,
    monitorSession: false,
    accessTokenExpiringNotificationTimeInSeconds: oidcConstants.accessTokenExpiringNotificationTimeInSeconds,
    silentRequestTimeoutInSeconds: oidcConstants.silentRequestTimeoutInSeconds,
    staleStateAgeInSeconds: oidcConstants.staleStateAgeInSeconds,
    checkSessionIntervalInSeconds: oidcConstants.checkSessionIntervalInSeconds,
    popupWindowFeatures: { height: oidcConstants.popupHeight },
  };
}
