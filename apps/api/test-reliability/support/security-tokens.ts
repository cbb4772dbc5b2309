import { randomBytes } from 'node:crypto';
import {
  decodeJwt,
  decodeProtectedHeader,
  generateKeyPair,
  importJWK,
  SignJWT,
  type JWK,
  type JWTPayload,
} from 'jose';
import { sql } from 'kysely';
import type { AppDb } from '../../src/db/database.ts';

/**
 * Mints access tokens the way the embedded provider does, with its own signing key read from the database, so a
 * refused token is refused for the one claim the test changed (expiry, audience, …) and not for its signature.
 */
export interface TokenMint {
  /** The server's key id and issuer, as found in a real token. */
  readonly kid: string;
  readonly issuer: string;
  /** A token with the claims of `template` (a real access token), changed by `claims`, signed by the server. */
  sign(template: string, claims?: JWTPayload, header?: { typ?: string }): Promise<string>;
  /** Same claims and key id, but signed by a key the server never made. */
  signWithForeignKey(template: string): Promise<string>;
  /**
   * A valid access token for any user of any tenant (`tenantId` null = host), from a grant of its own: the token
   * check refuses a token whose grant is gone or belongs to someone else (a copy of the template's grant).
   */
  forUser(template: string, userId: string, tenantId: string | null): Promise<string>;
}

interface KeyRow {
  material: unknown;
}

/** A copy of the template token's grant for `userId`, as a sign-in of that user would have made; its id. */
async function grantFor(db: AppDb, template: string, userId: string): Promise<string | undefined> {
  const templateGrant = decodeJwt(template).grant_id;
  if (typeof templateGrant !== 'string') return undefined;
  const id = randomBytes(32).toString('base64url');
  await db.system((trx) =>
    sql`INSERT INTO oidc_payloads (model, id, payload, grant_id, expires_at)
      SELECT model, ${id},
        payload || jsonb_build_object('jti', ${id}::text, 'accountId', ${userId}::text),
        grant_id, expires_at
      FROM oidc_payloads WHERE model = 'Grant' AND id = ${templateGrant}`.execute(trx),
  );
  return id;
}

async function serverSigningKeys(db: AppDb): Promise<JWK[]> {
  const { rows } = await db.system((trx) =>
    sql<KeyRow>`SELECT material FROM oidc_keys WHERE purpose = 'signing' ORDER BY generation DESC`.execute(
      trx,
    ),
  );
  return rows.flatMap(
    (row) => (typeof row.material === 'string' ? JSON.parse(row.material) : row.material) as JWK[],
  );
}

export async function createTokenMint(db: AppDb, realToken: string): Promise<TokenMint> {
  const header = decodeProtectedHeader(realToken);
  const payload = decodeJwt(realToken);
  const jwk = (await serverSigningKeys(db)).find((key) => key.kid === header.kid);
  if (!jwk || !header.alg || !header.kid || !payload.iss)
    throw new Error('signing key of the token not found');
  const alg = header.alg;
  const kid = header.kid;
  const key = await importJWK(jwk, alg);
  const foreign = (await generateKeyPair(alg)).privateKey;
  const claimsOf = (template: string, claims: JWTPayload): JWTPayload => ({
    ...decodeJwt(template),
    ...claims,
  });
  const sign = (template: string, claims: JWTPayload = {}, extra: { typ?: string } = {}) =>
    new SignJWT(claimsOf(template, claims))
      .setProtectedHeader({ alg, kid, typ: extra.typ ?? header.typ ?? 'at+jwt' })
      .sign(key);
  return {
    kid,
    issuer: payload.iss,
    sign,
    signWithForeignKey: (template) =>
      new SignJWT(claimsOf(template, {}))
        .setProtectedHeader({ alg, kid, typ: header.typ ?? 'at+jwt' })
        .sign(foreign),
    forUser: async (template, userId, tenantId) => {
      const grantId = await grantFor(db, template, userId);
      const claims = claimsOf(template, {
        sub: userId,
        tenantid: tenantId ?? undefined,
        ...(grantId ? { grant_id: grantId } : {}),
      });
      if (tenantId === null) delete claims.tenantid;
      return new SignJWT(claims).setProtectedHeader({ alg, kid, typ: header.typ ?? 'at+jwt' }).sign(key);
    },
  };
}

/** An unsigned token (`alg: none`) with the template's claims. */
export function unsignedToken(template: string): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none', typ: 'at+jwt' })}.${encode(decodeJwt(template))}.`;
}
