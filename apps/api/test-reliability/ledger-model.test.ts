import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/helpers/test-app.ts';
import { expiryCopyMismatches, ledgerMismatches } from '../test/stock/fixtures.ts';
import { recordFigures } from './support/figures.ts';
import { expiryListFaults } from './support/stock-expiry-list.ts';
import { stockCommands } from './support/stock-model-commands.ts';
import {
  apiBalances,
  openStockSystem,
  serverBalances,
  type StockSystem,
} from './support/stock-model-system.ts';
import { emptyModel, modelBalances, type StockModel } from './support/stock-model.ts';
import { numberingFaults, openStockTenant, type StockTenant } from './support/stock-tenant.ts';

// Issue 7 "Model-based ledger test": fast-check command sequences (purchase-in, sale-out, move, produce, open
// documents, discard, finish) against the real server over HTTP and a simple model of batches and balances. Every
// command compares the server's balances per warehouse and batch with the model; every run ends with the client's
// view (GET /stock/info), the documents' states, ledger = balances and gap-free numbering. Each run has a tenant of
// its own warehouses and SKUs, so runs are independent. The stock list's expiry answers (DateType, the worst status)
// are compared with the model under two near-expiry thresholds, set through the settings call between them: the
// balance rows' copy of their batch's expiration (ADR 040) must agree with the batches whatever the settings.

const numRuns = 16;
let server: TestApp;
let tenant: StockTenant;

beforeAll(async () => {
  server = await startTestApp();
  tenant = await openStockTenant(server.db, server.baseUrl, 'model');
});
afterAll(async () => {
  await server?.close();
});

async function setNearExpiryDays(system: StockSystem, days: number): Promise<void> {
  const body = { nearExpiryThresholdDays: days, timeZone: 'UTC', defaultLanguage: 'en' };
  const response = await system.tenant.api('PUT', '/api/app/settings', body);
  if (response.status !== 200) throw new Error(`settings answered ${response.status}`);
}

const expiryAnswers = { compared: 0, held: 0 };

async function checkRun(model: StockModel, system: StockSystem): Promise<void> {
  const expected = modelBalances(model);
  expect(await serverBalances(system)).toEqual(expected);
  expect(await apiBalances(system)).toEqual(expected);
  expect(await ledgerMismatches(system.db, system.tenant.tenantId)).toEqual([]);
  expect(await numberingFaults(system.db, system.tenant.tenantId)).toEqual([]);
  expect(await expiryCopyMismatches(system.db, system.tenant.tenantId)).toEqual([]);
  for (const days of [30, 5, 30]) {
    await setNearExpiryDays(system, days);
    const { faults, answers, held } = await expiryListFaults(model, system, days);
    expect(faults).toEqual([]);
    expiryAnswers.compared += answers;
    expiryAnswers.held += held;
  }
  for (const doc of model.docs) {
    const path = { purchase: 'purchase-invoice', sell: 'sell-invoice', yield: 'yield' }[doc.kind];
    const response = await system.tenant.api<{ state: number }>('GET', `/api/app/${path}/${doc.id}`);
    expect(response.body.state).toBe(doc.state);
  }
}

describe(`ledger model (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('keeps balances = model = ledger through random command sequences', async () => {
    let runs = 0;
    let commands = 0;
    let refusals = 0;
    let taken = 0;
    await fc.assert(
      fc.asyncProperty(fc.commands(stockCommands, { maxCommands: 30, size: '+1' }), async (cmds) => {
        runs += 1;
        let run: { model: StockModel; real: StockSystem } | undefined;
        await fc.asyncModelRun(async () => {
          const real = await openStockSystem(server.db, tenant, runs);
          run = { model: emptyModel(real.batchCounter), real };
          return run;
        }, cmds);
        if (!run) throw new Error('the run never started');
        await checkRun(run.model, run.real);
        commands += run.model.executed;
        refusals += run.model.refusals;
        taken += run.model.stockTaken;
      }),
      { numRuns },
    );
    // The expiry comparison saw stock to filter, not only empty lists.
    expect(expiryAnswers.held).toBeGreaterThan(numRuns);
    await recordFigures('ledger model', {
      database: server.db.kind,
      runs,
      commands,
      'stock takes accepted': taken,
      'refusals predicted': refusals,
      'expiry lists compared': expiryAnswers.compared,
      'expiry lists with stock': expiryAnswers.held,
      counterexamples: 0,
    });
  });
});
