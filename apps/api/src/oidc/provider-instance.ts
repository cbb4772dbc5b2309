import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import Provider from 'oidc-provider';
import type { AppDb } from '../db/database.ts';
import type { UserAccount } from './account.ts';
import { createAdapterFactory } from './adapter.ts';
import { createInteractionHandler } from './interactions.ts';
import { publicJwk, type OidcKeys } from './keys.ts';
import { API_AUDIENCE, providerConfiguration } from './provider-config.ts';
import { revokeBrowserSessionGrants } from './session-revocation.ts';
import { createLocalVerifier, type AccessTokenVerifier } from './verify-token.ts';

type RawHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** One provider over one set of keys; a key rotation replaces the whole instance (the provider's keys are fixed). */
export interface ProviderInstance {
  /** Which keys it holds: a change means the instance must be rebuilt. */
  fingerprint: string;
  provider: RawHandler;
  interaction: RawHandler;
  /** Signature, issuer, audience and expiry only (the session check is index.ts's). */
  verifySignature: AccessTokenVerifier;
}

export function keysFingerprint(keys: OidcKeys): string {
  return JSON.stringify([keys.signing.map((key) => key.kid), keys.cookie.length]);
}

export function createProviderInstance(options: {
  db: AppDb;
  issuer: string;
  webOrigins: string[];
  keys: OidcKeys;
  findAccount(id: string): Promise<UserAccount | undefined>;
  log: FastifyBaseLogger;
}): ProviderInstance {
  const { db, issuer, webOrigins, keys, findAccount, log } = options;
  const provider = new Provider(
    issuer,
    providerConfiguration({ issuer, keys, webOrigins, adapter: createAdapterFactory(db), findAccount }),
  );
  // Behind a TLS-terminating proxy the provider must trust X-Forwarded-Proto to set secure cookies.
  provider.proxy = issuer.startsWith('https:');
  provider.on('server_error', (_ctx, error) => log.error({ err: error }, 'oidc-provider server error'));
  // Sign-out ends every grant of the browser session before the redirect is sent, so the access tokens of the
  // signed-out app are refused from the next request on (ADR 010).
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.oidc?.route !== 'end_session_confirm' || ctx.status >= 400) return;
    const sessionUid = ctx.oidc.session?.uid;
    if (sessionUid) await revokeBrowserSessionGrants(db, sessionUid);
  });
  const callback = provider.callback();
  return {
    fingerprint: keysFingerprint(keys),
    provider: async (req, res) => {
      await callback(req, res);
    },
    interaction: createInteractionHandler({ provider, db, webOrigins }),
    verifySignature: createLocalVerifier(issuer, API_AUDIENCE, keys.signing.map(publicJwk)),
  };
}
