import { category, pagedResult } from '@inventory/contracts';
import { describe, expect, it } from 'vitest';
import type { ErrorBody } from '../helpers/http.ts';
import { setFeature } from '../helpers/tenants.ts';
import { setUpMasterDataSuite } from './fixtures.ts';

const s = setUpMasterDataSuite();
const base = '/api/app/category';
const page = pagedResult(category);

async function create(body: Record<string, unknown>, token = s.admin) {
  const response = await s.api('POST', base, token, body);
  expect(response.status).toBe(200);
  return category.parse(response.body);
}

describe('category tree', () => {
  it('generates hierarchical codes and never reuses them', async () => {
    const root = await create({ name: 'Tea', sort: 2, color: '#00aa00' });
    expect(root.code).toMatch(/^\d{5}$/);
    const green = await create({ name: '绿茶', parentId: root.id });
    const black = await create({ name: 'Black tea', parentId: root.id, coverImage: 'https://x.test/b.png' });
    expect(green.code).toBe(`${root.code}.00001`);
    expect(black).toMatchObject({
      code: `${root.code}.00002`,
      parentId: root.id,
      coverImage: 'https://x.test/b.png',
    });
    expect((await s.api('DELETE', `${base}/${black.id}`, s.admin)).status).toBe(204);
    const oolong = await create({ name: 'Oolong', parentId: root.id });
    expect(oolong.code).toBe(`${root.code}.00003`);

    const read = category.parse((await s.api('GET', `${base}/${green.id}`, s.clerk)).body);
    expect(read).toEqual(green);
    const children = page.parse((await s.api('GET', `${base}?ParentId=${root.id}`, s.admin)).body);
    expect(children.items.map((c) => c.name)).toEqual(['绿茶', 'Oolong']);
    const filtered = page.parse((await s.api('GET', `${base}?Filter=oolo`, s.admin)).body);
    expect(filtered.items.map((c) => c.id)).toEqual([oolong.id]);
  });

  it('moves a subtree with its codes, and refuses a cycle', async () => {
    const a = await create({ name: 'Move-A' });
    const b = await create({ name: 'Move-B', parentId: a.id });
    const c = await create({ name: 'Move-C', parentId: b.id });
    const target = await create({ name: 'Move-Target' });

    const cycle = await s.api<ErrorBody>('PUT', `${base}/${a.id}`, s.admin, {
      name: 'Move-A',
      parentId: c.id,
    });
    expect(cycle.status).toBe(403);
    expect(cycle.body.error).toMatchObject({ code: 'Inventory:CategoryCycle', data: { name: 'Move-A' } });
    const self = await s.api<ErrorBody>('PUT', `${base}/${a.id}`, s.admin, {
      name: 'Move-A',
      parentId: a.id,
    });
    expect(self.body.error.code).toBe('Inventory:CategoryCycle');

    const moved = await s.api('PUT', `${base}/${b.id}`, s.admin, {
      name: 'Move-B',
      parentId: target.id,
      sort: 5,
    });
    expect(moved.status).toBe(200);
    const b2 = category.parse(moved.body);
    expect(b2).toMatchObject({ parentId: target.id, code: `${target.code}.00001`, sort: 5 });
    const c2 = category.parse((await s.api('GET', `${base}/${c.id}`, s.admin)).body);
    expect(c2.code).toBe(`${b2.code}.00001`);

    const entries = await s.auditOf(b.id);
    expect(entries.map((e) => e.action)).toEqual(['Created', 'Updated']);
    expect(entries[1]?.changed_fields).toMatchObject({
      parentId: { from: a.id, to: target.id },
      code: { from: b.code, to: b2.code },
      sort: { from: 0, to: 5 },
    });
  });

  it('refuses a duplicate name among siblings only', async () => {
    const parent = await create({ name: 'Dup-parent' });
    await create({ name: 'Same', parentId: parent.id });
    const duplicate = await s.api<ErrorBody>('POST', base, s.admin, { name: 'SAME', parentId: parent.id });
    expect(duplicate.status).toBe(403);
    expect(duplicate.body.error).toMatchObject({
      code: 'Inventory:DuplicateCategoryName',
      data: { name: 'SAME' },
    });
    expect((await s.api('POST', base, s.admin, { name: 'Same' })).status).toBe(200);
  });

  it('refuses deleting a category with children or SKUs', async () => {
    const parent = await create({ name: 'Del-parent' });
    const child = await create({ name: 'Del-child', parentId: parent.id });
    const withChildren = await s.api<ErrorBody>('DELETE', `${base}/${parent.id}`, s.admin, undefined, {
      'accept-language': 'en',
    });
    expect(withChildren.status).toBe(403);
    expect(withChildren.body.error).toMatchObject({
      code: 'Inventory:CategoryHasChildren',
      data: { name: 'Del-parent', children: 1, skus: 0 },
    });
    const sku = await s.api<{ id: string }>('POST', '/api/app/s-kU', s.admin, {
      name: 'Del item',
      attributeId: child.id,
    });
    expect(sku.status).toBe(200);
    const withSkus = await s.api<ErrorBody>('DELETE', `${base}/${child.id}`, s.admin);
    expect(withSkus.body.error).toMatchObject({ code: 'Inventory:CategoryHasChildren', data: { skus: 1 } });
    expect((await s.api('DELETE', `/api/app/s-kU/${sku.body.id}`, s.admin)).status).toBe(204);
    expect((await s.api('DELETE', `${base}/${child.id}`, s.admin)).status).toBe(204);
    expect((await s.api('DELETE', `${base}/${parent.id}`, s.admin)).status).toBe(204);
    expect((await s.api('GET', `${base}/${parent.id}`, s.admin)).status).toBe(404);
    expect((await s.auditOf(parent.id)).map((e) => e.action)).toEqual(['Created', 'Deleted']);
  });
});

describe('category input and access', () => {
  it('answers 400 for bad input and 404 for an unknown parent', async () => {
    const bad = await s.api<ErrorBody>('POST', base, s.admin, { name: '', sort: -1, parentId: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.validationErrors?.flatMap((v) => v.members).sort()).toEqual([
      'name',
      'parentId',
      'sort',
    ]);
    const orphan = await s.api<ErrorBody>('POST', base, s.admin, {
      name: 'Orphan',
      parentId: '0193a000-0000-7000-8000-000000000001',
    });
    expect(orphan.status).toBe(404);
    expect(orphan.body.error.code).toBe('Abp:EntityNotFound');
  });

  it('pages, isolates tenants and checks permission and feature', async () => {
    const all = page.parse((await s.api('GET', `${base}?MaxResultCount=1000`, s.admin)).body);
    const second = page.parse(
      (await s.api('GET', `${base}?SkipCount=1&MaxResultCount=2&Sorting=name asc`, s.admin)).body,
    );
    expect(second.totalCount).toBe(all.totalCount);
    expect(second.items).toHaveLength(2);
    const mine = all.items[0];
    expect(mine).toBeDefined();
    const id = mine?.id ?? '';
    expect((await s.api('GET', `${base}/${id}`, s.otherAdmin)).status).toBe(404);
    expect((await s.api('PUT', `${base}/${id}`, s.otherAdmin, { name: 'x' })).status).toBe(404);
    expect((await s.api('DELETE', `${base}/${id}`, s.otherAdmin)).status).toBe(404);
    expect((await s.api('POST', base, s.otherAdmin, { name: 'x', parentId: id })).status).toBe(404);
    expect(page.parse((await s.api('GET', base, s.otherAdmin)).body).totalCount).toBe(0);
    expect((await s.api('GET', base, undefined)).status).toBe(401);
    expect((await s.api('POST', base, s.clerk, { name: 'Clerk' })).status).toBe(403);
    await setFeature(s.server.db, s.demoId, 'Inventory.Sku', 'False');
    try {
      const off = await s.api<ErrorBody>('GET', base, s.admin);
      expect(off.status).toBe(403);
      expect(off.body.error.code).toBe('Abp:FeatureDisabled');
    } finally {
      await setFeature(s.server.db, s.demoId, 'Inventory.Sku', 'True');
    }
  });
});
