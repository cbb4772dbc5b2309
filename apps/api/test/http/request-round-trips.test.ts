import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/http.ts';
import { signIn } from '../helpers/sign-in.ts';
import { demoPassword } from '../helpers/tenants.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { recordStatements, transactionWith } from '../helpers/statement-log.ts';

// ADR 044: a signed-in GET reads its state (sign-in, tenant, user, access stamp; ADR 039) in the transaction its
// handler goes on with, so the request sends one BEGIN, one role and tenant setting and one COMMIT. A refused or
// invalid request, or a handler that fails, still ends that transaction (else the next request would wait for a
// connection that never comes back: on PGlite, for ever).

let server: TestApp;
let admin: string;
let clerk: string;

const stockList = '/api/app/stock?MaxResultCount=20&IsNeedBatch=true';

beforeAll(async () => {
  server = await startTestApp();
  admin = (await signIn(server.baseUrl, { tenant: 'demo', username: 'admin', password: demoPassword }))
    .accessToken;
  const created = await call(server.baseUrl, 'POST', '/api/identity/users', {
    token: admin,
    body: {
      userName: 'norole',
      email: 'norole@demo.local',
      name: 'norole',
      password: 'Secret1!',
      roleNames: [],
    },
  });
  expect(created.status).toBe(200);
  clerk = (await signIn(server.baseUrl, { tenant: 'demo', username: 'norole', password: 'Secret1!' }))
    .accessToken;
});
afterAll(async () => {
  await server?.close();
});

const isBegin = (s: string) => /^begin\b/i.test(s);
const isEnd = (s: string) => /^(commit|rollback)\b/i.test(s);

async function statementsOf(method: string, path: string, token: string, body?: unknown) {
  let status = 0;
  const statements = await recordStatements(async () => {
    status = (await call(server.baseUrl, method, path, { token, body })).status;
  });
  return { status, statements };
}

describe('one transaction per signed-in GET (ADR 044)', () => {
  it('the stock list reads its state and its rows in one transaction: one BEGIN, one setting, one COMMIT', async () => {
    await statementsOf('GET', stockList, admin); // the context is cached from here on
    const { status, statements } = await statementsOf('GET', stockList, admin);
    expect(status).toBe(200);
    expect(statements.filter(isBegin)).toHaveLength(1);
    expect(statements.filter(isEnd).map((s) => s.toLowerCase())).toEqual(['commit']);
    expect(statements.filter((s) => /set_config\('role'/.test(s))).toHaveLength(1);
    const transaction = transactionWith(statements, /access_stamps/);
    // The state statement and the list's statements share the transaction: everything the request sent.
    expect(transaction).toEqual(statements);
    expect(transaction.some((s) => /stock_balances/.test(s))).toBe(true);
  });

  it('a refused GET (no permission) ends its transaction and the next request is served', async () => {
    const refused = await statementsOf('GET', stockList, clerk);
    expect(refused.status).toBe(403);
    expect(refused.statements.filter(isBegin)).toHaveLength(1);
    expect(refused.statements.filter(isEnd)).toHaveLength(1);
    expect((await call(server.baseUrl, 'GET', stockList, { token: admin })).status).toBe(200);
  });

  it('a GET refused by its query (400) ends its transaction and the next request is served', async () => {
    const invalid = await statementsOf('GET', '/api/app/stock?MaxResultCount=abc', admin);
    expect(invalid.status).toBe(400);
    expect(invalid.statements.filter(isBegin)).toHaveLength(1);
    expect(invalid.statements.filter(isEnd)).toHaveLength(1);
    expect((await call(server.baseUrl, 'GET', stockList, { token: admin })).status).toBe(200);
  });

  it('a GET whose handler fails (404) rolls its one transaction back', async () => {
    const missing = await statementsOf(
      'GET',
      '/api/app/warehouse/00000000-0000-0000-0000-00000000abcd',
      admin,
    );
    expect(missing.status).toBe(404);
    expect(missing.statements.filter(isBegin)).toHaveLength(1);
    expect(missing.statements.filter(isEnd)).toHaveLength(1);
    expect((await call(server.baseUrl, 'GET', stockList, { token: admin })).status).toBe(200);
  });

  it('a request with a body keeps the state in its own transaction (nothing held while the body is read)', async () => {
    const { status, statements } = await statementsOf('POST', '/api/app/warehouse', admin, {
      name: 'Round trips',
      code: 'RT-1',
    });
    expect(status).toBeLessThan(500);
    expect(transactionWith(statements, /access_stamps/).some((s) => /warehouses/.test(s))).toBe(false);
  });
});
