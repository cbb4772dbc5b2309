import { sql } from 'kysely';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { AppDb } from '../db/database.ts';

interface PayloadRow {
  payload: AdapterPayload | string;
  consumed_at: unknown;
}

// The drivers differ: pg parses jsonb, some PGlite paths hand back text.
function parsePayload(row: PayloadRow): AdapterPayload {
  const payload = typeof row.payload === 'string' ? (JSON.parse(row.payload) as AdapterPayload) : row.payload;
  return row.consumed_at === null ? payload : { ...payload, consumed: true };
}

function expiresAt(expiresIn: number | undefined): string | null {
  return typeof expiresIn === 'number' ? new Date(Date.now() + expiresIn * 1000).toISOString() : null;
}

/**
 * oidc-provider storage in the database (table oidc_payloads), one adapter per model. Expired rows are
 * invisible (like the provider's own in-memory adapter) and removed by {@link deleteExpiredPayloads}.
 */
export function createAdapterFactory(db: AppDb): (model: string) => Adapter {
  return (model) => {
    const findWhere = async (column: 'id' | 'uid' | 'user_code', value: string) => {
      const { rows } = await db.system((trx) =>
        sql<PayloadRow>`
          SELECT payload, consumed_at FROM oidc_payloads
          WHERE model = ${model} AND ${sql.ref(column)} = ${value}
            AND (expires_at IS NULL OR expires_at > now())
          LIMIT 1`.execute(trx),
      );
      const row = rows[0];
      return row ? parsePayload(row) : undefined;
    };

    return {
      async upsert(id, payload, expiresIn) {
        // consumed_at survives an update: a consumed code or refresh token must stay consumed.
        await db.system((trx) =>
          sql`
            INSERT INTO oidc_payloads (model, id, payload, grant_id, user_code, uid, expires_at)
            VALUES (${model}, ${id}, ${JSON.stringify(payload)}::jsonb, ${payload.grantId ?? null},
                    ${payload.userCode ?? null}, ${payload.uid ?? null}, ${expiresAt(expiresIn)}::timestamptz)
            ON CONFLICT (model, id) DO UPDATE SET
              payload = excluded.payload, grant_id = excluded.grant_id, user_code = excluded.user_code,
              uid = excluded.uid, expires_at = excluded.expires_at`.execute(trx),
        );
      },
      find: (id) => findWhere('id', id),
      findByUid: (uid) => findWhere('uid', uid),
      findByUserCode: (userCode) => findWhere('user_code', userCode),
      async consume(id) {
        await db.system((trx) =>
          sql`UPDATE oidc_payloads SET consumed_at = now()
              WHERE model = ${model} AND id = ${id} AND consumed_at IS NULL`.execute(trx),
        );
      },
      async destroy(id) {
        await db.system((trx) =>
          sql`DELETE FROM oidc_payloads WHERE model = ${model} AND id = ${id}`.execute(trx),
        );
      },
      async revokeByGrantId(grantId) {
        await db.system((trx) =>
          sql`DELETE FROM oidc_payloads WHERE model = ${model} AND grant_id = ${grantId}`.execute(trx),
        );
      },
    };
  };
}

/** Housekeeping: expired rows are already ignored by reads; this only keeps the table small. */
export async function deleteExpiredPayloads(db: AppDb): Promise<void> {
  await db.system((trx) => sql`DELETE FROM oidc_payloads WHERE expires_at < now()`.execute(trx));
}
