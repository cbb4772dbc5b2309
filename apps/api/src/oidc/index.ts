import type { FastifyInstance } from 'fastify';
import { errors as joseErrors } from 'jose';
import { loadKeyRotationDays, loadTokenLifetimes, serverEnv } from '../config.ts';
import type { AppDb } from '../db/database.ts';
import { findAccountById } from './account.ts';
import { deleteExpiredPayloads } from './adapter.ts';
import { deleteRetiredKeys, KEY_REFRESH_SECONDS, rotateSigningKeys } from './key-rotation.ts';
import { signingKeyOverlapSeconds } from './key-rotation.ts';
import { loadOrCreateKeys } from './keys.ts';
import { mountOidc } from './mount.ts';
import { oidcMode } from './oidc-mode.ts';
import { createProviderInstance, keysFingerprint, type ProviderInstance } from './provider-instance.ts';
import { isTokenSessionAlive, type TokenSession } from './session-revocation.ts';
import { createUserinfoHandler } from './userinfo.ts';
import { createRemoteVerifier, type AccessClaims, type AccessTokenVerifier } from './verify-token.ts';

export type { AccessClaims } from './verify-token.ts';
export type { TokenSession } from './session-revocation.ts';
export {
  isSessionSubject,
  sessionStands,
  tokenSessionState,
  type TokenSessionRow,
} from './session-revocation.ts';

/** A token whose signature, issuer, audience and expiry hold; whether its sign-in still stands is the caller's check. */
export interface SignedAccessToken {
  claims: AccessClaims;
  /**
   * The sign-in to check (ADR 010) in the caller's own round trip (ADR 039); null when tokens come from an external
   * issuer, whose sign-ins this server does not keep.
   */
  session: TokenSession | null;
}

export interface OidcHandle {
  /** Rejects on any invalid token (signature, issuer, audience `api`, expiry) and on an ended sign-in. */
  verifyAccessToken(token: string): Promise<AccessClaims>;
  /**
   * The signature check alone (no database): rejects what verifyAccessToken rejects but an ended sign-in, and says
   * which sign-in to check. A token without a grant is refused here, as verifyAccessToken refuses it.
   */
  verifySignedToken(token: string): Promise<SignedAccessToken>;
  /**
   * What every process does each minute: the scheduled rotation when KEY_ROTATION_DAYS says one is due, removal
   * of retired keys, and a re-read of the keys (a new generation signs from then on).
   */
  refreshKeys(): Promise<void>;
}

export interface OidcOptions {
  db: AppDb;
  issuer: string;
  webOrigins: string[];
  /** Defaults to KEY_ROTATION_DAYS (config.ts); undefined or null: rotation by command only. */
  keyRotationDays?: number | null;
}

// Expired provider rows are invisible anyway; the sweep only keeps the table small.
const sweepIntervalMs = 60 * 60 * 1000;
// A token naming a key this process does not hold yet makes it re-read the keys, at most this often.
const unknownKeyReloadMs = 1000;

/**
 * Mounts the embedded OpenID Connect provider (discovery, authorization with the login page, token,
 * revocation, end-session, JWKS, userinfo) on the app's origin and returns the API's token check.
 * With OIDC_EXTERNAL_ISSUER set, nothing is mounted and tokens are checked against that issuer instead.
 */
export async function registerOidc(app: FastifyInstance, options: OidcOptions): Promise<OidcHandle> {
  const mode = oidcMode(serverEnv());
  if (mode.kind === 'external') {
    const verify = createRemoteVerifier(mode.issuer, mode.audience);
    return {
      verifyAccessToken: async (token) => (await verify(token)).claims,
      verifySignedToken: async (token) => ({ claims: (await verify(token)).claims, session: null }),
      refreshKeys: async () => {},
    };
  }

  const { db, issuer, webOrigins } = options;
  const rotationDays =
    options.keyRotationDays === undefined ? loadKeyRotationDays() : options.keyRotationDays;
  const overlapSeconds = signingKeyOverlapSeconds(loadTokenLifetimes());
  const findAccount = (id: string) => findAccountById(db, id);
  const build = async (): Promise<ProviderInstance> =>
    createProviderInstance({
      db,
      issuer,
      webOrigins,
      keys: await loadOrCreateKeys(db),
      findAccount,
      log: app.log,
    });

  const rotateWhenDue = async () => {
    if (rotationDays) await rotateSigningKeys(db, { overlapSeconds, onlyIfOlderThanDays: rotationDays });
  };
  await loadOrCreateKeys(db);
  await rotateWhenDue();
  let current = await build();

  const reload = async () => {
    const keys = await loadOrCreateKeys(db);
    if (keysFingerprint(keys) === current.fingerprint) return;
    current = createProviderInstance({ db, issuer, webOrigins, keys, findAccount, log: app.log });
  };
  let reloading: Promise<void> | undefined;
  let lastUnknownKeyReload = 0;
  const reloadForUnknownKey = async () => {
    if (!reloading && Date.now() - lastUnknownKeyReload >= unknownKeyReloadMs) {
      lastUnknownKeyReload = Date.now();
      reloading = reload().finally(() => (reloading = undefined));
    }
    await reloading;
  };

  const verifySignature: AccessTokenVerifier = (token) =>
    current.verifySignature(token).catch(async (error: unknown) => {
      // Another process may already sign with a generation this one has not read yet.
      if (!(error instanceof joseErrors.JWKSNoMatchingKey)) throw error;
      await reloadForUnknownKey();
      return current.verifySignature(token);
    });
  /** The sign-in a verified token names; a token without a grant is refused. */
  const sessionOf = ({
    grantId,
    issuedAt,
    claims,
  }: Awaited<ReturnType<AccessTokenVerifier>>): TokenSession => {
    if (!grantId) throw new Error('the access token names no sign-in');
    return { grantId, subject: claims.sub, issuedAt };
  };
  const verifySigned = async (token: string): Promise<SignedAccessToken> => {
    const verified = await verifySignature(token);
    return { claims: verified.claims, session: sessionOf(verified) };
  };
  const verify: AccessTokenVerifier = async (token) => {
    const verified = await verifySignature(token);
    if (!(await isTokenSessionAlive(db, sessionOf(verified)))) {
      throw new Error('the sign-in behind this access token has ended');
    }
    return verified;
  };

  mountOidc(app, {
    provider: (req, res) => current.provider(req, res),
    interaction: (req, res) => current.interaction(req, res),
    userinfo: createUserinfoHandler({ verify, findAccount, webOrigins }),
  });

  const refreshKeys = async () => {
    await rotateWhenDue();
    await deleteRetiredKeys(db);
    await reload();
  };
  const sweep = setInterval(() => {
    deleteExpiredPayloads(db).catch((error: unknown) => app.log.warn({ err: error }, 'oidc sweep failed'));
  }, sweepIntervalMs);
  const keyTick = setInterval(() => {
    refreshKeys().catch((error: unknown) => app.log.warn({ err: error }, 'signing key refresh failed'));
  }, KEY_REFRESH_SECONDS * 1000);
  sweep.unref();
  keyTick.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    clearInterval(keyTick);
  });

  return {
    verifyAccessToken: async (token) => (await verify(token)).claims,
    verifySignedToken: verifySigned,
    refreshKeys,
  };
}
