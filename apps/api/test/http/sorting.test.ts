import {
  allEndpoints,
  pagedResult,
  sortableFieldsOf,
  supplier,
  warehouse,
  type Endpoint,
} from '@inventory/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '@inventory/contracts/server-texts';
import { zhHans } from '@inventory/contracts/server-texts';
import { call, type ErrorBody } from '../helpers/http.ts';
import { signIn } from '../helpers/sign-in.ts';
import { demoPassword } from '../helpers/tenants.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

let server: TestApp;
let demoAdmin: string;
let hostAdmin: string;

beforeAll(async () => {
  server = await startTestApp();
  demoAdmin = (await signIn(server.baseUrl, { tenant: 'demo', username: 'admin', password: demoPassword }))
    .accessToken;
  hostAdmin = (await signIn(server.baseUrl, { username: 'admin', password: demoPassword })).accessToken;
});
afterAll(async () => {
  await server?.close();
});

/** Every paged list of the contract (GET with SkipCount), whatever area it is in. */
const lists = allEndpoints().filter(
  (e): e is Endpoint & { query: NonNullable<Endpoint['query']> } =>
    e.method === 'GET' && e.query !== undefined && Object.hasOwn(e.query.shape, 'SkipCount'),
);

const tokenFor = (endpoint: Endpoint) =>
  endpoint.path.startsWith('/api/multi-tenancy/') ? hostAdmin : demoAdmin;

const listCall = (endpoint: Endpoint, sorting: string, headers: Record<string, string> = {}) =>
  call<ErrorBody>(server.baseUrl, 'GET', `${endpoint.path}?Sorting=${encodeURIComponent(sorting)}`, {
    token: tokenFor(endpoint),
    headers,
  });

const hostile = [
  '__proto__',
  'constructor',
  'toString',
  'name;drop table x',
  '(select 1)',
  'name desc, (select 1)',
  'name desc nulls first',
];

describe('Sorting on every list', () => {
  it('covers the lists the issue named and every other paged list', () => {
    const paths = lists.map((e) => e.path);
    for (const named of [
      '/api/app/warehouse',
      '/api/app/s-kU',
      '/api/app/supplier',
      '/api/app/category',
      '/api/app/customization',
      '/api/identity/users',
      '/api/identity/roles',
      '/api/multi-tenancy/tenants',
    ])
      expect(paths).toContain(named);
    expect(lists.length).toBeGreaterThanOrEqual(16);
  });

  it('refuses prototype keys and SQL-looking values with a 400 naming Sorting and the allowed fields', async () => {
    for (const endpoint of lists) {
      const allowed = sortableFieldsOf(endpoint.query) ?? [];
      for (const sorting of hostile) {
        const response = await listCall(endpoint, sorting);
        expect(response.status, `${endpoint.name} ${sorting}`).toBe(400);
        expect(response.headers.get('_abperrorformat')).toBe('true');
        expect(response.body.error.validationErrors, `${endpoint.name} ${sorting}`).toEqual([
          {
            message: en['validation:sorting'].replace('{fields}', allowed.join(', ')),
            members: ['sorting'],
          },
        ]);
      }
    }
  });

  it('says so in Simplified Chinese', async () => {
    const endpoint = lists.find((e) => e.path === '/api/app/warehouse');
    if (!endpoint) throw new Error('warehouse list missing');
    const response = await listCall(endpoint, 'constructor', { 'accept-language': 'zh-Hans' });
    expect(response.status).toBe(400);
    expect(response.body.error.validationErrors?.[0]?.message).toBe(
      zhHans['validation:sorting'].replace('{fields}', 'name, address, telePhone, creationTime'),
    );
  });

  it('accepts each allowed field in any case, with a direction, on every list', async () => {
    for (const endpoint of lists) {
      for (const field of sortableFieldsOf(endpoint.query) ?? []) {
        const response = await listCall(endpoint, `${field.toUpperCase()} desc, ${field} ASC`);
        expect(response.status, `${endpoint.name} ${field}`).toBe(200);
      }
    }
  });
});

describe('Sorting order', () => {
  const warehouses = pagedResult(warehouse);
  const suppliers = pagedResult(supplier);

  const supplierList = async (sorting: string) =>
    suppliers
      .parse(
        (
          await call(
            server.baseUrl,
            'GET',
            `/api/app/supplier?Name=sort-&Sorting=${encodeURIComponent(sorting)}`,
            {
              token: demoAdmin,
            },
          )
        ).body,
      )
      .items.map((s) => s.name);

  it('orders by every term in turn, field names in any case', async () => {
    for (const [name, contact] of [
      ['sort-b', 'one'],
      ['sort-a', 'two'],
      ['Sort-c', 'one'],
    ]) {
      const created = await call(server.baseUrl, 'POST', '/api/app/supplier', {
        token: demoAdmin,
        body: { name, contact },
      });
      expect(created.status).toBe(200);
    }
    expect(await supplierList('NAME desc')).toEqual(['Sort-c', 'sort-b', 'sort-a']);
    expect(await supplierList('contact, name desc')).toEqual(['Sort-c', 'sort-b', 'sort-a']);
    expect(await supplierList('Contact DESC,name')).toEqual(['sort-a', 'sort-b', 'Sort-c']);
  });

  it('keeps the default order when Sorting is empty', async () => {
    const all = warehouses.parse(
      (
        await call(server.baseUrl, 'GET', '/api/app/warehouse?Sorting=&MaxResultCount=1000', {
          token: demoAdmin,
        })
      ).body,
    );
    const times = all.items.map((w) => w.creationTime);
    expect(times).toEqual([...times].sort().reverse());
  });
});
