import { category, pagedResult, sku, supplier } from '@inventory/contracts';
import { describe, expect, it } from 'vitest';
import { demoSkuCodes, demoSupplierNames } from '../../src/seed/master-data.ts';
import { setUpMasterDataSuite } from './fixtures.ts';

const s = setUpMasterDataSuite();

describe('demo master data', () => {
  it('seeds a category tree, single SKUs, one Group SKU of two components and two suppliers', async () => {
    const categories = pagedResult(category).parse(
      (await s.api('GET', '/api/app/category?MaxResultCount=1000', s.admin)).body,
    );
    const raw = categories.items.find((c) => c.name === 'Raw materials');
    expect(raw?.parentId).toBeNull();
    expect(categories.items.filter((c) => c.parentId === raw?.id).map((c) => c.name)).toEqual([
      '面粉 Flour',
      'Packaging',
    ]);

    const underRaw = pagedResult(sku).parse(
      (await s.api('GET', `/api/app/s-kU?AttributeId=${raw?.id}`, s.admin)).body,
    );
    expect(underRaw.items.map((x) => x.code).sort()).toEqual([
      demoSkuCodes.box,
      demoSkuCodes.flour,
      demoSkuCodes.sugar,
    ]);

    const groups = pagedResult(sku).parse((await s.api('GET', '/api/app/s-kU?Kind=Group', s.admin)).body);
    expect(groups.items).toHaveLength(1);
    expect(groups.items[0]).toMatchObject({ code: demoSkuCodes.giftBox, kind: 1 });
    expect(groups.items[0]?.groups.map((g) => [g.code, g.number])).toEqual([
      [demoSkuCodes.cookies, 2],
      [demoSkuCodes.box, 1],
    ]);

    const suppliers = pagedResult(supplier).parse((await s.api('GET', '/api/app/supplier', s.admin)).body);
    expect(suppliers.items.map((x) => x.name).sort()).toEqual(Object.values(demoSupplierNames).sort());

    expect(pagedResult(sku).parse((await s.api('GET', '/api/app/s-kU', s.otherAdmin)).body).totalCount).toBe(
      0,
    );
  });
});
