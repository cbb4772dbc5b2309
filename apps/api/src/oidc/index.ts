import type { FastifyInstance } from 'fastify';
import Provider from 'oidc-provider';
import type { AppDb } from '../db/database.ts';
import { findAccountById } from './account.ts';
import { createAdapterFactory, deleteExpiredPayloads } from './adapter.ts';
import { createInteractionHandler } from './interactions.ts';
import { loadOrCreateKeys, publicJwk } from './keys.ts';
import { mountOidc } from './mount.ts';
import { oidcMode } from './oidc-mode.ts';
import { API_AUDIENCE, providerConfiguration } from './provider-config.ts';
import { createUserinfoHandler } from './userinfo.ts';
import { createLocalVerifier, createRemoteVerifier, type AccessClaims } from './verify-token.ts';

export type { AccessClaims } from './verify-token.ts';

export interface OidcHandle {
  /** Rejects on any invalid token (signature, issuer, audience `api`, expiry). */
  verifyAccessToken(token: string): Promise<AccessClaims>;
}

// Expired provider rows are invisible anyway; the sweep only keeps the table small.
const sweepIntervalMs = 60 * 60 * 1000;

/**
 * Mounts the embedded OpenID Connect provider (discovery, authorization with the login page, token,
 * revocation, end-session, JWKS, userinfo) on the app's origin and returns the API's token check.
 * With OIDC_EXTERNAL_ISSUER set, nothing is mounted and tokens are checked against that issuer instead.
 */
export async function registerOidc(
  app: FastifyInstance,
  options: { db: AppDb; issuer: string; webOrigins: string[] },
): Promise<OidcHandle> {
  const mode = oidcMode(process.env);
  if (mode.kind === 'external') {
    const verify = createRemoteVerifier(mode.issuer, mode.audience);
    return { verifyAccessToken: async (token) => (await verify(token)).claims };
  }

  const { db, issuer, webOrigins } = options;
  const keys = await loadOrCreateKeys(db);
  const findAccount = (id: string) => findAccountById(db, id);
  const provider = new Provider(
    issuer,
    providerConfiguration({ issuer, keys, webOrigins, adapter: createAdapterFactory(db), findAccount }),
  );
  // Behind a TLS-terminating proxy the provider must trust X-Forwarded-Proto to set secure cookies.
  provider.proxy = issuer.startsWith('https:');
  provider.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'oidc-provider server error'));

  const verify = createLocalVerifier(issuer, API_AUDIENCE, keys.signing.map(publicJwk));
  const providerCallback = provider.callback();
  mountOidc(app, {
    provider: async (req, res) => {
      await providerCallback(req, res);
    },
    interaction: createInteractionHandler({ provider, db, webOrigins }),
    userinfo: createUserinfoHandler({ verify, findAccount, webOrigins }),
  });

  const sweep = setInterval(() => {
    deleteExpiredPayloads(db).catch((error: unknown) => app.log.warn({ err: error }, 'oidc sweep failed'));
  }, sweepIntervalMs);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  return { verifyAccessToken: async (token) => (await verify(token)).claims };
}
