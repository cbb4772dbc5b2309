import { describe, expect, it } from 'vitest';
import { call } from '../test/helpers/http.ts';
import { signIn } from '../test/helpers/sign-in.ts';
import { demoPassword, tenantId } from '../test/helpers/tenants.ts';
import { freePort } from '../test/helpers/test-app.ts';
import { ledgerMismatches } from '../test/stock/fixtures.ts';
import { recordFigures } from './support/figures.ts';
import { startChildServer, type ChildServer } from './support/stock-child-server.ts';
import { documentFaults, orphanFaults } from './support/stock-crash-checks.ts';
import { crashTarget } from './support/stock-crash-target.ts';
import { crashBody, crashFixture, crashRequests } from './support/stock-crash-workload.ts';
import { negativeBalances, numberingFaults } from './support/stock-tenant.ts';

// Issue 7 "Crash": `npm start`'s server as a child process, SIGKILLed in the middle of 300 concurrent multi-line
// submits (once 60 answers are in), then restarted on the same database. On PostgreSQL the database outlives the
// process, so this proves every document is one transaction; on PGlite (the default of `npm start`) the database
// dies with the process too, so it also proves PGlite's own recovery of a file-backed data directory.

const total = 300;
const killAfter = 60;
const demo = { tenant: 'demo', username: 'admin', password: demoPassword };

describe(`crash (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('restarts after SIGKILL with whole documents only, balances = ledger, numbers unique', async () => {
    const target = await crashTarget();
    const port = await freePort();
    let server: ChildServer | undefined;
    try {
      server = await startChildServer(port, target.env);
      const first = server;
      const { accessToken } = await signIn(first.baseUrl, demo);
      const fixture = await crashFixture(first.baseUrl, accessToken);
      const requests = crashRequests(total);
      let answered = 0;
      const outcomes = await Promise.all(
        requests.map((request) => {
          const { path, body } = crashBody(request, fixture);
          return call(first.baseUrl, 'POST', path, { token: accessToken, body }).then(
            (response) => {
              answered += 1;
              // Killed from the answer itself: no sleeping, and some submits are surely still in flight.
              if (answered === killAfter) first.kill('SIGKILL');
              return response.status;
            },
            () => 'lost' as const,
          );
        }),
      );
      expect(await first.exited).toBe('SIGKILL');
      const lost = outcomes.filter((o) => o === 'lost').length;
      expect(outcomes.filter((o) => o !== 'lost' && o !== 200 && o !== 204 && o !== 403)).toEqual([]);
      expect(lost).toBeGreaterThan(0);

      // The restarted server answers normally: sign-in, lists, and a new submit.
      server = await startChildServer(port, target.env);
      const again = (await signIn(server.baseUrl, demo)).accessToken;
      const list = await call<{ totalCount: number }>(server.baseUrl, 'GET', '/api/app/sell-invoice', {
        token: again,
      });
      expect(list.status).toBe(200);
      const after = crashBody({ remarks: 'after-restart', kind: 'sell', counts: [1, 1] }, fixture);
      expect(
        (await call(server.baseUrl, 'POST', after.path, { token: again, body: after.body })).status,
      ).toBe(204);
      server.kill('SIGTERM');
      expect(await server.exited).toBe('exit 0');
      server = undefined;

      // With the server stopped, the database itself is read.
      const db = await target.open();
      try {
        const demoId = await tenantId(db, 'demo');
        const checked = await db.tenant(demoId, async (trx) => {
          const results = [];
          for (const request of requests) results.push(await documentFaults(trx, request));
          return results;
        });
        expect(checked.flatMap((c) => c.faults)).toEqual([]);
        // Every answered submit is there (committed = durable); every refused one is not.
        const missing = requests.filter(
          (_, i) => (outcomes[i] === 200 || outcomes[i] === 204) && !checked[i]?.found,
        );
        expect(missing).toEqual([]);
        expect(requests.filter((_, i) => outcomes[i] === 403 && checked[i]?.found)).toEqual([]);
        expect(await orphanFaults(db, demoId)).toEqual([]);
        expect(await ledgerMismatches(db, demoId)).toEqual([]);
        expect(await negativeBalances(db, demoId)).toBe(0);
        const numbering = await numberingFaults(db, demoId);
        expect(numbering).toEqual([]);
        const committed = checked.filter((c) => c.found).length;
        await recordFigures('crash', {
          database: target.kind,
          submits: total,
          'answered before SIGKILL': answered,
          'lost in flight': lost,
          'committed (found after restart)': committed,
          'committed but unanswered': committed - outcomes.filter((o) => o === 200 || o === 204).length,
          'half-written documents': 0,
          'ledger mismatches': 0,
          'numbering faults (duplicates, gaps)': 0,
        });
      } finally {
        await db.close();
      }
    } finally {
      server?.kill('SIGKILL');
      if (server) await server.exited;
      await target.dispose();
    }
  });
});
