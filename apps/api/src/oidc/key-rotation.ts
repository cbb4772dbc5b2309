import { sql } from 'kysely';
import type { TokenLifetimes } from '../config.ts';
import type { AppDb } from '../db/database.ts';
import { newMaterial } from './keys.ts';

/** How often every server process re-reads the signing keys (and rotates when a rotation is due). */
export const KEY_REFRESH_SECONDS = 60;
/** The clock skew the API's token check tolerates (verify-token.ts). */
const CLOCK_TOLERANCE_SECONDS = 5;

export interface RotationResult {
  /** False when another process rotated at the same moment (its keys stand). */
  rotated: boolean;
  generation: number;
  /** The key ids that sign from now on. */
  kids: string[];
  /** When the superseded keys leave the JWKS. */
  retireAt: Date | null;
}

/**
 * How long a superseded key keeps verifying. Access and id tokens expire after `accessTokenSeconds`, but the
 * provider checks an id token's signature (ignoring its expiry) as `id_token_hint` at sign-out for as long as its
 * session lasts, so the session cap bounds it. Processes that have not re-read the keys yet may sign with the old
 * key for up to one refresh interval after the rotation; tokens are accepted with a few seconds of skew.
 */
export function signingKeyOverlapSeconds(lifetimes: TokenLifetimes): number {
  return (
    Math.max(lifetimes.accessTokenSeconds, lifetimes.sessionMaxSeconds) +
    KEY_REFRESH_SECONDS +
    CLOCK_TOLERANCE_SECONDS
  );
}

function kidsOf(material: unknown): string[] {
  const keys = (typeof material === 'string' ? JSON.parse(material) : material) as { kid?: string }[];
  return keys.map((key) => key.kid ?? '');
}

/**
 * Makes a new signing generation, which signs from the moment each process re-reads its keys; every older
 * generation gets `retire_at = now + overlap`. Two processes rotating at once make one generation: the second
 * insert conflicts on (purpose, generation) and changes nothing. `onlyIfOlderThanDays` makes it the scheduled
 * rotation: nothing happens while the newest generation is younger than that.
 */
export async function rotateSigningKeys(
  db: AppDb,
  options: { overlapSeconds: number; onlyIfOlderThanDays?: number },
): Promise<RotationResult> {
  const material = JSON.stringify(await newMaterial('signing'));
  return db.system(async (trx) => {
    const { rows } = await sql<{ generation: number; due: boolean }>`
      SELECT generation, created_at <= now() - make_interval(days => ${options.onlyIfOlderThanDays ?? 0}) AS due
      FROM oidc_keys WHERE purpose = 'signing' ORDER BY generation DESC LIMIT 1`.execute(trx);
    const newest = Number(rows[0]?.generation ?? 0);
    if (options.onlyIfOlderThanDays !== undefined && newest > 0 && rows[0]?.due !== true) {
      return { rotated: false, generation: newest, kids: [], retireAt: null };
    }
    const next = newest + 1;
    const inserted = await sql<{ generation: number }>`
      INSERT INTO oidc_keys (purpose, generation, material) VALUES ('signing', ${next}, ${material}::jsonb)
      ON CONFLICT (purpose, generation) DO NOTHING RETURNING generation`.execute(trx);
    if (inserted.rows.length === 0) return { rotated: false, generation: next, kids: [], retireAt: null };
    const retired = await sql<{ retire_at: Date | string }>`
      UPDATE oidc_keys SET retire_at = now() + make_interval(secs => ${options.overlapSeconds})
      WHERE purpose = 'signing' AND generation < ${next} AND retire_at IS NULL
      RETURNING retire_at`.execute(trx);
    const retireAt = retired.rows[0] ? new Date(retired.rows[0].retire_at) : null;
    return { rotated: true, generation: next, kids: kidsOf(material), retireAt };
  });
}

/** Removes the keys whose overlap has passed (loading already ignores them; this keeps nothing private longer). */
export async function deleteRetiredKeys(db: AppDb): Promise<number> {
  const { numAffectedRows } = await db.system((trx) =>
    sql`DELETE FROM oidc_keys WHERE purpose = 'signing' AND retire_at <= now()`.execute(trx),
  );
  return Number(numAffectedRows ?? 0);
}
