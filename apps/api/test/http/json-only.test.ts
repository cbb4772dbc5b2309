import { pagedResult, warehouse } from '@inventory/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '@inventory/contracts/server-texts';
import { zhHans } from '@inventory/contracts/server-texts';
import { call, type ErrorBody } from '../helpers/http.ts';
import { signIn } from '../helpers/sign-in.ts';
import { demoPassword } from '../helpers/tenants.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

let server: TestApp;
let admin: string;

const base = '/api/app/warehouse';
const page = pagedResult(warehouse);

beforeAll(async () => {
  server = await startTestApp();
  admin = (await signIn(server.baseUrl, { tenant: 'demo', username: 'admin', password: demoPassword }))
    .accessToken;
});
afterAll(async () => {
  await server?.close();
});

/** A raw request: the body exactly as given, with the given content type (none when undefined). */
async function send(method: string, path: string, body: string, contentType?: string, language = 'en') {
  const headers: Record<string, string> = { authorization: `Bearer ${admin}`, 'accept-language': language };
  if (contentType !== undefined) headers['content-type'] = contentType;
  const response = await fetch(`${server.baseUrl}${path}`, { method, headers, body });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text ? JSON.parse(text) : null) as ErrorBody,
  };
}

async function warehousesNamed(name: string) {
  const list = await call(server.baseUrl, 'GET', `${base}?Filter=${name}&MaxResultCount=1000`, {
    token: admin,
  });
  return page.parse(list.body).items.filter((w) => w.name === name);
}

describe('the API reads JSON bodies only', () => {
  it('refuses a form-encoded create with 415 in the envelope and creates nothing', async () => {
    const response = await send('POST', base, 'name=formwh', 'application/x-www-form-urlencoded');
    expect(response.status).toBe(415);
    expect(response.headers.get('_abperrorformat')).toBe('true');
    expect(response.body.error).toMatchObject({
      code: 'Abp:UnsupportedMediaType',
      message: en['errors:UnsupportedMediaType'],
    });
    expect(await warehousesNamed('formwh')).toEqual([]);
  });

  it('refuses a form-encoded rename and leaves the warehouse as it was', async () => {
    const created = await call<{ id: string; concurrencyStamp: string }>(server.baseUrl, 'POST', base, {
      token: admin,
      body: { name: 'jsonwh' },
    });
    expect(created.status).toBe(200);
    const response = await send(
      'PUT',
      `${base}/${created.body.id}`,
      'name=renamedwh',
      'application/x-www-form-urlencoded',
    );
    expect(response.status).toBe(415);
    expect(await warehousesNamed('renamedwh')).toEqual([]);
    expect(await warehousesNamed('jsonwh')).toMatchObject([
      { concurrencyStamp: created.body.concurrencyStamp },
    ]);
  });

  it.each([
    ['text/plain', '{"name":"plainwh"}'],
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nplainwh\r\n--x--\r\n',
    ],
    ['application/xml', '<name>plainwh</name>'],
    ['application/json-patch+json', '{"name":"plainwh"}'],
    [undefined, '{"name":"plainwh"}'],
  ])('refuses %s with 415', async (contentType, body) => {
    const response = await send('POST', base, body, contentType);
    expect(response.status).toBe(415);
    expect(response.body.error.code).toBe('Abp:UnsupportedMediaType');
    expect(await warehousesNamed('plainwh')).toEqual([]);
  });

  it('answers in Simplified Chinese', async () => {
    const response = await send('POST', base, 'name=x', 'application/x-www-form-urlencoded', 'zh-Hans');
    expect(response.status).toBe(415);
    expect(response.body.error.message).toBe(zhHans['errors:UnsupportedMediaType']);
  });

  it('takes JSON with a charset, in any case', async () => {
    const response = await send('POST', base, '{"name":"charsetwh"}', 'Application/JSON; charset=utf-8');
    expect(response.status).toBe(200);
    expect(await warehousesNamed('charsetwh')).toHaveLength(1);
  });

  it('keeps the sign-in form posts working (they are not /api)', async () => {
    const tokens = await signIn(server.baseUrl, {
      tenant: 'demo',
      username: 'clerk',
      password: demoPassword,
    });
    expect(tokens.accessToken).toBeTruthy();
  });
});
