import { decodeJwt } from 'jose';
import { isTokenSessionAlive } from '../src/oidc/session-revocation.ts';
import type { BenchDatabase } from './bench-database.ts';
import { percentile, round, timeSequential, type TimingOptions } from './stats.ts';

export interface SessionCheckResult {
  /** Grants in oidc_payloads while measuring (besides the bench's own sign-ins). */
  grants: number;
  apiP50: number;
  apiP95: number;
  checkP50: number;
  checkP95: number;
  samples: number;
}

// Enough live grants that the lookup is an index probe into a table of realistic size, not a scan of a few rows.
const otherGrants = 20_000;
const cheapPath = '/api/account/my-profile';

/**
 * What the "is this sign-in still alive" check (ADR 010) adds to every authenticated call: the p50/p95 of a cheap
 * authenticated GET (which runs it), and of the check alone on the server's database handle, sequentially.
 */
export async function runSessionCheckBench(
  bench: BenchDatabase,
  server: { baseUrl: string; token: string },
  timing: TimingOptions,
): Promise<SessionCheckResult> {
  await bench.raw.query(
    `insert into oidc_payloads (model, id, payload, grant_id, expires_at)
     select 'Grant', 'bench-' || i,
            jsonb_build_object('accountId', gen_random_uuid()::text, 'iat', extract(epoch from now())::bigint),
            null, now() + interval '1 hour'
     from generate_series(1, $1::int) as i`,
    [otherGrants],
  );
  try {
    const payload = decodeJwt(server.token);
    const session = {
      grantId: String(payload.grant_id),
      subject: String(payload.sub),
      issuedAt: payload.iat ?? 0,
    };
    const get = async () => {
      const response = await fetch(`${server.baseUrl}${cheapPath}`, {
        headers: { authorization: `Bearer ${server.token}` },
      });
      await response.text();
      if (response.status !== 200) throw new Error(`${cheapPath}: ${response.status}`);
    };
    const check = async () => {
      if (!(await isTokenSessionAlive(bench.db, session))) throw new Error('the bench sign-in has ended');
    };
    const api = await timeSequential(get, timing);
    const alone = await timeSequential(check, { ...timing, iterations: timing.iterations * 10 });
    return {
      grants: otherGrants,
      apiP50: round(percentile(api, 50)),
      apiP95: round(percentile(api, 95)),
      checkP50: round(percentile(alone, 50), 3),
      checkP95: round(percentile(alone, 95), 3),
      samples: api.length,
    };
  } finally {
    await bench.raw.query(`delete from oidc_payloads where model = 'Grant' and id like 'bench-%'`);
  }
}
