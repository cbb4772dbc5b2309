import { SkuKind, SkuState } from '@inventory/contracts';
import type { Kysely } from 'kysely';
import { newId, newStamp } from '../db/ids.ts';
import type { Schema } from '../db/schema.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { childCode } from '../modules/categories/category-code.ts';
import { insertCategory } from '../modules/categories/category.repository.ts';
import { replaceComponents } from '../modules/skus/sku-component.repository.ts';
import { insertSku } from '../modules/skus/sku.repository.ts';
import { insertSupplier } from '../modules/suppliers/supplier.repository.ts';

/** Codes of the demo SKUs, for the seeds of other areas (documents) to find them by. */
export const demoSkuCodes = {
  flour: 'RAW-FLOUR',
  sugar: 'RAW-SUGAR',
  box: 'PKG-BOX',
  cookies: 'FG-COOKIES',
  giftBox: 'FG-GIFTBOX',
} as const;

/** Names of the demo suppliers. */
export const demoSupplierNames = { mill: '上海面粉厂', packaging: 'Sunrise Packaging Ltd' } as const;

interface SeedCategory {
  key: string;
  name: string;
  parent: string | null;
  color: string | null;
}

const categories: readonly SeedCategory[] = [
  { key: 'raw', name: 'Raw materials', parent: null, color: 'orange' },
  { key: 'flour', name: '面粉 Flour', parent: 'raw', color: null },
  { key: 'packaging', name: 'Packaging', parent: 'raw', color: null },
  { key: 'finished', name: '成品 Finished goods', parent: null, color: 'green' },
];

interface SeedSku {
  code: string;
  name: string;
  unit: string;
  cost: string;
  category: string;
  remarks: string | null;
  components: readonly { code: string; number: string }[];
  /** Below this count the dashboard lists the SKU as low; the demo's boxes are (about 235 held). */
  reorderLevel?: string;
}

const skus: readonly SeedSku[] = [
  {
    code: demoSkuCodes.flour,
    name: '高筋面粉 Bread flour',
    unit: 'kg',
    cost: '4.2000',
    category: 'flour',
    remarks: null,
    components: [],
  },
  {
    code: demoSkuCodes.sugar,
    name: '白砂糖 White sugar',
    unit: 'kg',
    cost: '6.5000',
    category: 'raw',
    remarks: null,
    components: [],
  },
  {
    code: demoSkuCodes.box,
    name: 'Gift box (empty)',
    unit: 'pcs',
    cost: '1.8000',
    category: 'packaging',
    remarks: '礼盒空盒',
    components: [],
    reorderLevel: '300',
  },
  {
    code: demoSkuCodes.cookies,
    name: '黄油曲奇 Butter cookies',
    unit: 'bag',
    cost: '12.5000',
    category: 'finished',
    remarks: null,
    components: [],
  },
  {
    code: demoSkuCodes.giftBox,
    name: '新年礼盒 New Year gift box',
    unit: 'box',
    cost: '27.0000',
    category: 'finished',
    remarks: 'Two bags of cookies in a gift box',
    components: [
      { code: demoSkuCodes.cookies, number: '2.000' },
      { code: demoSkuCodes.box, number: '1.000' },
    ],
  },
];

async function seedCategories(trx: Kysely<Schema>, tenantId: string): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  const codes = new Map<string, string>();
  const siblings = new Map<string | null, number>();
  for (const category of categories) {
    const n = (siblings.get(category.parent) ?? 0) + 1;
    siblings.set(category.parent, n);
    const code = childCode(category.parent ? (codes.get(category.parent) ?? null) : null, n);
    const row = await insertCategory(trx, {
      tenantId,
      id: newId(),
      code,
      name: category.name,
      parentId: category.parent ? (ids.get(category.parent) ?? null) : null,
      coverImage: null,
      sort: n,
      color: category.color,
      stamp: newStamp(),
      creatorId: null,
      time: new Date(),
    });
    ids.set(category.key, row.id);
    codes.set(category.key, code);
  }
  return ids;
}

/** The demo tenant's master data (business-rules §9): a category tree, SKUs with one Group, two suppliers. */
export async function seedMasterData(db: TenantDb): Promise<void> {
  await db.run(async (trx) => {
    const tenantId = db.tenantId;
    const categoryIds = await seedCategories(trx, tenantId);
    const skuIds = new Map<string, string>();
    for (const sku of skus) {
      const id = newId();
      skuIds.set(sku.code, id);
      await insertSku(trx, {
        tenantId,
        id,
        code: sku.code,
        name: sku.name,
        unit: sku.unit,
        cost: sku.cost,
        reorderLevel: sku.reorderLevel ?? null,
        state: SkuState.On,
        kind: sku.components.length > 0 ? SkuKind.Group : SkuKind.Single,
        remarks: sku.remarks,
        attributeId: categoryIds.get(sku.category) ?? null,
        images: [],
        stamp: newStamp(),
        creatorId: null,
        time: new Date(),
      });
      await replaceComponents(
        trx,
        tenantId,
        id,
        sku.components.map((c) => ({ componentId: skuIds.get(c.code) ?? '', number: c.number })),
      );
    }
    let supplierAt = Date.now();
    for (const [name, contact, telePhone] of [
      [demoSupplierNames.mill, '李明', '021-6666-0101'],
      [demoSupplierNames.packaging, 'Grace Chen', '+86 512 5555 0199'],
    ] as const) {
      // A millisecond apart, so "oldest first" names the mill first whatever the clock (see seed.ts).
      supplierAt += 1;
      await insertSupplier(trx, {
        tenantId,
        id: newId(supplierAt),
        name,
        contact,
        telePhone,
        address: null,
        remarks: null,
        stamp: newStamp(),
        creatorId: null,
        time: new Date(supplierAt),
      });
    }
  });
}
