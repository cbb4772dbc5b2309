import { category, pagedResult, sku, type Sku } from '@inventory/contracts';
import { describe, expect, it } from 'vitest';
import { newId } from '../../src/db/ids.ts';
import type { ErrorBody } from '../helpers/http.ts';
import { setFeature } from '../helpers/tenants.ts';
import { setUpMasterDataSuite } from './fixtures.ts';

const s = setUpMasterDataSuite();
const base = '/api/app/s-kU';
const page = pagedResult(sku);

async function createSku(body: Record<string, unknown>): Promise<Sku> {
  const response = await s.api<ErrorBody>('POST', base, s.admin, body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return sku.parse(response.body);
}

async function createCategory(name: string, parentId?: string) {
  const response = await s.api('POST', '/api/app/category', s.admin, { name, parentId });
  expect(response.status).toBe(200);
  return category.parse(response.body);
}

async function list(query: string, token = s.admin) {
  const response = await s.api('GET', `${base}?${query}`, token);
  expect(response.status).toBe(200);
  return page.parse(response.body);
}

/** Gives the SKU stock as the stock core would hold it (a batch and a balance row). */
async function putInStock(skuId: string, quantity: string) {
  await s.server.db.tenant(s.demoId, async (trx) => {
    const warehouse = await trx.selectFrom('warehouses').select('id').limit(1).executeTakeFirstOrThrow();
    const batchId = newId();
    const time = new Date();
    await trx
      .insertInto('batches')
      .values({
        tenant_id: s.demoId,
        id: batchId,
        sku_id: skuId,
        batch_number: `T-${batchId.slice(-6)}`,
        stock_in_time: time,
        produced_time: null,
        expiration_day: null,
        expiration_time: null,
        cost: '1',
        in_quantity: quantity,
        creator_id: null,
      })
      .execute();
    await trx
      .insertInto('stock_balances')
      .values({
        tenant_id: s.demoId,
        warehouse_id: warehouse.id,
        sku_id: skuId,
        batch_id: batchId,
        quantity,
        last_movement_time: time,
      })
      .execute();
  });
}

describe('SKU create, read, update, delete', () => {
  it('creates a Single SKU with a generated code and exact cost, and audits it', async () => {
    const flour = await createSku({
      name: ' 高筋面粉 ',
      unit: 'kg',
      cost: 3.1234,
      images: ['https://x.test/f.png'],
    });
    expect(flour).toMatchObject({
      name: '高筋面粉',
      unit: 'kg',
      cost: 3.1234,
      state: 0,
      kind: 0,
      groups: [],
      images: ['https://x.test/f.png'],
      attributeId: null,
    });
    expect(flour.code).toMatch(/^SKU-\d{6}$/);
    expect(flour.qrCode).toBe(flour.code);
    const second = await createSku({ name: 'Second' });
    expect(Number(second.code.slice(4))).toBe(Number(flour.code.slice(4)) + 1);
    expect(sku.parse((await s.api('GET', `${base}/${flour.id}`, s.clerk)).body)).toEqual(flour);
    const entries = await s.auditOf(flour.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'Created', entity_name: 'Sku', user_name: 'admin' });
    expect(entries[0]?.changed_fields).toMatchObject({
      name: { from: null, to: '高筋面粉' },
      cost: { to: '3.1234' },
    });
  });

  it('derives Group from components and shows each component', async () => {
    const tea = await createSku({ code: 'G-TEA', name: 'Green tea', unit: 'bottle' });
    const cracker = await createSku({ code: 'G-CRK', name: 'Rice cracker', unit: 'bag' });
    const box = await createSku({
      code: 'G-BOX',
      name: 'Gift box',
      unit: 'box',
      groups: [
        { id: tea.id, number: 2 },
        { id: cracker.id, number: 1.5 },
      ],
    });
    expect(box.kind).toBe(1);
    expect(box.groups).toEqual([
      {
        id: tea.id,
        name: 'Green tea',
        code: 'G-TEA',
        unit: 'bottle',
        attributeId: null,
        attribute: null,
        number: 2,
      },
      {
        id: cracker.id,
        name: 'Rice cracker',
        code: 'G-CRK',
        unit: 'bag',
        attributeId: null,
        attribute: null,
        number: 1.5,
      },
    ]);
    const single = await s.api('PUT', `${base}/${box.id}`, s.admin, { name: 'Gift box', groups: [] });
    expect(sku.parse(single.body)).toMatchObject({ kind: 0, groups: [], code: 'G-BOX' });
    const entries = await s.auditOf(box.id);
    expect(entries.map((e) => e.action)).toEqual(['Created', 'Updated']);
    expect(entries[1]?.changed_fields).toMatchObject({
      kind: { from: 1, to: 0 },
      unit: { from: 'box', to: null },
    });
  });

  it('refuses a component that is the SKU itself, repeated, unknown or closing a loop', async () => {
    const a = await createSku({ code: 'LOOP-A', name: 'Loop A' });
    const b = await createSku({ code: 'LOOP-B', name: 'Loop B', groups: [{ id: a.id, number: 1 }] });
    const c = await createSku({ code: 'LOOP-C', name: 'Loop C', groups: [{ id: b.id, number: 1 }] });

    const loop = await s.api<ErrorBody>(
      'PUT',
      `${base}/${a.id}`,
      s.admin,
      { name: 'Loop A', groups: [{ id: c.id, number: 1 }] },
      { 'accept-language': 'en' },
    );
    expect(loop.status).toBe(400);
    expect(loop.body.error.validationErrors).toEqual([
      {
        message: "The component 'Loop C' already contains this SKU, directly or through its components.",
        members: ['groups.0.id'],
      },
    ]);
    const self = await s.api<ErrorBody>('PUT', `${base}/${a.id}`, s.admin, {
      name: 'Loop A',
      groups: [{ id: a.id, number: 1 }],
    });
    expect(self.body.error.validationErrors?.[0]?.members).toEqual(['groups.0.id']);
    const repeated = await s.api<ErrorBody>('POST', base, s.admin, {
      name: 'Rep',
      groups: [
        { id: a.id, number: 1 },
        { id: a.id, number: 2 },
      ],
    });
    expect(repeated.status).toBe(400);
    expect(repeated.body.error.validationErrors?.[0]?.members).toEqual(['groups.1.id']);
    const foreign = sku.parse((await s.api('POST', base, s.otherAdmin, { name: 'Theirs' })).body);
    const unknown = await s.api<ErrorBody>('POST', base, s.admin, {
      name: 'Unknown part',
      groups: [{ id: foreign.id, number: 1 }],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.validationErrors?.[0]?.members).toEqual(['groups.0.id']);
    const zero = await s.api<ErrorBody>('POST', base, s.admin, {
      name: 'Zero',
      groups: [{ id: a.id, number: 0 }],
    });
    expect(zero.status).toBe(400);
    expect(zero.body.error.validationErrors?.[0]?.members).toEqual(['groups.0.number']);
    expect((await list('Name=Unknown part')).totalCount).toBe(0);
  });

  it('keeps codes unique per tenant and frees the code of a deleted SKU', async () => {
    await createSku({ code: 'UNIQ-1', name: 'Unique one' });
    const duplicate = await s.api<ErrorBody>('POST', base, s.admin, { code: 'uniq-1', name: 'Copy' });
    expect(duplicate.status).toBe(403);
    expect(duplicate.body.error).toMatchObject({
      code: 'Inventory:DuplicateSkuCode',
      data: { code: 'uniq-1' },
    });
    const other = await createSku({ code: 'UNIQ-2', name: 'Unique two' });
    const renamed = await s.api<ErrorBody>('PUT', `${base}/${other.id}`, s.admin, {
      code: 'UNIQ-1',
      name: 'x',
    });
    expect(renamed.body.error.code).toBe('Inventory:DuplicateSkuCode');
    expect((await s.api('POST', base, s.otherAdmin, { code: 'UNIQ-1', name: 'Elsewhere' })).status).toBe(200);
    expect((await s.api('DELETE', `${base}/${other.id}`, s.admin)).status).toBe(204);
    expect((await s.api('POST', base, s.admin, { code: 'UNIQ-2', name: 'Again' })).status).toBe(200);
  });

  it('refuses deleting an SKU that holds stock, and soft-deletes one without', async () => {
    const stocked = await createSku({ code: 'STOCKED', name: '白砂糖' });
    await putInStock(stocked.id, '12.500');
    const refused = await s.api<ErrorBody>('DELETE', `${base}/${stocked.id}`, s.admin, undefined, {
      'accept-language': 'zh-Hans',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({
      code: 'Inventory:SkuHasStock',
      message: '商品“白砂糖”仍有库存，不能删除。',
      data: { name: '白砂糖' },
    });
    const empty = await createSku({ code: 'EMPTY', name: 'Empty' });
    await putInStock(empty.id, '0');
    expect((await s.api('DELETE', `${base}/${empty.id}`, s.admin)).status).toBe(204);
    expect((await s.api('GET', `${base}/${empty.id}`, s.admin)).status).toBe(404);
    expect((await s.auditOf(empty.id)).map((e) => e.action)).toEqual(['Created', 'Deleted']);
  });

  it('answers 400 for bad input and changes nothing', async () => {
    const before = (await list('MaxResultCount=1')).totalCount;
    const bad = await s.api<ErrorBody>('POST', base, s.admin, {
      name: '',
      cost: 1.23456,
      state: 'Sideways',
      images: 'x',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.validationErrors?.flatMap((v) => v.members).sort()).toEqual([
      'cost',
      'images',
      'name',
      'state',
    ]);
    expect((await list('MaxResultCount=1')).totalCount).toBe(before);
    const noCategory = await s.api<ErrorBody>('POST', base, s.admin, {
      name: 'x',
      attributeId: '0193a000-0000-7000-8000-000000000001',
    });
    expect(noCategory.status).toBe(404);
  });
});

describe('SKU list', () => {
  it('filters by Code, Name, AttributeId with descendants, Kind and State, and pages', async () => {
    const root = await createCategory('Filter root');
    const child = await createCategory('Filter child', root.id);
    const grandChild = await createCategory('Filter grandchild', child.id);
    const elsewhere = await createCategory('Filter elsewhere');
    const inRoot = await createSku({ code: 'FLT-1', name: 'Filter one', attributeId: root.id });
    const inGrand = await createSku({
      code: 'FLT-2',
      name: 'Filter two',
      attributeId: grandChild.id,
      state: 'Off',
    });
    const kit = await createSku({
      code: 'FLT-3',
      name: 'Filter kit',
      attributeId: child.id,
      groups: [{ id: inRoot.id, number: 1 }],
    });
    await createSku({ code: 'FLT-4', name: 'Filter four', attributeId: elsewhere.id });

    const ids = (result: { items: Sku[] }) => result.items.map((x) => x.id).sort();
    expect(ids(await list(`AttributeId=${root.id}`))).toEqual([inRoot.id, inGrand.id, kit.id].sort());
    expect(ids(await list(`AttributeId=${child.id}`))).toEqual([inGrand.id, kit.id].sort());
    const byChild = await list(`AttributeId=${child.id}&Kind=Group`);
    expect(byChild.items.map((x) => x.id)).toEqual([kit.id]);
    expect(byChild.items[0]?.attribute).toBe('Filter child');
    expect(ids(await list(`Code=flt-&Kind=0`))).toEqual(
      [inRoot.id, inGrand.id, (await list('Code=FLT-4')).items[0]?.id ?? ''].sort(),
    );
    expect(ids(await list(`Code=FLT&State=Off`))).toEqual([inGrand.id]);
    expect(ids(await list(`Code=FLT&State=1`))).toEqual([inGrand.id]);
    expect(ids(await list(`Name=filter t`))).toEqual([inGrand.id]);
    const sorted = await list('Code=FLT-&Sorting=code desc&SkipCount=1&MaxResultCount=2');
    expect(sorted.totalCount).toBe(4);
    expect(sorted.items.map((x) => x.code)).toEqual(['FLT-3', 'FLT-2']);
    expect(sorted.items[0]?.groups.map((g) => g.id)).toEqual([inRoot.id]);
    expect((await list(`AttributeId=${elsewhere.id}&Name=one`)).totalCount).toBe(0);
    expect((await s.api('GET', `${base}?Kind=Triple`, s.admin)).status).toBe(400);
    expect((await s.api('GET', `${base}?MaxResultCount=1001`, s.admin)).status).toBe(400);
  });

  it('moves many SKUs to one category with set-attribute, all or nothing', async () => {
    const target = await createCategory('Set target');
    const one = await createSku({ name: 'Set one' });
    const two = await createSku({ name: 'Set two' });
    const missing = await s.api<ErrorBody>('POST', `${base}/set-attribute`, s.admin, {
      ids: [one.id, '0193a000-0000-7000-8000-000000000009'],
      attributeId: target.id,
    });
    expect(missing.status).toBe(404);
    expect((await list(`AttributeId=${target.id}`)).totalCount).toBe(0);
    const moved = await s.api('POST', `${base}/set-attribute`, s.admin, {
      ids: [one.id, two.id],
      attributeId: target.id,
    });
    expect(moved.status).toBe(204);
    const inTarget = await list(`AttributeId=${target.id}`);
    expect(inTarget.items.map((x) => x.attribute)).toEqual(['Set target', 'Set target']);
    expect((await s.auditOf(one.id)).map((e) => e.action)).toEqual(['Created', 'Updated']);
    expect(
      (await s.api('POST', `${base}/set-attribute`, s.admin, { ids: [one.id], attributeId: null })).status,
    ).toBe(204);
    expect(sku.parse((await s.api('GET', `${base}/${one.id}`, s.admin)).body).attributeId).toBeNull();
    expect(
      (await s.api('POST', `${base}/set-attribute`, s.admin, { ids: [], attributeId: null })).status,
    ).toBe(400);
    expect(
      (await s.api('POST', `${base}/set-attribute`, s.clerk, { ids: [one.id], attributeId: null })).status,
    ).toBe(403);
    expect(
      (await s.api('POST', `${base}/set-attribute`, s.otherAdmin, { ids: [one.id], attributeId: null }))
        .status,
    ).toBe(404);
  });
});

describe('SKU access', () => {
  it('isolates tenants, requires sign-in, permission and the Inventory.Sku feature', async () => {
    const mine = await createSku({ name: 'Private item' });
    expect((await s.api('GET', `${base}/${mine.id}`, s.otherAdmin)).status).toBe(404);
    expect((await s.api('PUT', `${base}/${mine.id}`, s.otherAdmin, { name: 'x' })).status).toBe(404);
    expect((await s.api('DELETE', `${base}/${mine.id}`, s.otherAdmin)).status).toBe(404);
    expect((await list('MaxResultCount=1000', s.otherAdmin)).items.map((x) => x.id)).not.toContain(mine.id);
    expect((await s.api('GET', base, undefined)).status).toBe(401);
    expect((await s.api('GET', base, s.clerk)).status).toBe(200);
    expect((await s.api('POST', base, s.clerk, { name: 'Clerk item' })).status).toBe(403);
    expect((await s.api('PUT', `${base}/${mine.id}`, s.clerk, { name: 'x' })).status).toBe(403);
    expect((await s.api('DELETE', `${base}/${mine.id}`, s.clerk)).status).toBe(403);
    await setFeature(s.server.db, s.demoId, 'Inventory.Sku', 'False');
    try {
      const off = await s.api<ErrorBody>('GET', `${base}/${mine.id}`, s.admin);
      expect(off.status).toBe(403);
      expect(off.body.error).toMatchObject({
        code: 'Abp:FeatureDisabled',
        data: { feature: 'Inventory.Sku' },
      });
    } finally {
      await setFeature(s.server.db, s.demoId, 'Inventory.Sku', 'True');
    }
  });
});
