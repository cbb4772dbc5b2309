import { auditLogEntry, ErrorCodes, pagedResult, warehouse } from '@inventory/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/http.ts';
import { signIn } from '../helpers/sign-in.ts';
import { createTenantWithAdmin, demoPassword, tenantId } from '../helpers/tenants.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

// Issue 16: a write a signed-in caller was refused leaves one audit row with its HTTP status, written after the
// refused transaction rolled back; reads and anonymous calls leave none.

let server: TestApp;
let demoId: string;
let admin: string;
let clerk: string;
let acmeAdmin: string;

const auditPage = pagedResult(auditLogEntry);
const warehouses = '/api/app/warehouse';

beforeAll(async () => {
  server = await startTestApp();
  demoId = await tenantId(server.db, 'demo');
  await createTenantWithAdmin(server.db, 'acme');
  const sign = async (tenant: string, username: string) =>
    (await signIn(server.baseUrl, { tenant, username, password: demoPassword })).accessToken;
  admin = await sign('demo', 'admin');
  clerk = await sign('demo', 'clerk');
  acmeAdmin = await sign('acme', 'admin');
});
afterAll(async () => {
  await server?.close();
});

const api = <T = unknown>(method: string, path: string, token?: string, body?: unknown) =>
  call<T>(server.baseUrl, method, path, { token, body });

async function auditRows(tenant: string) {
  return server.db.tenant(tenant, (trx) =>
    trx.selectFrom('audit_logs').selectAll().orderBy('time').orderBy('id').execute(),
  );
}

describe('refused writes in the audit log', () => {
  it('records a refused write with its status, once, and changes nothing else', async () => {
    const before = await auditRows(demoId);
    const warehouseCount = page(await api('GET', `${warehouses}?MaxResultCount=100`, admin)).totalCount;

    expect((await api('POST', warehouses, clerk, { name: 'Clerk made' })).status).toBe(403);

    const after = await auditRows(demoId);
    expect(after).toHaveLength(before.length + 1);
    const row = after.at(-1);
    expect(row).toMatchObject({
      action: 'Refused',
      http_status: 403,
      user_name: 'clerk',
      entity_name: 'warehouse.create',
      entity_id: '',
    });
    expect(row?.changed_fields).toEqual({
      method: { from: null, to: 'POST' },
      path: { from: null, to: warehouses },
      errorCode: { from: null, to: ErrorCodes.Forbidden },
    });
    expect(page(await api('GET', `${warehouses}?MaxResultCount=100`, admin)).totalCount).toBe(warehouseCount);
  });

  it('records a stale stamp (409) as refused, leaving the entity as it was', async () => {
    const created = warehouse.parse((await api('POST', warehouses, admin, { name: 'Audit depot' })).body);
    const renamed = warehouse.parse(
      (
        await api('PUT', `${warehouses}/${created.id}`, admin, {
          name: 'Audit depot 2',
          concurrencyStamp: created.concurrencyStamp,
        })
      ).body,
    );
    const before = await auditRows(demoId);

    const stale = await api('PUT', `${warehouses}/${created.id}?x=1`, admin, {
      name: 'Audit depot 3',
      concurrencyStamp: created.concurrencyStamp,
    });
    expect(stale.status).toBe(409);

    const after = await auditRows(demoId);
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({
      action: 'Refused',
      http_status: 409,
      user_name: 'admin',
      entity_name: 'warehouse.update',
      changed_fields: {
        method: { from: null, to: 'PUT' },
        // The path as declared, not as sent: the log echoes none of the caller's text.
        path: { from: null, to: `${warehouses}/{id}` },
        errorCode: { from: null, to: ErrorCodes.ConcurrencyConflict },
      },
    });
    const read = warehouse.parse((await api('GET', `${warehouses}/${created.id}`, admin)).body);
    expect(read.name).toBe('Audit depot 2');
    expect(read.concurrencyStamp).toBe(renamed.concurrencyStamp);
  });

  it('records neither refused reads nor anonymous writes', async () => {
    const before = await auditRows(demoId);
    expect((await api('GET', '/api/app/audit-log', clerk)).status).toBe(403);
    expect((await api('POST', warehouses, undefined, { name: 'Anonymous' })).status).toBe(401);
    expect((await api('POST', warehouses, 'not-a-token', { name: 'Anonymous' })).status).toBe(401);
    expect(await auditRows(demoId)).toHaveLength(before.length);
  });

  it('filters by HttpStatusCode, within the caller tenant only', async () => {
    const refused = auditPage.parse(
      (await api('GET', '/api/app/audit-log?HttpStatusCode=403&MaxResultCount=100', admin)).body,
    );
    expect(refused.totalCount).toBe(1);
    expect(refused.items[0]).toMatchObject({ action: 'Refused', httpStatus: 403, userName: 'clerk' });

    const stale = auditPage.parse(
      (await api('GET', '/api/app/audit-log?HttpStatusCode=409&MaxResultCount=100', admin)).body,
    );
    expect(stale.items.map((item) => [item.action, item.httpStatus, item.entityName])).toEqual([
      ['Refused', 409, 'warehouse.update'],
    ]);

    const all = auditPage.parse((await api('GET', '/api/app/audit-log?MaxResultCount=100', admin)).body);
    const succeeded = auditPage.parse(
      (await api('GET', '/api/app/audit-log?HttpStatusCode=200&MaxResultCount=100', admin)).body,
    );
    expect(succeeded.totalCount).toBe(all.totalCount - 2);
    expect(succeeded.items.every((item) => item.httpStatus === null)).toBe(true);

    const acme = auditPage.parse(
      (await api('GET', '/api/app/audit-log?HttpStatusCode=403&MaxResultCount=100', acmeAdmin)).body,
    );
    expect(acme.totalCount).toBe(0);

    expect((await api('GET', '/api/app/audit-log?HttpStatusCode=abc', admin)).status).toBe(400);
  });
});

function page(response: { body: unknown }) {
  return pagedResult(warehouse).parse(response.body);
}
