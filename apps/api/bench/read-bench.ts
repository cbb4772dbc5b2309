import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { accessCacheOf } from '../src/http/request-state.ts';
import type { BenchDatabase } from './bench-database.ts';
import type { ReadCase } from './read-cases.ts';
import { captureSql, replaySql, type CapturedQuery } from './sql-capture.ts';
import { percentile, round, timeAlternating, timeSequential, type TimingOptions } from './stats.ts';

export interface ReadResult {
  name: string;
  apiP50: number;
  apiP95: number;
  sqlP50: number;
  sqlP95: number;
  samples: number;
  statements: number;
  /** totalCount of list answers (null for non-lists). */
  totalCount: number | null;
  items: number;
  /**
   * The rows the answer holds: its items and the rows nested in them (a stock row's batches, a document's lines);
   * null for an answer that is no list. The goal table prints the every-batch stock calls with their rows and their
   * time per answered row (ADR 071, scripts/bench-goals.mjs).
   */
  answerRows: number | null;
  /** The answer's size in bytes (UTF-8 JSON as sent). */
  bytes: number;
}

async function request(baseUrl: string, token: string, c: ReadCase): Promise<string> {
  const response = await fetch(`${baseUrl}${c.path}`, {
    method: c.method,
    headers: { authorization: `Bearer ${token}` },
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${c.name}: ${response.status} ${text.slice(0, 300)}`);
  return text;
}

/** Rows of a list: each entry, and each entry of the arrays it holds (one level down). */
function rowsOf(list: readonly unknown[]): number {
  let rows = list.length;
  for (const entry of list)
    if (entry && typeof entry === 'object')
      for (const value of Object.values(entry)) if (Array.isArray(value)) rows += value.length;
  return rows;
}

export function answerShape(text: string): Pick<ReadResult, 'totalCount' | 'items' | 'answerRows' | 'bytes'> {
  const bytes = Buffer.byteLength(text);
  const body = JSON.parse(text) as { totalCount?: number; items?: unknown[] } | unknown[];
  if (Array.isArray(body)) return { totalCount: null, items: body.length, answerRows: rowsOf(body), bytes };
  const items = Array.isArray(body.items) ? body.items : null;
  return {
    totalCount: body.totalCount ?? null,
    items: items?.length ?? 0,
    answerRows: items ? rowsOf(items) : null,
    bytes,
  };
}

/** One tenant's side of the read cases: its server session, its id and its cases (same names, same order). */
export interface ReadSide {
  server: { baseUrl: string; token: string };
  tenantId: string;
  cases: readonly ReadCase[];
}

/**
 * Each read case on every side (the small and the big tenant), the sides taking turns sample by sample
 * (`timeAlternating`): the big ÷ small ratios of issues 17 and 19 compare figures taken under the same load. Then
 * the same for the statements each call sends, replayed on a session of its own. Sequential: PGlite serves one
 * statement at a time, and the calls must not overlap. One result list per side, in the sides' order.
 */
export async function runReadCases(
  bench: BenchDatabase,
  sides: readonly ReadSide[],
  timing: TimingOptions,
): Promise<ReadResult[][]> {
  const results = sides.map((): ReadResult[] => []);
  const count = Math.min(...sides.map((side) => side.cases.length));
  for (let i = 0; i < count; i++) {
    const turns = sides.flatMap((side) => {
      const c = side.cases[i];
      return c ? [{ ...side, c }] : [];
    });
    const shapes: ReturnType<typeof answerShape>[] = [];
    const queries: CapturedQuery[][] = [];
    for (const { server, tenantId, c } of turns) {
      shapes.push(answerShape(await request(server.baseUrl, server.token, c)));
      queries.push(await captureSql(bench, tenantId, c.service));
    }
    const api = await timeAlternating(
      turns.map(({ server, c }) => async () => {
        await request(server.baseUrl, server.token, c);
      }),
      timing,
    );
    const direct = await timeAlternating(
      turns.map(
        ({ tenantId }, k) =>
          () =>
            replaySql(bench, tenantId, queries[k] ?? []),
      ),
      timing,
    );
    for (const [k, { c }] of turns.entries()) {
      const samples = api[k] ?? [];
      const replayed = direct[k] ?? [];
      results[k]?.push({
        name: c.name,
        apiP50: round(percentile(samples, 50)),
        apiP95: round(percentile(samples, 95)),
        sqlP50: round(percentile(replayed, 50)),
        sqlP95: round(percentile(replayed, 95)),
        samples: samples.length,
        statements: queries[k]?.length ?? 0,
        totalCount: shapes[k]?.totalCount ?? null,
        items: shapes[k]?.items ?? 0,
        answerRows: shapes[k]?.answerRows ?? null,
        bytes: shapes[k]?.bytes ?? 0,
      });
    }
  }
  return results;
}

/** Counts the statements this process sends to the database (one round trip each), whichever client sends them. */
function roundTripCounter(): { count(): number; stop(): void } {
  let count = 0;
  const patched: { owner: { query: unknown }; original: unknown }[] = [];
  const patch = (owner: { query: unknown } | null) => {
    if (!owner || typeof owner.query !== 'function') return;
    const original = owner.query as (...args: unknown[]) => unknown;
    owner.query = function (this: unknown, ...args: unknown[]) {
      count += 1;
      return original.apply(this, args);
    };
    patched.push({ owner, original });
  };
  patch(pg.Client.prototype as unknown as { query: unknown });
  // PGlite's query lives on a base class of PGlite.
  let proto: object | null = PGlite.prototype;
  while (proto && !Object.prototype.hasOwnProperty.call(proto, 'query')) proto = Object.getPrototypeOf(proto);
  patch(proto as { query: unknown } | null);
  return {
    count: () => count,
    stop: () => {
      for (const { owner, original } of patched) owner.query = original;
    },
  };
}

export interface OverheadRow {
  measure: string;
  p50: number;
  /** Round trips per request (statements sent), where counted. */
  roundTrips: number | null;
}

/**
 * Where a list's API − SQL goes (issue 19, ADR 039, ADR 044): the server with no database work at all, the
 * per-request state statement (sign-in, tenant, user, access stamp) in a transaction of its own and alone, the list
 * through HTTP with the caller's context in memory and with it read afresh, and the list's own SQL. Round trips are
 * counted at the database clients.
 */
export async function runOverheadBreakdown(
  bench: BenchDatabase,
  server: { baseUrl: string; token: string },
  tenantId: string,
  userId: string,
  list: ReadCase,
  timing: TimingOptions,
): Promise<OverheadRow[]> {
  const p50 = (samples: number[]) => round(percentile(samples, 50));
  const counter = roundTripCounter();
  const perRequest = async (fn: () => Promise<void>) => {
    await fn();
    const before = counter.count();
    await fn();
    return counter.count() - before;
  };
  try {
    const live = async () => {
      const response = await fetch(`${server.baseUrl}/health/live`);
      await response.text();
    };
    const hit = async () => {
      await request(server.baseUrl, server.token, list);
    };
    const miss = async () => {
      accessCacheOf(bench.db).clear();
      await request(server.baseUrl, server.token, list);
    };
    const rows: OverheadRow[] = [];
    rows.push({
      measure: 'no-database route (GET /health/live)',
      p50: p50(await timeSequential(live, timing)),
      roundTrips: await perRequest(live),
    });
    const hitTrips = await perRequest(hit);
    const apiHit = p50(await timeSequential(hit, timing));
    const missTrips = await perRequest(miss);
    const apiMiss = p50(await timeSequential(miss, timing));
    const grant = await bench.raw.query<{ id: string }>(
      `select id from oidc_payloads where model = 'Grant' and payload ->> 'accountId' = $1 limit 1`,
      [userId],
    );
    const state = async () => {
      await bench.raw.query('begin');
      await bench.raw.query(
        `select set_config('role', 'inventory_app', true), set_config('app.tenant_id', $1, true)`,
        [tenantId],
      );
      await bench.raw.query(stateStatement, [grant[0]?.id ?? '', userId, tenantId]);
      await bench.raw.query('commit');
    };
    const statePart = p50(await timeSequential(state, timing));
    // Since ADR 044 a signed-in GET sends the state statement inside its handler's transaction: only the statement
    // itself is added to the list's own SQL, so that is what the last line takes off.
    const statementAlone: number[] = [];
    for (let i = 0; i < timing.warmup + timing.iterations; i += 1) {
      await bench.raw.query('begin');
      await bench.raw.query(
        `select set_config('role', 'inventory_app', true), set_config('app.tenant_id', $1, true)`,
        [tenantId],
      );
      const at = performance.now();
      await bench.raw.query(stateStatement, [grant[0]?.id ?? '', userId, tenantId]);
      if (i >= timing.warmup) statementAlone.push(performance.now() - at);
      await bench.raw.query('commit');
    }
    const statementPart = p50(statementAlone);
    const queries = await captureSql(bench, tenantId, list.service);
    const sqlPart = p50(await timeSequential(() => replaySql(bench, tenantId, queries), timing));
    rows.push({
      measure: 'state transaction alone (sign-in, tenant, user, stamp)',
      p50: statePart,
      roundTrips: 4,
    });
    rows.push({
      measure: 'state statement alone, in an open transaction',
      p50: statementPart,
      roundTrips: 1,
    });
    rows.push({
      measure: `${list.name}: SQL alone (replayed)`,
      p50: sqlPart,
      roundTrips: queries.length + 3,
    });
    rows.push({ measure: `${list.name}: API, context in memory`, p50: apiHit, roundTrips: hitTrips });
    rows.push({
      measure: `${list.name}: API, context read (cache cleared)`,
      p50: apiMiss,
      roundTrips: missTrips,
    });
    rows.push({ measure: 'API − SQL, context in memory', p50: round(apiHit - sqlPart), roundTrips: null });
    rows.push({
      measure: 'API − SQL − state statement − no-database route',
      p50: round(apiHit - sqlPart - statementPart - (rows[0]?.p50 ?? 0)),
      roundTrips: null,
    });
    return rows;
  } finally {
    counter.stop();
  }
}

// The statement of http/request-state.ts as the server sends it for a tenant user of the embedded provider.
const stateStatement = `
  SELECT g.payload ->> 'iat' AS grant_iat, g.payload ->> 'accountId' AS account,
         floor(extract(epoch FROM a.tokens_valid_after)) AS valid_after,
         t.name AS tenant_name, t.is_active AS tenant_active, (u.id IS NOT NULL) AS user_active,
         coalesce(s.stamp, 0) AS stamp
  FROM (SELECT 1) AS one
  LEFT JOIN oidc_payloads g ON g.model = 'Grant' AND g.id = $1 AND (g.expires_at IS NULL OR g.expires_at > now())
  LEFT JOIN oidc_accounts a ON a.user_id = $2::uuid
  LEFT JOIN tenants t ON t.id = $3::uuid AND NOT t.is_deleted
  LEFT JOIN users u ON u.tenant_id = $3::uuid AND u.id = $2::uuid AND u.is_active AND NOT u.is_deleted
  LEFT JOIN access_stamps s ON s.tenant_id = $3::uuid`;
