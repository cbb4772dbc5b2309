import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { signIn } from '../test/helpers/sign-in.ts';
import { demoPassword, tenantId } from '../test/helpers/tenants.ts';
import { freePort } from '../test/helpers/test-app.ts';
import { ledgerMismatches } from '../test/stock/fixtures.ts';
import { recordFigures } from './support/figures.ts';
import { startKillableCluster, waitFor } from './support/outage-cluster.ts';
import {
  createDatabase,
  saleRequests,
  stockAgainstSales,
  submitSale,
  timedCall,
  wholeOrAbsent,
  type Outcome,
} from './support/outage-workload.ts';
import { startChildServer, type ChildServer } from './support/stock-child-server.ts';
import { documentFaults, orphanFaults } from './support/stock-crash-checks.ts';
import { crashBody, crashFixture } from './support/stock-crash-workload.ts';
import { negativeBalances, numberingFaults } from './support/stock-tenant.ts';

// Issue 11 point 8: `npm start`'s server on PostgreSQL as a child process, and PostgreSQL itself (the postmaster of
// a cluster of this test's own) SIGKILLed in the middle of 60 concurrent sale submits, then started again on the
// same data directory and port. The server process is never touched: it must stay up, answer 503 envelopes (not
// hang) while the database is gone, report it on /health/ready, and serve again by itself once it is back. Every
// sale carries an Idempotency-Key and is sent again after the recovery: none may exist twice or half.
// It needs the PostgreSQL server binaries (npm test installs them); on PGlite alone there is no server to kill.

const sales = 60;
const killAfter = 10;
const initialStock = 200;
/** "Within a few seconds": the bound on a refusal while down and on serving again once the database is back. */
const promptMs = 5_000;
const demo = { tenant: 'demo', username: 'admin', password: demoPassword };

const isServerUp = (server: ChildServer, exitedYet: () => boolean) => {
  try {
    process.kill(server.pid, 0);
    return !exitedYet();
  } catch {
    return false;
  }
};

describe('database outage (PostgreSQL killed mid-load)', () => {
  it('keeps the same server up, answers 503 while down, serves again, and stores every sale once and whole', async () => {
    const cluster = await startKillableCluster();
    const dataDir = await mkdtemp(join(tmpdir(), 'inventory-outage-'));
    let server: ChildServer | undefined;
    try {
      const databaseUrl = await createDatabase(cluster.url, 'outage');
      server = await startChildServer(await freePort(), { DATABASE_URL: databaseUrl, DATA_DIR: dataDir });
      const child = server;
      let exitedAs: string | undefined;
      void child.exited.then((how) => (exitedAs = how));
      const up = () => isServerUp(child, () => exitedAs !== undefined);
      const { baseUrl, pid } = child;
      const { accessToken: token } = await signIn(baseUrl, demo);
      const fixture = await crashFixture(baseUrl, token);
      expect((await timedCall(baseUrl, 'GET', '/health/ready')).status).toBe(200);

      // The kill starts from the tenth answer itself: no sleeping, and most submits are still queued or in flight.
      const requests = saleRequests(sales);
      let answered = 0;
      let killed: Promise<void> | undefined;
      const firstWave = await Promise.all(
        requests.map((request) =>
          submitSale(baseUrl, token, fixture, request).then((outcome) => {
            answered += 1;
            if (answered === killAfter) killed = cluster.kill();
            return outcome;
          }),
        ),
      );
      await killed;
      const unexpected = (outcomes: Outcome[], allowed: (number | string)[]) =>
        outcomes.filter((o) => !allowed.includes(o.status));
      expect(up(), `the server process died:\n${child.output()}`).toBe(true);
      expect(unexpected(firstWave, [204, 503])).toEqual([]);
      expect(firstWave.filter((o) => o.status === 503 && o.code !== 'Abp:DatabaseUnavailable')).toEqual([]);

      // While the database is down: prompt 503 envelopes (localized), readiness 503, liveness 200.
      const downList = await timedCall(baseUrl, 'GET', '/api/app/sell-invoice', { token });
      const downZh = await timedCall(baseUrl, 'GET', '/api/app/sell-invoice', {
        token,
        headers: { 'accept-language': 'zh-CN' },
      });
      const downSale = await submitSale(baseUrl, token, fixture, requests[0]!);
      const downReady = await timedCall(baseUrl, 'GET', '/health/ready');
      const downLive = await timedCall(baseUrl, 'GET', '/health/live');
      for (const outcome of [downList, downZh, downSale]) {
        expect(outcome).toMatchObject({ status: 503, code: 'Abp:DatabaseUnavailable', retryAfter: '2' });
        expect(outcome.ms).toBeLessThan(promptMs);
      }
      expect(downZh.message).not.toBe(downList.message);
      expect(downZh.message).toMatch(/[\u4e00-\u9fff]/);
      expect(downReady.status).toBe(503);
      expect(downReady.ms).toBeLessThan(promptMs);
      expect(downLive.status).toBe(200);
      expect(up()).toBe(true);

      // PostgreSQL back on the same data directory and port: the same process serves again by itself.
      await cluster.start();
      const back = performance.now();
      await waitFor(
        'the server to report ready',
        async () => (await timedCall(baseUrl, 'GET', '/health/ready')).status === 200,
        promptMs,
      );
      const readyAfterMs = Math.round(performance.now() - back);
      // Before any retry: every sale the kill cut is stored whole or not at all, and every 204 is stored (a 503 may
      // have been committed all the same: its COMMIT may have reached PostgreSQL before the connection broke).
      const beforeRetry = await wholeOrAbsent(databaseUrl, requests);
      expect(beforeRetry.faults).toEqual([]);
      expect(beforeRetry.found).toBeGreaterThanOrEqual(firstWave.filter((o) => o.status === 204).length);

      // Every sale again with its own key: those already stored answer their first result, the rest are made now.
      const retried = await Promise.all(requests.map((r) => submitSale(baseUrl, token, fixture, r)));
      expect(unexpected(retried, [204])).toEqual([]);
      const again = await Promise.all(requests.map((r) => submitSale(baseUrl, token, fixture, r)));
      expect(unexpected(again, [204])).toEqual([]);
      const after = { remarks: 'outage-after', kind: 'sell' as const, counts: [1, 1] };
      const { path, body } = crashBody(after, fixture);
      expect((await timedCall(baseUrl, 'POST', path, { token, body })).status).toBe(204);
      expect(up()).toBe(true);
      expect(child.pid).toBe(pid);
      child.kill('SIGTERM');
      expect(await child.exited).toBe('exit 0');
      server = undefined;

      const db = await openDatabase({ databaseUrl });
      try {
        const demoId = await tenantId(db, 'demo');
        const checked = await db.tenant(demoId, async (trx) => {
          const results = [];
          for (const request of [...requests, after]) results.push(await documentFaults(trx, request));
          return results;
        });
        expect(checked.flatMap((c) => c.faults)).toEqual([]);
        expect(checked.filter((c) => !c.found)).toEqual([]);
        expect(await orphanFaults(db, demoId)).toEqual([]);
        expect(await ledgerMismatches(db, demoId)).toEqual([]);
        expect(await negativeBalances(db, demoId)).toBe(0);
        expect(await numberingFaults(db, demoId)).toEqual([]);
        const stock = await stockAgainstSales(db, demoId, fixture.skus, initialStock);
        expect(stock.filter((s) => s.balance !== s.expected)).toEqual([]);
        expect(stock.map((s) => initialStock - s.expected)).toEqual([sales + 1, 2 * sales + 1, 0]);

        const downOutcomes = [...firstWave.filter((o) => o.status === 503), downList, downZh, downSale];
        await recordFigures('database-outage', {
          database: 'postgres (own cluster, postmaster SIGKILLed)',
          'concurrent sale submits': sales,
          'answered before the kill': killAfter,
          'first wave: stored (204)': firstWave.filter((o) => o.status === 204).length,
          'first wave: 503 DatabaseUnavailable': firstWave.filter((o) => o.status === 503).length,
          'stored before the retries': beforeRetry.found,
          'hung or lost calls': 0,
          'slowest 503 while down (ms)': Math.max(...downOutcomes.map((o) => o.ms)),
          'ready again after PostgreSQL is back (ms)': readyAfterMs,
          'server crashes (same pid throughout)': 0,
          'sales retried with their key': 2 * sales,
          'second documents from retries': 0,
          'half-written documents': 0,
          'ledger mismatches': 0,
          'stock = initial − stored sales': 'yes',
        });
      } finally {
        await db.close();
      }
    } finally {
      server?.kill('SIGKILL');
      if (server) await server.exited;
      await cluster.dispose();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
