import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { sql } from 'kysely';
import type { AppDb } from '../db/database.ts';

export interface OidcKeys {
  /** Private signing JWKs, RS256 first (the provider signs with the first key of an algorithm). */
  signing: JWK[];
  cookie: string[];
}

interface KeyRow {
  purpose: string;
  generation: number;
  material: unknown;
}

const publicMembers = ['kty', 'kid', 'alg', 'use', 'crv', 'x', 'y', 'n', 'e'] as const;

/** The public half of a private JWK (what the JWKS endpoint publishes). */
export function publicJwk(jwk: JWK): JWK {
  return Object.fromEntries(publicMembers.filter((m) => jwk[m] !== undefined).map((m) => [m, jwk[m]])) as JWK;
}

async function newSigningKey(alg: 'RS256' | 'ES256'): Promise<JWK> {
  const { privateKey } = await generateKeyPair(alg, { extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, alg, use: 'sig', kid: `${alg.toLowerCase()}-${randomBytes(8).toString('hex')}` };
}

export async function newMaterial(purpose: 'signing' | 'cookie'): Promise<unknown> {
  if (purpose === 'cookie') return [randomBytes(32).toString('base64url')];
  return [await newSigningKey('RS256'), await newSigningKey('ES256')];
}

function parse(material: unknown): unknown {
  return typeof material === 'string' ? JSON.parse(material) : material;
}

/**
 * Keys are made on first start and kept in the database (never in files or the repository), so every server
 * process over one database signs and verifies alike. Generation 1 is inserted with ON CONFLICT DO NOTHING and
 * read back: when two processes start together, both end up with the winner's keys.
 * Newer generations (a later rotation, see key-rotation.ts) come first; older ones stay for verification until
 * their `retire_at`.
 */
export async function loadOrCreateKeys(db: AppDb): Promise<OidcKeys> {
  const read = async () => {
    const { rows } = await db.system((trx) =>
      sql<KeyRow>`SELECT purpose, generation, material FROM oidc_keys
        WHERE retire_at IS NULL OR retire_at > now() ORDER BY generation DESC`.execute(trx),
    );
    const of = (purpose: string) =>
      rows.filter((r) => r.purpose === purpose).flatMap((r) => parse(r.material));
    return { signing: of('signing') as JWK[], cookie: of('cookie') as string[] };
  };
  const existing = await read();
  if (existing.signing.length > 0 && existing.cookie.length > 0) return existing;
  for (const purpose of ['signing', 'cookie'] as const) {
    if (existing[purpose].length > 0) continue;
    const material = JSON.stringify(await newMaterial(purpose));
    await db.system((trx) =>
      sql`INSERT INTO oidc_keys (purpose, generation, material) VALUES (${purpose}, 1, ${material}::jsonb)
          ON CONFLICT (purpose, generation) DO NOTHING`.execute(trx),
    );
  }
  return read();
}
