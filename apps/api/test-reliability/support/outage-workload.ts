import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase, type AppDb } from '../../src/db/database.ts';
import { tenantId } from '../../test/helpers/tenants.ts';
import { documentFaults } from './stock-crash-checks.ts';
import { crashBody, type CrashFixture, type CrashRequest } from './stock-crash-workload.ts';

// The outage test's calls: every one bounded in time, so that a call the server leaves hanging is counted as such
// instead of stalling the test, and every sale carrying its own Idempotency-Key, so that it can be sent again.

/** A call slower than this counts as hanging: the server must answer (503) well within it while the database is down. */
export const hangLimitMs = 10_000;

export interface Outcome {
  /** The HTTP status, 'hung' when no answer came within hangLimitMs, 'lost' when the connection broke. */
  readonly status: number | 'hung' | 'lost';
  readonly ms: number;
  /** The ABP envelope's error code, when the answer was an error envelope. */
  readonly code: string | null;
  readonly message: string | null;
  readonly retryAfter: string | null;
}

export async function timedCall(
  baseUrl: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Outcome> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(hangLimitMs),
    });
    const text = await response.text();
    const parsed = text.startsWith('{')
      ? (JSON.parse(text) as { error?: { code?: string; message?: string } })
      : {};
    return {
      status: response.status,
      ms: elapsed(),
      code: parsed.error?.code ?? null,
      message: parsed.error?.message ?? null,
      retryAfter: response.headers.get('retry-after'),
    };
  } catch (error) {
    const hung = error instanceof DOMException && error.name === 'TimeoutError';
    return { status: hung ? 'hung' : 'lost', ms: elapsed(), code: null, message: null, retryAfter: null };
  }
}

/** The sale `request` as the web client sends it, with `Idempotency-Key: <its remarks>`. */
export function submitSale(
  baseUrl: string,
  token: string,
  fixture: CrashFixture,
  request: CrashRequest,
): Promise<Outcome> {
  const { path, body } = crashBody(request, fixture);
  return timedCall(baseUrl, 'POST', path, { token, body, headers: { 'idempotency-key': request.remarks } });
}

export function saleRequests(total: number): CrashRequest[] {
  return Array.from({ length: total }, (_, i) => ({ remarks: `outage-${i}`, kind: 'sell', counts: [1, 2] }));
}

/**
 * Reads the database while the server runs (PostgreSQL allows it): each of `requests` must be stored whole or not
 * at all. Returns how many are stored and the faults found.
 */
export async function wholeOrAbsent(
  databaseUrl: string,
  requests: readonly CrashRequest[],
): Promise<{ found: number; faults: string[] }> {
  const db = await openDatabase({ databaseUrl });
  try {
    const demoId = await tenantId(db, 'demo');
    const checked = await db.tenant(demoId, async (trx) => {
      const results = [];
      for (const request of requests) results.push(await documentFaults(trx, request));
      return results;
    });
    return { found: checked.filter((c) => c.found).length, faults: checked.flatMap((c) => c.faults) };
  } finally {
    await db.close();
  }
}

/** A new empty database on the cluster of `adminUrl`, for the child server to migrate and seed. */
export async function createDatabase(adminUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Per SKU: what the balances hold, and what the initial stock less every stored sale line leaves. */
export async function stockAgainstSales(
  db: AppDb,
  tenantId: string,
  skus: readonly string[],
  initial: number,
): Promise<{ sku: string; balance: number; expected: number }[]> {
  return db.tenant(tenantId, async (trx) => {
    const result = [];
    for (const sku of skus) {
      const { rows } = await sql<{ balance: string | null; sold: string | null }>`
        select (select sum(quantity) from stock_balances where sku_id = ${sku}) as balance,
               (select sum(i.count) from sell_invoice_items i
                  join sell_invoices s on s.id = i.invoice_id and s.state = 2
                 where i.sku_id = ${sku}) as sold`.execute(trx);
      const row = rows[0];
      result.push({ sku, balance: Number(row?.balance ?? 0), expected: initial - Number(row?.sold ?? 0) });
    }
    return result;
  });
}
