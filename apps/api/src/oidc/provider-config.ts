import type { Adapter, Configuration, KoaContextWithOIDC } from 'oidc-provider';
import { errors } from 'oidc-provider';
import { defaultTokenLifetimes, loadTokenLifetimes, type TokenLifetimes } from '../config.ts';
import type { UserAccount } from './account.ts';
import { accessTokenClaims, accountClaims, scopeClaims } from './claims.ts';
import type { OidcKeys } from './keys.ts';
import { pickLoginLocale } from './login-locale.ts';
import { renderErrorPage, renderLoggedOutPage, renderLogoutPage } from './login-page.ts';

export const WEB_CLIENT_ID = 'web';
/** The product API as a resource server: its access tokens are JWTs with this audience and scope. */
export const API_AUDIENCE = 'api';
export const API_SCOPE = 'api';
// Resource indicators must be absolute URIs; clients need not send it (it is the default resource).
export const API_RESOURCE = 'urn:inventory:api';

/** The defaults; the running values come from config.ts (ACCESS_TOKEN_TTL_SECONDS, SESSION_MAX_SECONDS). */
export const ACCESS_TOKEN_TTL = defaultTokenLifetimes.accessTokenSeconds;
export const REFRESH_TOKEN_ABSOLUTE_TTL = defaultTokenLifetimes.sessionMaxSeconds;

export const routes = {
  authorization: '/connect/authorize',
  token: '/connect/token',
  revocation: '/connect/revocat',
  end_session: '/connect/logout',
  jwks: '/.well-known/jwks',
  // The provider's own userinfo is off (see features.userinfo); ours answers here.
  userinfo: '/connect/userinfo',
} as const;

export const interactionPath = '/connect/interaction';

export interface ProviderConfigOptions {
  issuer: string;
  keys: OidcKeys;
  webOrigins: string[];
  adapter: (model: string) => Adapter;
  findAccount(id: string): Promise<UserAccount | undefined>;
  /** Defaults to the environment's (config.ts). */
  tokenLifetimes?: TokenLifetimes;
}

function localeOf(ctx: KoaContextWithOIDC) {
  return pickLoginLocale(ctx.oidc?.params?.ui_locales, ctx.get('accept-language'));
}

/**
 * A new grant per authorization for the first-party web client, holding exactly what it asked for: there is no
 * consent screen, and each sign-in starts its own refresh-token family (reuse detection revokes only that one).
 */
async function firstPartyGrant(ctx: KoaContextWithOIDC) {
  const { client, session, provider } = ctx.oidc;
  if (!client || client.clientId !== WEB_CLIENT_ID || !session?.accountId) return undefined;
  const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
  grant.addOIDCScope([...ctx.oidc.requestParamOIDCScopes].join(' '));
  grant.addOIDCClaims([...ctx.oidc.requestParamClaims]);
  for (const [indicator, server] of Object.entries(ctx.oidc.resourceServers ?? {})) {
    const scopes = [...ctx.oidc.requestParamScopes].filter((scope) => server.scopes.has(scope));
    if (scopes.length > 0) grant.addResourceScope(indicator, scopes.join(' '));
  }
  await grant.save();
  return grant;
}

export function providerConfiguration(options: ProviderConfigOptions): Configuration {
  const { issuer, keys, webOrigins, adapter, findAccount } = options;
  const { accessTokenSeconds, sessionMaxSeconds } = options.tokenLifetimes ?? loadTokenLifetimes();
  return {
    adapter,
    clients: [
      {
        client_id: WEB_CLIENT_ID,
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: webOrigins.map((origin) => `${origin}/oidc-callback`),
        post_logout_redirect_uris: webOrigins.map((origin) => `${origin}/`),
      },
    ],
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    claims: scopeClaims,
    extraParams: ['__tenant'],
    responseTypes: ['code'],
    // S256 only: the provider supports no other method, and public clients must always send one.
    pkce: { required: () => true },
    cookies: { keys: keys.cookie },
    jwks: { keys: keys.signing as NonNullable<Configuration['jwks']>['keys'] },
    routes,
    discovery: { userinfo_endpoint: `${issuer}${routes.userinfo}` },
    interactions: { url: (_ctx, interaction) => `${interactionPath}/${interaction.uid}` },
    clientBasedCORS: (_ctx, origin) => webOrigins.includes(origin),
    // Public client only: no client secrets to accept.
    clientAuthMethods: ['none'],
    features: {
      devInteractions: { enabled: false },
      // Not mounted (and the web client does not use it).
      pushedAuthorizationRequests: { enabled: false },
      // A client may revoke only its own tokens (a public client proves nothing more than its id).
      revocation: {
        enabled: true,
        allowedPolicy: (_ctx, client, token) => token.clientId === client.clientId,
      },
      // Access tokens are JWTs for the API (audience `api`), which the provider's userinfo refuses by design;
      // userinfo.ts serves the endpoint instead, for the same tokens.
      userinfo: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          ctx.body = renderLogoutPage(localeOf(ctx), form);
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = renderLoggedOutPage(localeOf(ctx));
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => API_RESOURCE,
        // Code and refresh exchanges without a `resource` parameter still yield API tokens.
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator !== API_RESOURCE) throw new errors.InvalidTarget();
          return {
            // The OIDC scopes ride along so the token's `scope` says which claims userinfo may release.
            scope: `openid profile email ${API_SCOPE}`,
            audience: API_AUDIENCE,
            accessTokenFormat: 'jwt',
            accessTokenTTL: accessTokenSeconds,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    rotateRefreshToken: true,
    // OIDC Core only honours offline_access with prompt=consent, which the first-party web app never shows:
    // it gets a refresh token anyway. Without offline_access that token ends with the sign-in session.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    ttl: {
      AccessToken: accessTokenSeconds,
      AuthorizationCode: 60,
      IdToken: accessTokenSeconds,
      Interaction: 30 * 60,
      Session: sessionMaxSeconds,
      // Outlives every refresh token of its sign-in (issued within minutes of the grant).
      Grant: sessionMaxSeconds + 30 * 60,
      // Absolute lifetime: a rotated token inherits what is left of the first one (iiat = first issue).
      RefreshToken: (_ctx, token) => Math.max(1, sessionMaxSeconds - token.totalLifetime()),
    },
    loadExistingGrant: firstPartyGrant,
    async findAccount(_ctx, sub) {
      const account = await findAccount(sub);
      if (!account) return undefined;
      return { accountId: account.id, claims: () => accountClaims(account) };
    },
    async extraTokenClaims(_ctx, token) {
      if (!('accountId' in token) || typeof token.accountId !== 'string') return undefined;
      const account = await findAccount(token.accountId);
      if (!account) return undefined;
      // The API refuses the token once this grant is gone (sign-out, refresh-token reuse, password change).
      const grantId = 'grantId' in token && typeof token.grantId === 'string' ? token.grantId : undefined;
      return { ...accessTokenClaims(account), ...(grantId ? { grant_id: grantId } : {}) };
    },
    renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = renderErrorPage(localeOf(ctx), 'error.protocol', out.error);
    },
  };
}
