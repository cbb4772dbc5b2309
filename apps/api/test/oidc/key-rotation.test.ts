import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import Fastify, { type FastifyInstance } from 'fastify';
import { decodeProtectedHeader } from 'jose';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTokenLifetimes } from '../../src/config.ts';
import { openDatabase, type AppDb } from '../../src/db/database.ts';
import { rotateSigningKeys, signingKeyOverlapSeconds } from '../../src/oidc/key-rotation.ts';
import { registerOidc, type OidcHandle } from '../../src/oidc/index.ts';
import { signIn } from '../helpers/sign-in.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';
import { freePort } from '../helpers/test-app.ts';
import { DEMO } from './fixtures.ts';

// Issue 11 point 7 (ADR 010): the new key signs, the old one verifies until its tokens have expired, then leaves.

let database: TestDatabase;
let db: AppDb;
let baseUrl: string;
const signingApp = Fastify();
const otherApp = Fastify();
// The process that signs (login page, token endpoint) and one more over the same database that only verifies.
let signing: OidcHandle;
let other: OidcHandle;

async function oidcProcess(app: FastifyInstance, issuer: string, keyRotationDays: number | null = null) {
  return registerOidc(app, { db, issuer, webOrigins: [issuer], keyRotationDays });
}

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  signing = await oidcProcess(signingApp, baseUrl);
  other = await oidcProcess(otherApp, baseUrl);
  await signingApp.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => {
  await signingApp.close();
  await otherApp.close();
  await database?.dispose();
});

const kidOf = (token: string) => decodeProtectedHeader(token).kid;
const jwksKids = async () =>
  ((await (await fetch(`${baseUrl}/.well-known/jwks`)).json()) as { keys: { kid: string }[] }).keys.map(
    (key) => key.kid,
  );

async function signingGenerations() {
  const { rows } = await db.system((trx) =>
    sql<{ generation: number; retire_at: Date | string | null }>`
      SELECT generation, retire_at FROM oidc_keys WHERE purpose = 'signing' ORDER BY generation`.execute(trx),
  );
  return rows;
}

describe('signing-key rotation', () => {
  it('signs with the new key, verifies the old one until retirement, then drops it', async () => {
    const before = (await signIn(baseUrl, DEMO)).accessToken;
    const oldKid = kidOf(before);
    expect(await jwksKids()).toContain(oldKid);

    const overlapSeconds = signingKeyOverlapSeconds(loadTokenLifetimes());
    // Longer than any token lives: the access token's lifetime, and the session's for id_token_hint.
    expect(overlapSeconds).toBeGreaterThan(loadTokenLifetimes().sessionMaxSeconds);
    const rotatedAt = Date.now();
    const rotation = await rotateSigningKeys(db, { overlapSeconds });
    expect(rotation.rotated).toBe(true);
    expect(Math.abs(rotation.retireAt!.getTime() - (rotatedAt + overlapSeconds * 1000))).toBeLessThan(5000);

    await signing.refreshKeys();
    const after = (await signIn(baseUrl, DEMO)).accessToken;
    const newKid = kidOf(after);
    expect(newKid).not.toBe(oldKid);
    expect(rotation.kids).toContain(newKid);
    expect(await jwksKids()).toEqual(expect.arrayContaining([oldKid, newKid]));

    // Both verify, also in the process that has not re-read its keys yet (an unknown kid makes it look).
    for (const handle of [signing, other]) {
      await expect(handle.verifyAccessToken(before)).resolves.toMatchObject({ userName: 'admin' });
      await expect(handle.verifyAccessToken(after)).resolves.toMatchObject({ userName: 'admin' });
    }

    // The overlap has passed (moved here instead of waiting eight hours).
    await db.system((trx) =>
      sql`UPDATE oidc_keys SET retire_at = now() - interval '1 second' WHERE retire_at IS NOT NULL`.execute(
        trx,
      ),
    );
    await signing.refreshKeys();
    await other.refreshKeys();
    const kids = await jwksKids();
    expect(kids).not.toContain(oldKid);
    expect(kids).toContain(newKid);
    expect((await signingGenerations()).map((row) => row.generation)).toEqual([rotation.generation]);
    for (const handle of [signing, other]) {
      await expect(handle.verifyAccessToken(before)).rejects.toThrow();
      await expect(handle.verifyAccessToken(after)).resolves.toMatchObject({ userName: 'admin' });
    }
  });

  it('rotates on schedule when the newest key is KEY_ROTATION_DAYS old, once for all processes', async () => {
    const scheduledApp = Fastify();
    try {
      const scheduled = await oidcProcess(scheduledApp, baseUrl, 30);
      const start = await signingGenerations();
      await scheduled.refreshKeys();
      expect(await signingGenerations()).toEqual(start);

      await db.system((trx) =>
        sql`UPDATE oidc_keys SET created_at = now() - interval '31 days' WHERE purpose = 'signing'`.execute(
          trx,
        ),
      );
      const overlapSeconds = signingKeyOverlapSeconds(loadTokenLifetimes());
      // Several processes reaching the same tick: one new generation.
      await Promise.all([
        scheduled.refreshKeys(),
        rotateSigningKeys(db, { overlapSeconds, onlyIfOlderThanDays: 30 }),
        rotateSigningKeys(db, { overlapSeconds, onlyIfOlderThanDays: 30 }),
      ]);
      const rows = await signingGenerations();
      expect(rows.map((row) => row.generation)).toEqual([
        ...start.map((row) => row.generation),
        rows.at(-1)!.generation,
      ]);
      expect(rows.at(-1)!.retire_at).toBeNull();
      expect(rows.slice(0, -1).every((row) => row.retire_at !== null)).toBe(true);
    } finally {
      await scheduledApp.close();
    }
  });
});

describe('the rotate-keys command', () => {
  it('adds a generation to the embedded database and says when the old keys retire', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'inventory-rotate-'));
    try {
      const apiDir = fileURLToPath(new URL('../../', import.meta.url));
      const { stdout } = await promisify(execFile)('pnpm', ['run', '--silent', 'rotate-keys'], {
        cwd: apiDir,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      });
      expect(stdout).toMatch(/generation 2 \(rs256-[0-9a-f]+, es256-[0-9a-f]+\)/);
      const rotated = await openDatabase({ dataDir });
      try {
        const { rows } = await rotated.system((trx) =>
          sql<{ generation: number; retiring: boolean }>`
            SELECT generation, retire_at IS NOT NULL AS retiring FROM oidc_keys WHERE purpose = 'signing'
            ORDER BY generation`.execute(trx),
        );
        expect(rows).toEqual([
          { generation: 1, retiring: true },
          { generation: 2, retiring: false },
        ]);
      } finally {
        await rotated.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
