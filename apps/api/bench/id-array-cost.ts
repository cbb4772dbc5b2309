import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type QueryResult,
} from 'kysely';
import { createRequire } from 'node:module';
import { idArrays } from '../src/db/id-array.ts';
import type { Schema } from '../src/db/schema.ts';
import { stockEntriesByLine } from '../src/modules/purchase-invoices/stock-entries.repository.ts';
import { findPurchaseLines } from '../src/modules/purchase-invoices/purchase-invoice.repository.ts';
import { batchUsage } from '../src/modules/stock/batch.repository.ts';
import { findSkuInfos, findWarehouseNames } from '../src/modules/stock/sku-lookup.repository.ts';
import { findInvoiceLines } from '../src/modules/warehouse-invoices/warehouse-invoice.repository.ts';
import { say } from './bench-console.ts';
import { percentile, round } from './stats.ts';

// ADR 067: the process's CPU for a big list page's id look-ups alone, the ids as `in (…)` (A, as before) and as one
// uuid[] parameter (B), in alternating rounds: the real repository calls on a Kysely whose driver answers no rows
// after writing each statement's Parse and Bind messages as pg does (pg-protocol's `serialize`, values through pg's
// `prepareValue`), so what is measured is building, compiling and writing the statements, without the database. The page sizes are the warehouse-invoice
// and purchase lists' first pages on the tenth-size big tenant (ADR 067's plans run): 20 documents, 476 lines, 136
// SKUs, 180 batches, 10 warehouses. `pnpm --filter @inventory/api exec tsx bench/id-array-cost.ts`

// pg's own preparation of a parameter and its Parse and Bind messages (not in its typed exports).
const require = createRequire(import.meta.url);
const { prepareValue } = require('pg/lib/utils.js') as { prepareValue: (v: unknown) => unknown };
const { serialize } = require(require.resolve('pg-protocol', { paths: [require.resolve('pg')] })) as {
  serialize: {
    parse(m: { text: string; types: unknown[] }): Buffer;
    bind(m: { values: readonly unknown[]; valueMapper: (v: unknown) => unknown }): Buffer;
  };
};

class PreparingConnection implements DatabaseConnection {
  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    serialize.parse({ text: compiled.sql, types: [] });
    serialize.bind({ values: compiled.parameters, valueMapper: prepareValue });
    return { rows: [] };
  }
  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('not streamed');
  }
}

class PreparingDriver extends DummyDriver {
  override async acquireConnection(): Promise<DatabaseConnection> {
    return new PreparingConnection();
  }
}

const db = new Kysely<Schema>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new PreparingDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

const ids = (n: number) => Array.from({ length: n }, () => randomUUID());
const page = { documents: ids(20), lines: ids(476), skus: ids(136), batches: ids(180), warehouses: ids(10) };

async function onePage(): Promise<void> {
  await findInvoiceLines(db, page.documents);
  await findSkuInfos(db, page.skus);
  await findWarehouseNames(db, page.warehouses);
  await batchUsage(db, page.batches);
  await findPurchaseLines(db, page.documents);
  await stockEntriesByLine(db, page.lines);
}

async function main(): Promise<void> {
  const rounds = Number(process.env.ID_ARRAY_ROUNDS ?? 10);
  const perRound = Number(process.env.ID_ARRAY_PAGES ?? 400);
  const sides = { A: [] as number[], B: [] as number[] };
  for (let i = 0; i < 200; i += 1) {
    idArrays.enabled = i % 2 === 0;
    await onePage();
  }
  for (let turn = 0; turn < rounds; turn += 1) {
    for (const side of turn % 2 === 0 ? (['A', 'B'] as const) : (['B', 'A'] as const)) {
      idArrays.enabled = side === 'B';
      const cpu = process.cpuUsage();
      for (let i = 0; i < perRound; i += 1) await onePage();
      const used = process.cpuUsage(cpu);
      sides[side].push((used.user + used.system) / 1000 / perRound);
    }
  }
  idArrays.enabled = true;
  const show = (side: 'A' | 'B') =>
    `p50 ${round(percentile(sides[side], 50), 3)} ms CPU per page (rounds ${sides[side].map((x) => round(x, 3)).join(', ')})`;
  say(`six id look-ups of a big list page: A (in lists) ${show('A')}`);
  say(`                                    B (id arrays) ${show('B')}`);
  say(
    `load ${loadavg()
      .map((l) => l.toFixed(2))
      .join('/')}`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
