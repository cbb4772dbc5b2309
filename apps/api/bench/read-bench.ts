import type { BenchDatabase } from './bench-database.ts';
import type { ReadCase } from './read-cases.ts';
import { captureSql, replaySql } from './sql-capture.ts';
import { percentile, round, timeSequential, type TimingOptions } from './stats.ts';

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

function shape(text: string): { totalCount: number | null; items: number } {
  const body = JSON.parse(text) as { totalCount?: number; items?: unknown[] } | unknown[];
  if (Array.isArray(body)) return { totalCount: null, items: body.length };
  return { totalCount: body.totalCount ?? null, items: body.items?.length ?? 0 };
}

/**
 * Each case through HTTP (the real server, a signed-in token), then the SQL the same service call sends, replayed
 * on a session of its own. Sequential: PGlite serves one statement at a time, and the two must not overlap.
 */
export async function runReadCases(
  bench: BenchDatabase,
  server: { baseUrl: string; token: string },
  tenantId: string,
  cases: readonly ReadCase[],
  timing: TimingOptions,
): Promise<ReadResult[]> {
  const results: ReadResult[] = [];
  for (const c of cases) {
    const { totalCount, items } = shape(await request(server.baseUrl, server.token, c));
    const api = await timeSequential(async () => {
      await request(server.baseUrl, server.token, c);
    }, timing);
    const queries = await captureSql(bench, tenantId, c.service);
    const direct = await timeSequential(() => replaySql(bench, tenantId, queries), timing);
    results.push({
      name: c.name,
      apiP50: round(percentile(api, 50)),
      apiP95: round(percentile(api, 95)),
      sqlP50: round(percentile(direct, 50)),
      sqlP95: round(percentile(direct, 95)),
      samples: api.length,
      statements: queries.length,
      totalCount,
      items,
    });
  }
  return results;
}
