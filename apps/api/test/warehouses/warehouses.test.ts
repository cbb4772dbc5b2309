import { pagedResult, warehouse } from '@inventory/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type ErrorBody } from '../helpers/http.ts';
import { signIn } from '../helpers/sign-in.ts';
import { createTenantWithAdmin, demoPassword, setFeature, tenantId } from '../helpers/tenants.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

let server: TestApp;
let demoId: string;
let admin: string;
let clerk: string;
let otherAdmin: string;

const base = '/api/app/warehouse';
const page = pagedResult(warehouse);

beforeAll(async () => {
  server = await startTestApp();
  demoId = await tenantId(server.db, 'demo');
  await createTenantWithAdmin(server.db, 'acme');
  admin = (await signIn(server.baseUrl, { tenant: 'demo', username: 'admin', password: demoPassword }))
    .accessToken;
  clerk = (await signIn(server.baseUrl, { tenant: 'demo', username: 'clerk', password: demoPassword }))
    .accessToken;
  otherAdmin = (await signIn(server.baseUrl, { tenant: 'acme', username: 'admin', password: demoPassword }))
    .accessToken;
});
afterAll(async () => {
  await server?.close();
});

const api = <T = unknown>(
  method: string,
  path: string,
  token: string,
  body?: unknown,
  headers?: Record<string, string>,
) => call<T>(server.baseUrl, method, path, { token, body, headers });

async function auditOf(entityId: string) {
  return server.db.tenant(demoId, (trx) =>
    trx
      .selectFrom('audit_logs')
      .selectAll()
      .where('entity_id', '=', entityId)
      .orderBy('time')
      .orderBy('id')
      .execute(),
  );
}

describe('warehouse CRUD', () => {
  it('creates, reads, updates and soft-deletes, auditing every write', async () => {
    const created = await api('POST', base, admin, {
      name: '  East depot ',
      address: 'Dock 4',
      telePhone: '',
      remarks: null,
    });
    expect(created.status).toBe(200);
    const east = warehouse.parse(created.body);
    expect(east).toMatchObject({ name: 'East depot', address: 'Dock 4', telePhone: null, remarks: null });

    const read = await api('GET', `${base}/${east.id}`, clerk);
    expect(warehouse.parse(read.body)).toEqual(east);

    const updated = await api('PUT', `${base}/${east.id}`, admin, {
      name: 'East depot',
      address: 'Dock 5',
      remarks: 'night shift',
      concurrencyStamp: east.concurrencyStamp,
    });
    expect(updated.status).toBe(200);
    const east2 = warehouse.parse(updated.body);
    expect(east2).toMatchObject({ address: 'Dock 5', remarks: 'night shift' });
    expect(east2.concurrencyStamp).not.toBe(east.concurrencyStamp);

    const stale = await api<ErrorBody>('PUT', `${base}/${east.id}`, admin, {
      name: 'East',
      concurrencyStamp: east.concurrencyStamp,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('Abp:ConcurrencyConflict');

    const deleted = await api('DELETE', `${base}/${east.id}`, admin);
    expect(deleted.status).toBe(204);
    expect((await api('GET', `${base}/${east.id}`, admin)).status).toBe(404);
    const list = page.parse((await api('GET', `${base}?MaxResultCount=1000`, admin)).body);
    expect(list.items.map((w) => w.id)).not.toContain(east.id);
    const row = await server.db.tenant(demoId, (trx) =>
      trx
        .selectFrom('warehouses')
        .select(['is_deleted', 'deleter_id'])
        .where('id', '=', east.id)
        .executeTakeFirst(),
    );
    expect(row?.is_deleted).toBe(true);
    expect(row?.deleter_id).toBeTruthy();

    const entries = await auditOf(east.id);
    expect(entries.map((e) => e.action)).toEqual(['Created', 'Updated', 'Deleted']);
    expect(
      entries.every(
        (e) => e.tenant_id === demoId && e.user_name === 'admin' && e.entity_name === 'Warehouse',
      ),
    ).toBe(true);
    expect(entries[1]?.changed_fields).toEqual({
      address: { from: 'Dock 4', to: 'Dock 5' },
      remarks: { from: null, to: 'night shift' },
    });
  });

  it("refuses deleting a warehouse that still holds stock (403), in the caller's language, and keeps it", async () => {
    const store = warehouse.parse((await api('POST', base, admin, { name: 'Cold store' })).body);
    const skus = (await api<{ items: { id: string }[] }>('GET', '/api/app/s-kU?MaxResultCount=1', admin))
      .body;
    const skuId = skus.items[0]?.id;
    expect(skuId).toBeTruthy();
    const stockIn = await api('POST', '/api/app/warehouse-invoice/save', admin, {
      warehouseId: store.id,
      stockType: 'In',
      isSubmit: true,
      items: [{ skuId, count: 3 }],
    });
    expect(stockIn.status).toBe(200);
    const refused = await api<ErrorBody>('DELETE', `${base}/${store.id}`, admin, undefined, {
      'accept-language': 'zh-CN',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('Inventory:WarehouseHasStock');
    expect(refused.body.error.message).toContain('Cold store');
    expect((await api('GET', `${base}/${store.id}`, admin)).status).toBe(200);
  });

  it('frees a deleted name for reuse', async () => {
    const first = warehouse.parse((await api('POST', base, admin, { name: 'Pop-up' })).body);
    expect((await api('DELETE', `${base}/${first.id}`, admin)).status).toBe(204);
    expect((await api('POST', base, admin, { name: 'pop-up' })).status).toBe(200);
  });
});

describe('validation', () => {
  it('requires a name and bounds the lengths', async () => {
    const response = await api<ErrorBody>('POST', base, admin, { name: ' ', address: 'a'.repeat(257) });
    expect(response.status).toBe(400);
    expect(response.body.error.validationErrors).toEqual([
      { message: 'The field is required.', members: ['name'] },
      { message: 'The field must be at most 256 characters long.', members: ['address'] },
    ]);
  });

  it('refuses a duplicate name within the tenant (any case) as a business error', async () => {
    const response = await api<ErrorBody>(
      'POST',
      base,
      admin,
      { name: 'MAIN WAREHOUSE' },
      { 'accept-language': 'en' },
    );
    expect(response.status).toBe(403);
    expect(response.body.error).toMatchObject({
      code: 'Inventory:DuplicateWarehouseName',
      message: "A warehouse named 'MAIN WAREHOUSE' already exists.",
      data: { name: 'MAIN WAREHOUSE' },
    });
  });

  it('allows the same name in another tenant', async () => {
    expect((await api('POST', base, otherAdmin, { name: 'Main warehouse' })).status).toBe(200);
  });
});

describe('paging', () => {
  it('pages with SkipCount/MaxResultCount and sorts', async () => {
    for (const name of ['Zone-a', 'Zone-b', 'Zone-c'])
      expect((await api('POST', base, admin, { name })).status).toBe(200);
    const all = page.parse((await api('GET', `${base}?MaxResultCount=1000&Sorting=name asc`, admin)).body);
    const second = page.parse(
      (await api('GET', `${base}?SkipCount=1&MaxResultCount=2&Sorting=name asc`, admin)).body,
    );
    expect(second.totalCount).toBe(all.totalCount);
    expect(second.items.map((w) => w.name)).toEqual(all.items.slice(1, 3).map((w) => w.name));
    const filtered = page.parse((await api('GET', `${base}?Filter=ZONE-`, admin)).body);
    expect(filtered.items.map((w) => w.name).sort()).toEqual(['Zone-a', 'Zone-b', 'Zone-c']);
  });

  it('defaults to 10 and refuses MaxResultCount above 1000 with a 400', async () => {
    const response = await api<ErrorBody>('GET', `${base}?MaxResultCount=1001`, admin);
    expect(response.status).toBe(400);
    expect(response.body.error.validationErrors?.[0]?.members).toEqual(['maxResultCount']);
    expect((await api('GET', `${base}?MaxResultCount=1000`, admin)).status).toBe(200);
  });
});

describe('tenant isolation', () => {
  it("answers 404 for another tenant's warehouse and never lists it", async () => {
    const mine = page.parse((await api('GET', base, admin)).body).items[0];
    expect(mine).toBeDefined();
    const id = mine?.id ?? '';
    expect((await api('GET', `${base}/${id}`, otherAdmin)).status).toBe(404);
    expect((await api('PUT', `${base}/${id}`, otherAdmin, { name: 'Taken over' })).status).toBe(404);
    expect((await api('DELETE', `${base}/${id}`, otherAdmin)).status).toBe(404);
    const theirs = page.parse((await api('GET', `${base}?MaxResultCount=1000`, otherAdmin)).body);
    expect(theirs.items.map((w) => w.id)).not.toContain(id);
    expect((await api('GET', `${base}/${id}`, admin)).status).toBe(200);
  });
});

describe('permissions and features', () => {
  it('lets the clerk read but not create, update or delete', async () => {
    const id = page.parse((await api('GET', base, clerk)).body).items[0]?.id ?? '';
    expect((await api('POST', base, clerk, { name: 'Clerk made' })).status).toBe(403);
    expect((await api('PUT', `${base}/${id}`, clerk, { name: 'Clerk renamed' })).status).toBe(403);
    const refused = await api<ErrorBody>('DELETE', `${base}/${id}`, clerk);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('Abp:Forbidden');
  });

  it('refuses every warehouse call while the feature is off, and hides it from the configuration', async () => {
    await setFeature(server.db, demoId, 'Inventory.Warehouse', 'False');
    try {
      const refused = await api<ErrorBody>('GET', base, admin);
      expect(refused.status).toBe(403);
      expect(refused.body.error).toMatchObject({
        code: 'Abp:FeatureDisabled',
        data: { feature: 'Inventory.Warehouse' },
      });
      expect((await api('POST', base, admin, { name: 'Off' })).status).toBe(403);
      const config = await api<{
        features: { values: Record<string, string> };
        auth: { grantedPolicies: Record<string, boolean> };
      }>('GET', '/api/abp/application-configuration', admin);
      expect(config.body.features.values['Inventory.Warehouse']).toBe('False');
      expect(config.body.auth.grantedPolicies['Inventory.Warehouses']).toBeUndefined();
    } finally {
      await setFeature(server.db, demoId, 'Inventory.Warehouse', 'True');
    }
    expect((await api('GET', base, admin)).status).toBe(200);
  });

  it('refuses the host, which has no inventory features', async () => {
    const host = (await signIn(server.baseUrl, { username: 'admin', password: demoPassword })).accessToken;
    expect((await api('GET', base, host)).status).toBe(403);
  });
});
