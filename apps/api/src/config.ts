import { hostname, networkInterfaces, type NetworkInterfaceInfo } from 'node:os';
import { isAbsolute, resolve } from 'node:path';
import { findUp } from './find-up.ts';

export interface AppConfig {
  port: number;
  host: string;
  /** PGlite data directory (absolute); unused when databaseUrl is set. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** The OIDC issuer and public origin of this server. */
  issuer: string;
  /**
   * Origins of the web app (CORS for sign-in, redirect URIs). With neither ISSUER nor WEB_ORIGINS set, every origin
   * this machine answers at on PORT (reachableOrigins), so the app opened by IP from another device can sign in.
   */
  webOrigins: string[];
  /** Built web app to serve (absolute). */
  webDist: string;
  tokenLifetimes: TokenLifetimes;
}

/** How long sign-in lasts: the web app renews its access token with the refresh token until the session cap. */
export interface TokenLifetimes {
  /** Access (and id) token lifetime in seconds (ACCESS_TOKEN_TTL_SECONDS, default 600). */
  accessTokenSeconds: number;
  /** Absolute cap of a sign-in's refresh tokens, counted from sign-in (SESSION_MAX_SECONDS, default 8 h). */
  sessionMaxSeconds: number;
}

export const defaultTokenLifetimes: TokenLifetimes = {
  accessTokenSeconds: 10 * 60,
  sessionMaxSeconds: 8 * 60 * 60,
};

/** The repository root: relative paths resolve against it, whatever the process's cwd (apps/api under pnpm). */
export const repoRoot = findUp(import.meta.url, 'pnpm-workspace.yaml');

function fromRoot(path: string): string {
  return isAbsolute(path) ? path : resolve(repoRoot, path);
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function positiveSeconds(name: string, value: string | undefined, fallback: number): number {
  const text = nonEmpty(value);
  if (text === undefined) return fallback;
  const seconds = Number(text);
  if (!Number.isInteger(seconds) || seconds < 1)
    throw new Error(`${name} is not a whole number of seconds: ${value}`);
  return seconds;
}

/** Reads ACCESS_TOKEN_TTL_SECONDS and SESSION_MAX_SECONDS (short values let tests watch a renewal happen). */
export function loadTokenLifetimes(env: NodeJS.ProcessEnv = process.env): TokenLifetimes {
  const lifetimes = {
    accessTokenSeconds: positiveSeconds(
      'ACCESS_TOKEN_TTL_SECONDS',
      env.ACCESS_TOKEN_TTL_SECONDS,
      defaultTokenLifetimes.accessTokenSeconds,
    ),
    sessionMaxSeconds: positiveSeconds(
      'SESSION_MAX_SECONDS',
      env.SESSION_MAX_SECONDS,
      defaultTokenLifetimes.sessionMaxSeconds,
    ),
  };
  if (lifetimes.accessTokenSeconds > lifetimes.sessionMaxSeconds)
    throw new Error('ACCESS_TOKEN_TTL_SECONDS must not exceed SESSION_MAX_SECONDS');
  return lifetimes;
}

/** KEY_ROTATION_DAYS: rotate the signing keys when the newest is this many days old (unset: only by command). */
export function loadKeyRotationDays(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const text = nonEmpty(env.KEY_ROTATION_DAYS);
  if (text === undefined) return undefined;
  const days = Number(text);
  if (!Number.isInteger(days) || days < 1)
    throw new Error(`KEY_ROTATION_DAYS is not a whole number of days: ${text}`);
  return days;
}

/**
 * The environment, for the settings a module parses itself (OIDC_EXTERNAL_* in oidc/oidc-mode.ts, S3_* and
 * UPLOAD_* in uploads/file-store.ts): read only here, so that every variable the server knows leads back to this file.
 */
export function serverEnv(): NodeJS.ProcessEnv {
  return process.env;
}

/** Reads PORT, HOST, DATA_DIR, DATABASE_URL, ISSUER, WEB_ORIGINS, WEB_DIST and the token lifetimes. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(nonEmpty(env.PORT) ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT is not a port: ${env.PORT}`);
  const pinnedIssuer = nonEmpty(env.ISSUER);
  const issuer = (pinnedIssuer ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const listedOrigins = nonEmpty(env.WEB_ORIGINS) ?? (pinnedIssuer ? new URL(issuer).origin : undefined);
  const webOrigins = listedOrigins
    ? listedOrigins
        .split(',')
        .map((origin) => origin.trim().replace(/\/+$/, ''))
        .filter((origin) => origin.length > 0)
    : reachableOrigins(port);
  return {
    port,
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    dataDir: fromRoot(nonEmpty(env.DATA_DIR) ?? 'data'),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    issuer,
    webOrigins,
    webDist: fromRoot(nonEmpty(env.WEB_DIST) ?? 'apps/web/dist'),
    tokenLifetimes: loadTokenLifetimes(env),
  };
}

/**
 * The origins a browser can reach this server at on `port` when no ISSUER names the public one: localhost, the
 * loopback addresses, this machine's name and the address of each network interface (not link-local ones, which
 * need a zone id no origin can carry). Only literal addresses and names of this machine: a redirect to any of them
 * comes back to this server, never to a name that some DNS could point elsewhere.
 */
export function reachableOrigins(
  port: number,
  interfaces: NodeJS.Dict<NetworkInterfaceInfo[]> = networkInterfaces(),
  machineName: string = hostname(),
): string[] {
  const hosts = ['localhost', '127.0.0.1', '[::1]', machineName.toLowerCase()];
  for (const address of Object.values(interfaces).flat()) {
    if (!address || address.address.toLowerCase().startsWith('fe80:')) continue;
    hosts.push(address.family === 'IPv6' ? `[${address.address.toLowerCase()}]` : address.address);
  }
  return [...new Set(hosts.filter((host) => host.length > 0))].map((host) => `http://${host}:${port}`);
}

/**
 * Connections a burst may queue in the kernel before the server accepts them (Node's default is 511; Linux caps it
 * at net.core.somaxconn, 4096 here): a thousand clients submitting at once wait instead of being reset.
 */
export const listenBacklog = 4096;
