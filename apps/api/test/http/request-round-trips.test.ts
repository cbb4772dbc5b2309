import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/http.ts';
import { signIn } from '../helpers/sign-in.ts';
import { demoPassword } from '../helpers/tenants.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { recordStatements, transactionWith } from '../helpers/statement-log.ts';

// ADR 044: a signed-in request reads its state (sign-in, tenant, user, access stamp; ADR 039) in the transaction
// its handler goes on with (a GET at once, any other once its body is in), so the request sends one BEGIN, one
// role and tenant setting and one COMMIT. A refused or invalid request, or a handler that fails, still ends that
// transaction (else the next request would wait for a connection that never comes back: on PGlite, for ever).

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

  it('a POST reads its state in the transaction its save goes on with, once its body is in', async () => {
    const { status, statements } = await statementsOf('POST', '/api/app/warehouse', admin, {
      name: 'Round trips',
      code: 'RT-1',
    });
    expect(status).toBe(200);
    const transaction = transactionWith(statements, /access_stamps/);
    expect(transaction.some((s) => /insert into "?warehouses"?/i.test(s))).toBe(true);
    expect(statements.filter((s) => /set_config\('role'/.test(s))).toHaveLength(1);
  });

  it('nothing is held while a body is still coming: another request is served meanwhile', async () => {
    const body = JSON.stringify({ name: 'Slow sender', code: 'RT-2' });
    const post = startRequest('POST', '/api/app/warehouse', admin, body.length);
    await post.send(body.slice(0, 10));
    // On PGlite's one connection a transaction held for the POST would make this GET wait for ever.
    const meanwhile = await statementsOf('GET', stockList, admin);
    expect(meanwhile.status).toBe(200);
    expect(meanwhile.statements.filter(isBegin)).toHaveLength(1);
    await post.send(body.slice(10));
    expect((await post.response).status).toBe(200);
  });

  it('a caller without the permission is refused before its body is validated, once it is read', async () => {
    for (const body of [{}, { name: 5 }, { name: 'x', adminEmailAddress: 'not an address' }]) {
      const refused = await call(server.baseUrl, 'POST', '/api/multi-tenancy/tenants', {
        token: clerk,
        body,
      });
      expect(refused.status).toBe(403);
    }
    // A body the JSON parser cannot read is its answer: the body is read before the caller's state (ADR 054).
    const post = startRequest('POST', '/api/multi-tenancy/tenants', clerk, 5);
    await post.send('{"na ');
    expect((await post.response).status).toBe(400);
  });

  it('a bad token on a POST is refused before its body is read', async () => {
    const post = startRequest('POST', '/api/app/warehouse', `${admin}x`, 1000);
    await post.send('{"name": "never finished"');
    expect((await post.response).status).toBe(401);
    post.abort();
  });
});

/** A request whose body is sent in parts, when the test says so. */
function startRequest(method: string, path: string, token: string, length: number) {
  const request = httpRequest(new URL(path, server.baseUrl), {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'content-length': String(length),
    },
  });
  const response = new Promise<{ status: number }>((resolve, reject) => {
    request.on('response', (answer) => {
      answer.resume();
      resolve({ status: answer.statusCode ?? 0 });
    });
    request.on('error', reject);
  });
  return {
    response,
    send: (part: string) => new Promise<void>((resolve) => request.write(part, () => resolve())),
    abort: () => request.destroy(),
  };
}
