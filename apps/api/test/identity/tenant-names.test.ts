import { pagedResult, tenant } from '@inventory/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, newStamp } from '../../src/db/ids.ts';
import { en } from '@inventory/contracts/server-texts';
import { zhHans } from '@inventory/contracts/server-texts';
import { call, type ErrorBody } from '../helpers/http.ts';
import { signIn } from '../helpers/sign-in.ts';
import { demoPassword } from '../helpers/tenants.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

let server: TestApp;
let host: string;

const tenants = '/api/multi-tenancy/tenants';
const adminPassword = 'Umbrella1!';

beforeAll(async () => {
  server = await startTestApp();
  host = (await signIn(server.baseUrl, { username: 'admin', password: demoPassword })).accessToken;
});
afterAll(async () => {
  await server?.close();
});

const api = <T = ErrorBody>(method: string, path: string, body?: unknown, language = 'en') =>
  call<T>(server.baseUrl, method, path, { token: host, body, headers: { 'accept-language': language } });

const create = (name: string, language = 'en') =>
  api('POST', tenants, { name, adminEmailAddress: `admin@${newId()}.io`, adminPassword }, language);

async function tenantNames(): Promise<string[]> {
  const list = await api('GET', `${tenants}?MaxResultCount=1000`);
  return pagedResult(tenant)
    .parse(list.body)
    .items.map((t) => t.name);
}

const bad = ['..', '.', 'a.b', '-lead', '_lead', 'a b', 'a/b', '租户', 'ünï', `a${'b'.repeat(64)}`];

describe('tenant names', () => {
  it.each(bad)('refuses %j on create as a field error of name, creating nothing', async (name) => {
    const before = await tenantNames();
    const response = await create(name);
    expect(response.status).toBe(400);
    const errors = response.body.error.validationErrors ?? [];
    expect(errors.map((e) => e.members)).toEqual([['name']]);
    expect(errors[0]?.message).toBe(
      name.length > 64 ? en['validation:maxLength'].replace('{max}', '64') : en['validation:tenantName'],
    );
    expect(await tenantNames()).toEqual(before);
  });

  it('says so in Simplified Chinese', async () => {
    const response = await create('..', 'zh-Hans');
    expect(response.body.error.validationErrors).toEqual([
      { message: zhHans['validation:tenantName'], members: ['name'] },
    ]);
  });

  it('refuses a bad rename the same way and keeps the name', async () => {
    const created = await create('umbrella');
    expect(created.status).toBe(200);
    const { id, concurrencyStamp } = tenant.parse(created.body);
    for (const name of bad) {
      const response = await api('PUT', `${tenants}/${id}`, { name, concurrencyStamp });
      expect(response.status, name).toBe(400);
      expect(response.body.error.validationErrors?.map((e) => e.members)).toEqual([['name']]);
    }
    expect(tenant.parse((await api('GET', `${tenants}/${id}`)).body).name).toBe('umbrella');
  });

  it('accepts letters, digits, - and _ starting with a letter or digit, up to 64', async () => {
    for (const name of ['Cyber_dyne-2', '9lives', 'x'.repeat(64)])
      expect((await create(name)).status).toBe(200);
  });

  it('refuses a name taken in another case, on create and rename, as a field error of name', async () => {
    const hooli = await create('hooli');
    expect(hooli.status).toBe(200);
    const taken = await create('HOOLI');
    expect(taken.status).toBe(403);
    expect(taken.body.error).toMatchObject({
      code: 'Tenant:DuplicateName',
      data: { name: 'HOOLI' },
      validationErrors: [
        { message: en['errors:DuplicateName'].replace('{name}', 'HOOLI'), members: ['name'] },
      ],
    });
    const other = tenant.parse((await create('piedpiper')).body);
    const renamed = await api('PUT', `${tenants}/${other.id}`, {
      name: 'Hooli',
      concurrencyStamp: other.concurrencyStamp,
    });
    expect(renamed.status).toBe(403);
    expect(renamed.body.error.validationErrors?.[0]?.members).toEqual(['name']);
    expect((await tenantNames()).filter((n) => n.toLowerCase() === 'hooli')).toEqual(['hooli']);
  });

  it('is unique whatever the case in the database too', async () => {
    const insert = server.db.system((trx) =>
      sql`INSERT INTO tenants (id, name, normalized_name, concurrency_stamp)
        VALUES (${newId()}, 'HoOlI', 'not-the-upper-case', ${newStamp()})`.execute(trx),
    );
    await expect(insert).rejects.toMatchObject({ code: '23505' });
  });
});
