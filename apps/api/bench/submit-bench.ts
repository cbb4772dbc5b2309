import type { BenchDatabase } from './bench-database.ts';
import { percentile, round } from './stats.ts';
import { rawSellSubmit, type ContestedStock } from './submit-raw.ts';

export interface SubmitResult {
  concurrency: number;
  documents: number;
  apiDocsPerSecond: number;
  apiP50: number;
  apiP95: number;
  apiFailures: number;
  sqlDocsPerSecond: number;
  sqlP50: number;
  sqlP95: number;
  /** API documents/s ÷ raw-SQL documents/s. */
  ratio: number;
}

/** `documents` calls of `fn` spread over `concurrency` workers; wall time and each call's latency (ms). */
async function drive(
  documents: number,
  concurrency: number,
  fn: () => Promise<boolean>,
): Promise<{ wall: number; latencies: number[]; failures: number }> {
  let next = 0;
  let failures = 0;
  const latencies: number[] = [];
  const began = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < documents) {
        next += 1;
        const at = performance.now();
        if (!(await fn())) failures += 1;
        latencies.push(performance.now() - at);
      }
    }),
  );
  return { wall: performance.now() - began, latencies, failures };
}

async function apiCall(baseUrl: string, token: string, path: string, body: unknown): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** The body of the sale every submit bench repeats: submitted with its stock-out invoice from the stock's warehouse. */
export function contestedSaleBody(stock: ContestedStock) {
  return {
    isSubmit: true,
    isCreateOutStockInvoice: true,
    warehouseId: stock.warehouseId,
    marketingChannel: 'Bench',
    items: stock.lines.map((l) => ({ skuId: l.skuId, count: l.count, price: l.price })),
  };
}

/**
 * Adds five large batches of each sale SKU that expire before anything else in the warehouse (a warehouse In
 * through the API), so every submit's FEFO lands on the same few balance rows.
 */
export async function prepareContestedStock(
  server: { baseUrl: string; token: string },
  stock: ContestedStock,
): Promise<void> {
  const soon = new Date(Date.now() - 86_400_000).toISOString();
  const items = stock.lines.flatMap((line, l) =>
    Array.from({ length: 5 }, (_, i) => ({
      skuId: line.skuId,
      count: 1_000_000,
      batchNumber: `CONTEST-${l}-${i}`,
      parturitionTime: soon,
      expirationDay: 3 + i,
    })),
  );
  const response = await apiCall(server.baseUrl, server.token, '/api/app/warehouse-invoice/save', {
    warehouseId: stock.warehouseId,
    stockType: 'In',
    isSubmit: true,
    items,
  });
  if (response.status !== 200)
    throw new Error(`stock-in refused: ${response.status} ${await response.text()}`);
}

/**
 * Sell submits (create + submit + out-stock invoice in one call, FEFO) at each concurrency, through HTTP, then the
 * same locks and writes as plain SQL transactions on `concurrency` sessions of their own.
 */
export async function runSubmitBench(
  bench: BenchDatabase,
  server: { baseUrl: string; token: string },
  stock: ContestedStock,
  levels: readonly number[],
  documentsAt: (concurrency: number) => number,
): Promise<SubmitResult[]> {
  const results: SubmitResult[] = [];
  const body = contestedSaleBody(stock);
  for (const concurrency of levels) {
    const documents = documentsAt(concurrency);
    const api = await drive(documents, concurrency, async () => {
      const response = await apiCall(server.baseUrl, server.token, '/api/app/sell-invoice/save', body);
      await response.arrayBuffer();
      return response.status === 204;
    });
    const pool = bench.rawPool(concurrency);
    const direct = await drive(documents, concurrency, async () => {
      await pool.transaction(async (session) => {
        // Role and tenant in one statement, as the server sets them (ADR 039).
        await session.query(
          `select set_config('role', 'inventory_app', true), set_config('app.tenant_id', $1, true)`,
          [stock.tenantId],
        );
        await rawSellSubmit(session, stock);
      });
      return true;
    });
    await pool.close();
    const apiRate = (documents - api.failures) / (api.wall / 1000);
    const sqlRate = documents / (direct.wall / 1000);
    results.push({
      concurrency,
      documents,
      apiDocsPerSecond: round(apiRate, 1),
      apiP50: round(percentile(api.latencies, 50)),
      apiP95: round(percentile(api.latencies, 95)),
      apiFailures: api.failures,
      sqlDocsPerSecond: round(sqlRate, 1),
      sqlP50: round(percentile(direct.latencies, 50)),
      sqlP95: round(percentile(direct.latencies, 95)),
      ratio: round(apiRate / sqlRate, 3),
    });
  }
  return results;
}
