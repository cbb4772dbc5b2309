import { customization, pagedResult } from '@inventory/contracts';
import { describe, expect, it } from 'vitest';
import type { ErrorBody } from '../helpers/http.ts';
import { setUpMasterDataSuite } from './fixtures.ts';

const s = setUpMasterDataSuite();
const base = '/api/app/customization';
const page = pagedResult(customization);

describe('customization records', () => {
  it('stores a JSON value per code, updates and deletes it, auditing every write', async () => {
    const value = { columns: ['code', 'name'], pageSize: 20, dense: true, label: '库存' };
    const created = await s.api('POST', base, s.admin, { code: 'sku-table', name: 'SKU table', value });
    expect(created.status).toBe(200);
    const record = customization.parse(created.body);
    expect(record).toMatchObject({ code: 'sku-table', name: 'SKU table', value, content: null });

    const listed = page.parse((await s.api('GET', `${base}?Code=SKU-TAB`, s.clerk)).body);
    expect(listed).toEqual({ items: [record], totalCount: 1 });

    const updated = await s.api('PUT', `${base}/${record.id}`, s.admin, {
      code: 'sku-table',
      value: [1, 'two', null],
      concurrencyStamp: record.concurrencyStamp,
    });
    expect(updated.status).toBe(200);
    expect(customization.parse(updated.body)).toMatchObject({ value: [1, 'two', null], name: null });
    const stale = await s.api('PUT', `${base}/${record.id}`, s.admin, {
      code: 'sku-table',
      concurrencyStamp: record.concurrencyStamp,
    });
    expect(stale.status).toBe(409);

    expect((await s.api('DELETE', `${base}/${record.id}`, s.admin)).status).toBe(204);
    expect((await s.api('DELETE', `${base}/${record.id}`, s.admin)).status).toBe(404);
    expect(page.parse((await s.api('GET', `${base}?Code=sku-table`, s.admin)).body).totalCount).toBe(0);
    const entries = await s.auditOf(record.id);
    expect(entries.map((e) => [e.action, e.entity_name])).toEqual([
      ['Created', 'Customization'],
      ['Updated', 'Customization'],
      ['Deleted', 'Customization'],
    ]);
    expect(entries[1]?.changed_fields).toMatchObject({ value: { to: '[1,"two",null]' }, name: { to: null } });
  });

  it('keeps codes unique per tenant', async () => {
    expect((await s.api('POST', base, s.admin, { code: 'theme', value: 'dark' })).status).toBe(200);
    const duplicate = await s.api<ErrorBody>('POST', base, s.admin, { code: 'THEME' });
    expect(duplicate.status).toBe(403);
    expect(duplicate.body.error).toMatchObject({
      code: 'Inventory:DuplicateCustomizationCode',
      data: { code: 'THEME' },
    });
    const other = customization.parse((await s.api('POST', base, s.admin, { code: 'layout' })).body);
    const renamed = await s.api<ErrorBody>('PUT', `${base}/${other.id}`, s.admin, { code: 'theme' });
    expect(renamed.status).toBe(403);
    expect((await s.api('POST', base, s.otherAdmin, { code: 'theme' })).status).toBe(200);
  });

  it('pages and sorts, and answers 400 for bad input', async () => {
    for (const code of ['pg-a', 'pg-b', 'pg-c'])
      expect((await s.api('POST', base, s.admin, { code })).status).toBe(200);
    const second = page.parse(
      (await s.api('GET', `${base}?Code=pg-&Sorting=code desc&SkipCount=1&MaxResultCount=1`, s.admin)).body,
    );
    expect(second).toMatchObject({ totalCount: 3, items: [{ code: 'pg-b' }] });
    const bad = await s.api<ErrorBody>('POST', base, s.admin, { code: '', value: 'x'.repeat(16_001) });
    expect(bad.status).toBe(400);
    expect(bad.body.error.validationErrors?.flatMap((v) => v.members).sort()).toEqual(['code', 'value']);
    expect((await s.api('GET', `${base}?MaxResultCount=0`, s.admin)).status).toBe(400);
  });

  it('isolates tenants and checks sign-in and permissions', async () => {
    const mine = customization.parse((await s.api('POST', base, s.admin, { code: 'private' })).body);
    expect((await s.api('PUT', `${base}/${mine.id}`, s.otherAdmin, { code: 'x' })).status).toBe(404);
    expect((await s.api('DELETE', `${base}/${mine.id}`, s.otherAdmin)).status).toBe(404);
    expect(page.parse((await s.api('GET', `${base}?Code=private`, s.otherAdmin)).body).totalCount).toBe(0);
    expect((await s.api('GET', base, undefined)).status).toBe(401);
    expect((await s.api('GET', base, s.clerk)).status).toBe(200);
    expect((await s.api('POST', base, s.clerk, { code: 'clerk' })).status).toBe(403);
    expect((await s.api('DELETE', `${base}/${mine.id}`, s.clerk)).status).toBe(403);
  });
});
