// The goal table of `npm run bench` says "holds" only for a measured figure on the right side of its goal.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { goalRows, markdownTable, perRowRatio } from './bench-goals.mjs';

const read = (name, big, small) => ({ name, ...big, small });

const results = {
  client: {
    bundle: {
      initial: { gzip: 190 * 1024 },
      signedOut: { gzip: 70 * 1024 },
      routes: [{ module: 'a', gzip: 10 * 1024 }],
    },
    client: {
      figures: {
        signInSequentialApiCalls: { worst: 3 },
        reloadSequentialApiCalls: { worst: 1 },
        dialogInp: { median: 120 },
      },
    },
  },
  memory: { idle: { totalMiB: 250 }, peak: { totalMiB: 510 } },
  start: {
    runs: [
      { kind: 'cold', signInPageMs: 20000 },
      { kind: 'warm', signInPageMs: 4000 },
    ],
  },
  servers: {
    PostgreSQL: {
      reads: [
        read(
          'stock list',
          { apiP50: 10, apiP95: 20, apiMinusSql: 0.8, bigOverSmallApi: 1.1 },
          { apiP95: 20 },
        ),
        read(
          'stock list, IsNeedBatch',
          { apiP50: 90, apiP95: 120, apiMinusSql: 25, bigOverSmallApi: 60 },
          { apiP95: 2 },
        ),
        read(
          'stock list as the screen asks, IsNeedBatch, 5 batches a SKU',
          { apiP50: 9, apiP95: 12, apiMinusSql: 0.7, bigOverSmallApi: 1.2 },
          { apiP95: 10 },
        ),
        read(
          'stock list, DateType=Expired',
          { apiP50: 30, apiP95: 40, apiMinusSql: 0.9, bigOverSmallApi: 1.4 },
          { apiP95: 20 },
        ),
        read(
          'warehouse-invoice list, SKUName',
          { apiP50: 30, apiP95: 60, apiMinusSql: 2, bigOverSmallApi: 1 },
          { apiP95: 50 },
        ),
        read('dashboard (issue 17)', { apiP50: 20, apiP95: 30 }, { apiP95: 25 }),
      ],
      submits: [
        { concurrency: 1, ratio: 0.7, apiP50: 12 },
        { concurrency: 4, ratio: 0.55, apiP50: 30 },
      ],
    },
  },
};

const byName = (rows) => Object.fromEntries(rows.map((r) => [`${r.area}: ${r.name}`, r]));

test('each goal holds only on its side of the goal', () => {
  const rows = byName(goalRows(results));
  assert.equal(rows['client: Initial JavaScript before the first list'].holds, true);
  assert.equal(rows['client: Signed-out visitor downloads before the redirect'].holds, false);
  assert.equal(rows['client: Sequential API calls, sign-in to the first list'].holds, true);
  assert.equal(rows['client: Opening a dialog, INP at 4× CPU slowdown'].holds, false);
  assert.equal(rows['client: `npm start` (installed) to the sign-in page'].figure, 4000);
  assert.equal(rows['memory: Whole process tree, idle after start'].holds, true);
  assert.equal(rows["memory: Whole process tree, peak under the bench's load"].holds, false);
  const worstOverhead = rows['PostgreSQL: API p50 − SQL p50, worst list'];
  assert.deepEqual(
    [worstOverhead.figure, worstOverhead.holds, worstOverhead.note],
    [2, false, 'warehouse-invoice list, SKUName'],
  );
  assert.equal(rows['PostgreSQL: Stock list, DateType=Expired, p95'].holds, true);
  assert.equal(rows['PostgreSQL: Stock list, DateType=Expired, big ÷ small p95'].figure, 2);
  assert.equal(rows['PostgreSQL: Contains filter, worst p95'].figure, 60);
  assert.equal(
    rows['PostgreSQL: Every list, big ÷ small tenant (API p50), worst'].note,
    'stock list, DateType=Expired',
  );
  const submit = rows['PostgreSQL: Sell submit ÷ raw SQL throughput, worst concurrency'];
  assert.deepEqual([submit.figure, submit.holds, submit.note], [0.55, false, 'concurrency 4']);
  assert.equal(rows['PostgreSQL: Sell submit, one client, p50'].holds, true);
  assert.equal(rows['PostgreSQL: Dashboard (issue 17), big ÷ small p95'].holds, true);
});

test('the unbounded stock list is printed without a goal; the lists read the call as the screen asks it', () => {
  const rows = byName(goalRows(results));
  const ratio = rows['PostgreSQL: Stock list with every batch (spec call), big ÷ small (API p50)'];
  assert.deepEqual([ratio.figure, ratio.holds, ratio.goal], [60, null, null]);
  assert.equal(rows['PostgreSQL: Stock list with every batch (spec call), API p50 − SQL p50'].figure, 25);
  // The spec call's 60× and 25 ms would be the worst list; the screen's call is judged instead.
  assert.equal(rows['PostgreSQL: Every list, big ÷ small tenant (API p50), worst'].figure, 1.4);
  assert.equal(rows['PostgreSQL: API p50 − SQL p50, worst list'].figure, 2);
  assert.match(
    markdownTable(goalRows(results)),
    /every batch \(spec call\), API p50 − SQL p50 \| 25 ms \| — \| — \|/,
  );
  const measured = goalRows(results).filter((r) => r.holds !== null);
  assert.ok(measured.every((r) => !r.name.includes('every batch')));
});

test('a quick run on a smaller big tenant shows its figures but judges none', () => {
  const quick = JSON.parse(JSON.stringify(results));
  quick.servers.PostgreSQL.generation = { big: { size: { movements: 100_000 } } };
  const server = goalRows(quick).filter((r) => r.area === 'PostgreSQL');
  assert.ok(server.length > 5);
  assert.ok(server.every((r) => r.holds === null && /100,000 movements, not judged/.test(r.note)));
  assert.equal(server.find((r) => r.name === 'Contains filter, worst p95').figure, 60);
});

test('a figure no run produced is not measured, never a pass', () => {
  const rows = goalRows({ servers: { PGlite: { reads: [], submits: [] } } });
  assert.ok(rows.length > 10);
  assert.ok(rows.every((r) => r.figure === null && r.holds === null));
  assert.match(markdownTable(rows), /not measured \| ≤ 200 KiB gzip \| — \|/);
});

// ADR 071: the big ÷ small of a list whose two answers differ in size compares answers, not tenants.
const sized = (name, apiP50, rows, smallApiP50, smallRows) =>
  read(
    name,
    { apiP50, apiP95: apiP50, apiMinusSql: 0.5, bigOverSmallApi: apiP50 / smallApiP50, answerRows: rows },
    { apiP50: smallApiP50, apiP95: smallApiP50, answerRows: smallRows },
  );
const sizedResults = (extra = []) => ({
  servers: {
    PostgreSQL: {
      reads: [
        sized('stock list', 6.9, 20, 6.0, 20),
        sized('stock list, IsNeedBatch', 34, 2685, 8.5, 45),
        sized('stock list as the screen asks, IsNeedBatch, 5 batches a SKU', 9.2, 120, 6.9, 45),
        sized('stock list, warehouse+name+batches', 10.5, 303, 6.75, 17),
        sized('stock list as the detail asks, one SKU in one warehouse, every batch', 6.05, 2, 5.94, 2),
        ...extra,
      ],
      submits: [],
    },
  },
});

test('the calls answering every batch leave the raw goal, printed with their rows; the detail and screen cases stay in it', () => {
  const rows = byName(goalRows(sizedResults()));
  // Raw: every list but the two every-batch calls, the screen's bounded call (120 / 45 rows) included: it is the worst.
  const raw = rows['PostgreSQL: Every list, big ÷ small tenant (API p50), worst'];
  assert.deepEqual(
    [raw.figure, raw.holds, raw.note],
    [1.33, false, 'stock list as the screen asks, IsNeedBatch, 5 batches a SKU'],
  );
  const matching = rows['PostgreSQL: stock list, warehouse+name+batches, big ÷ small (API p50)'];
  assert.deepEqual([matching.figure, matching.holds, matching.goal], [1.56, null, null]);
  assert.match(
    matching.note,
    /answer 303 \/ 17 rows, per answered row 0\.09×; the detail's own case is judged/,
  );
  assert.match(
    rows['PostgreSQL: Stock list with every batch (spec call), big ÷ small (API p50)'].note,
    /^no goal: answers every batch of the page, ADR 062; answer 2685 \/ 45 rows, per answered row 0\.07×$/,
  );
});

test('a same-sized list slower on the big tenant fails the raw goal whatever its rows', () => {
  const rows = byName(goalRows(sizedResults([sized('purchase-invoice list, X', 30, 40, 10, 20)])));
  const raw = rows['PostgreSQL: Every list, big ÷ small tenant (API p50), worst'];
  assert.deepEqual([raw.figure, raw.holds, raw.note], [3, false, 'purchase-invoice list, X']);
});

test('results without answer rows (older runs) print the every-batch calls without a per-row figure', () => {
  const old = sizedResults();
  for (const r of old.servers.PostgreSQL.reads) {
    delete r.answerRows;
    delete r.small.answerRows;
  }
  const rows = byName(goalRows(old));
  const matching = rows['PostgreSQL: stock list, warehouse+name+batches, big ÷ small (API p50)'];
  assert.equal(
    matching.note,
    "no goal: answers every batch of its SKUs; the detail's own case is judged, ADR 071",
  );
  assert.equal(perRowRatio(old.servers.PostgreSQL.reads[3]), null);
});
