import { importJWK, SignJWT, type JWK, type JWTPayload } from 'jose';
import { sql } from 'kysely';
import type { AppDb } from '../../src/db/database.ts';

export const DEMO = { tenant: 'demo', username: 'admin', password: '1q2w3E*' } as const;
export const HOST_ADMIN = { username: 'admin', password: '1q2w3E*' } as const;

export async function tenantIdOf(db: AppDb, name: string): Promise<string> {
  const { rows } = await db.system((trx) =>
    sql<{ id: string }>`SELECT id FROM tenants WHERE normalized_name = ${name.toUpperCase()}`.execute(trx),
  );
  const id = rows[0]?.id;
  if (!id) throw new Error(`no tenant ${name}`);
  return id;
}

export interface UserState {
  is_active: boolean;
  lockout_enabled: boolean;
  access_failed_count: number;
  lockout_end: Date | string | null;
}

export async function userState(db: AppDb, tenantId: string, userName: string): Promise<UserState> {
  const { rows } = await db.tenant(tenantId, (trx) =>
    sql<UserState>`SELECT is_active, lockout_enabled, access_failed_count, lockout_end FROM users
      WHERE tenant_id = ${tenantId} AND normalized_user_name = ${userName.toUpperCase()}`.execute(trx),
  );
  if (!rows[0]) throw new Error(`no user ${userName}`);
  return rows[0];
}

export async function setUserActive(db: AppDb, tenantId: string, userName: string, active: boolean) {
  await db.tenant(tenantId, (trx) =>
    sql`UPDATE users SET is_active = ${active}
      WHERE tenant_id = ${tenantId} AND normalized_user_name = ${userName.toUpperCase()}`.execute(trx),
  );
}

/** The provider's current RS256 private key, read from the database as the server does. */
export async function providerSigningKey(db: AppDb): Promise<JWK> {
  const { rows } = await db.system((trx) =>
    sql<{ material: JWK[] | string }>`SELECT material FROM oidc_keys WHERE purpose = 'signing'
      ORDER BY generation DESC LIMIT 1`.execute(trx),
  );
  const material = rows[0]?.material;
  const keys = typeof material === 'string' ? (JSON.parse(material) as JWK[]) : (material ?? []);
  const key = keys.find((k) => k.alg === 'RS256');
  if (!key) throw new Error('no RS256 key');
  return key;
}

/** Signs an access token like the provider's (RFC 9068), so single properties can be varied. */
export async function signAccessToken(
  key: JWK,
  payload: JWTPayload,
  header: { typ?: string } = {},
): Promise<string> {
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: header.typ ?? 'at+jwt' })
    .sign(await importJWK(key, 'RS256'));
}
