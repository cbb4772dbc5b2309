import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { AppDb } from '../../src/db/database.ts';
import { call, type ApiResponse, type ErrorBody } from '../../test/helpers/http.ts';
import { signIn } from '../../test/helpers/sign-in.ts';
import { createTenantWithAdmin, demoPassword } from '../../test/helpers/tenants.ts';

/** A fresh tenant of its own (every feature, an admin with every permission) and that admin's token. */
export interface StockTenant {
  readonly baseUrl: string;
  readonly tenantId: string;
  readonly token: string;
  api<T = unknown>(method: string, path: string, body?: unknown): Promise<ApiResponse<T & ErrorBody>>;
}

export async function openStockTenant(db: AppDb, baseUrl: string, prefix: string): Promise<StockTenant> {
  const name = `${prefix}-${randomBytes(4).toString('hex')}`;
  const tenantId = await createTenantWithAdmin(db, name);
  const { accessToken } = await signIn(baseUrl, { tenant: name, username: 'admin', password: demoPassword });
  return {
    baseUrl,
    tenantId,
    token: accessToken,
    api: (method, path, body) => call(baseUrl, method, path, { token: accessToken, body }),
  };
}

/** Whether a failed call is a business refusal in ABP's envelope with `code` (abp-contract.md "Errors"). */
export function isAbpRefusal(response: ApiResponse<ErrorBody>, code: string): boolean {
  return (
    response.status === 403 &&
    response.headers.get('_abperrorformat') === 'true' &&
    response.body?.error?.code === code &&
    typeof response.body.error.message === 'string' &&
    response.body.error.message.length > 0
  );
}

/** Balance rows below zero (the table's check should make this impossible; counted, not trusted). */
export async function negativeBalances(db: AppDb, tenantId: string): Promise<number> {
  const row = await db.tenant(tenantId, (trx) =>
    trx
      .selectFrom('stock_balances')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('quantity', '<', '0')
      .executeTakeFirstOrThrow(),
  );
  return Number(row.n);
}

/**
 * Document numbers that break business-rules §3: a number used twice, or a gap in a counter (a rolled-back submit
 * must give its number back, so each prefix and day counts 1..n).
 */
export async function numberingFaults(db: AppDb, tenantId: string): Promise<string[]> {
  const rows = await db.tenant(tenantId, (trx) =>
    sql<{ number: string }>`
      select number from purchase_invoices union all select number from sell_invoices
      union all select number from warehouse_invoices union all select number from yields
    `.execute(trx),
  );
  const faults: string[] = [];
  const seen = new Set<string>();
  const counters = new Map<string, number[]>();
  for (const { number } of rows.rows) {
    if (seen.has(number)) faults.push(`duplicate ${number}`);
    seen.add(number);
    const match = /^(.*)-(\d+)$/.exec(number);
    if (!match?.[1] || !match[2]) {
      faults.push(`malformed ${number}`);
      continue;
    }
    counters.set(match[1], [...(counters.get(match[1]) ?? []), Number(match[2])]);
  }
  for (const [series, values] of counters) {
    const sorted = [...values].sort((a, b) => a - b);
    if (sorted.some((value, i) => value !== i + 1)) faults.push(`gap in ${series}: ${sorted.join(',')}`);
  }
  return faults;
}

/**
 * Runs at most `limit` calls at once and queues the rest in order: a cap on open connections for tests that want
 * one. A server whose event loop is busy (PGlite runs its queries on the main thread) accepts slowly, and connections
 * beyond its listen backlog (`listenBacklog`) wait in the kernel until they are reset.
 */
export function inFlightLimit(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else active += 1;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  };
}
