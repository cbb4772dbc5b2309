import { pagedResult, supplier } from '@inventory/contracts';
import { describe, expect, it } from 'vitest';
import type { ErrorBody } from '../helpers/http.ts';
import { setFeature } from '../helpers/tenants.ts';
import { setUpMasterDataSuite } from './fixtures.ts';

const s = setUpMasterDataSuite();
const base = '/api/app/supplier';
const page = pagedResult(supplier);

describe('supplier CRUD', () => {
  it('creates, reads, updates and soft-deletes, auditing every write', async () => {
    const created = await s.api('POST', base, s.admin, {
      name: ' 苏州面粉厂 ',
      contact: '李明',
      telePhone: '',
      address: null,
    });
    expect(created.status).toBe(200);
    const mill = supplier.parse(created.body);
    expect(mill).toMatchObject({ name: '苏州面粉厂', contact: '李明', telePhone: null, address: null });

    const read = await s.api('GET', `${base}/${mill.id}`, s.clerk);
    expect(supplier.parse(read.body)).toEqual(mill);

    const updated = await s.api('PUT', `${base}/${mill.id}`, s.admin, {
      name: '苏州面粉厂',
      contact: '王芳',
      remarks: 'pays in 30 days',
      concurrencyStamp: mill.concurrencyStamp,
    });
    expect(updated.status).toBe(200);
    expect(supplier.parse(updated.body)).toMatchObject({ contact: '王芳', remarks: 'pays in 30 days' });

    const stale = await s.api<ErrorBody>('PUT', `${base}/${mill.id}`, s.admin, {
      name: 'Mill',
      concurrencyStamp: mill.concurrencyStamp,
    });
    expect(stale.status).toBe(409);

    expect((await s.api('DELETE', `${base}/${mill.id}`, s.admin)).status).toBe(204);
    expect((await s.api('GET', `${base}/${mill.id}`, s.admin)).status).toBe(404);
    expect((await s.api('DELETE', `${base}/${mill.id}`, s.admin)).status).toBe(404);
    const list = page.parse((await s.api('GET', `${base}?MaxResultCount=1000`, s.admin)).body);
    expect(list.items.map((x) => x.id)).not.toContain(mill.id);

    const entries = await s.auditOf(mill.id);
    expect(entries.map((e) => e.action)).toEqual(['Created', 'Updated', 'Deleted']);
    expect(entries.every((e) => e.entity_name === 'Supplier' && e.user_name === 'admin')).toBe(true);
    expect(entries[1]?.changed_fields).toEqual({
      contact: { from: '李明', to: '王芳' },
      remarks: { from: null, to: 'pays in 30 days' },
    });
  });

  it('refuses a duplicate name (any case) with a localized business error, and frees deleted names', async () => {
    const first = supplier.parse((await s.api('POST', base, s.admin, { name: 'Sugar Co' })).body);
    const duplicate = await s.api<ErrorBody>(
      'POST',
      base,
      s.admin,
      { name: 'SUGAR CO' },
      { 'accept-language': 'zh-CN' },
    );
    expect(duplicate.status).toBe(403);
    expect(duplicate.body.error).toMatchObject({
      code: 'Inventory:DuplicateSupplierName',
      message: '名为“SUGAR CO”的供应商已存在。',
      data: { name: 'SUGAR CO' },
    });
    const other = supplier.parse((await s.api('POST', base, s.admin, { name: 'Salt Co' })).body);
    const renamed = await s.api<ErrorBody>('PUT', `${base}/${other.id}`, s.admin, { name: 'sugar co' });
    expect(renamed.status).toBe(403);
    expect((await s.api('DELETE', `${base}/${first.id}`, s.admin)).status).toBe(204);
    expect((await s.api('POST', base, s.admin, { name: 'Sugar Co' })).status).toBe(200);
    expect((await s.api('POST', base, s.otherAdmin, { name: 'Salt Co' })).status).toBe(200);
  });

  it('answers 400 with members for bad input, and changes nothing', async () => {
    const before = page.parse((await s.api('GET', base, s.admin)).body).totalCount;
    const response = await s.api<ErrorBody>('POST', base, s.admin, { name: '', telePhone: 'x'.repeat(33) });
    expect(response.status).toBe(400);
    expect(response.body.error.validationErrors?.map((v) => v.members)).toEqual([['name'], ['telePhone']]);
    expect(page.parse((await s.api('GET', base, s.admin)).body).totalCount).toBe(before);
  });
});

describe('supplier list', () => {
  it('filters by Name, pages and sorts', async () => {
    for (const name of ['Pack-A', 'Pack-B', 'Pack-C'])
      expect((await s.api('POST', base, s.admin, { name })).status).toBe(200);
    const filtered = page.parse((await s.api('GET', `${base}?Name=pack-&Sorting=name desc`, s.admin)).body);
    expect(filtered.items.map((x) => x.name)).toEqual(['Pack-C', 'Pack-B', 'Pack-A']);
    expect(filtered.totalCount).toBe(3);
    const second = page.parse(
      (await s.api('GET', `${base}?Name=pack-&Sorting=name asc&SkipCount=1&MaxResultCount=1`, s.admin)).body,
    );
    expect(second).toMatchObject({ totalCount: 3, items: [{ name: 'Pack-B' }] });
    expect((await s.api('GET', `${base}?MaxResultCount=1001`, s.admin)).status).toBe(400);
  });
});

describe('supplier access', () => {
  it('answers 401 without a token and 403 without the permission', async () => {
    expect((await s.api('GET', base, undefined)).status).toBe(401);
    expect((await s.api('GET', base, s.clerk)).status).toBe(200);
    const refused = await s.api<ErrorBody>('POST', base, s.clerk, { name: 'Clerk Co' });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('Abp:Forbidden');
  });

  it("answers 404 for another tenant's supplier and never lists it", async () => {
    const mine = supplier.parse((await s.api('POST', base, s.admin, { name: 'Private Co' })).body);
    expect((await s.api('GET', `${base}/${mine.id}`, s.otherAdmin)).status).toBe(404);
    expect((await s.api('PUT', `${base}/${mine.id}`, s.otherAdmin, { name: 'Mine now' })).status).toBe(404);
    expect((await s.api('DELETE', `${base}/${mine.id}`, s.otherAdmin)).status).toBe(404);
    const theirs = page.parse((await s.api('GET', `${base}?MaxResultCount=1000`, s.otherAdmin)).body);
    expect(theirs.items.map((x) => x.id)).not.toContain(mine.id);
  });

  it('refuses every call while the Inventory.Supplier feature is off', async () => {
    await setFeature(s.server.db, s.demoId, 'Inventory.Supplier', 'False');
    try {
      const refused = await s.api<ErrorBody>('GET', base, s.admin);
      expect(refused.status).toBe(403);
      expect(refused.body.error).toMatchObject({
        code: 'Abp:FeatureDisabled',
        data: { feature: 'Inventory.Supplier' },
      });
    } finally {
      await setFeature(s.server.db, s.demoId, 'Inventory.Supplier', 'True');
    }
  });
});
