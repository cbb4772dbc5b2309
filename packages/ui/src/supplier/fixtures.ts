import type { Supplier } from '@inventory/contracts';

/** Story data: suppliers in both languages, with the long texts a table and a form must survive. */
export function supplierRow(index: number, overrides: Partial<Supplier> = {}): Supplier {
  const suffix = String(index).padStart(2, '0');
  return {
    id: `0191b3c4-5d6e-7f80-9a1b-2c3d4e5f7b${suffix}`,
    name: `Supplier ${suffix}`,
    contact: `Contact ${suffix}`,
    telePhone: `+44 20 7946 01${suffix}`,
    address: null,
    remarks: null,
    creationTime: '2026-03-01T08:00:00.000Z',
    concurrencyStamp: `stamp-${suffix}`,
    ...overrides,
  };
}

export const sampleSuppliers: Supplier[] = [
  supplierRow(1, { name: 'Snack Wholesale Ltd', contact: 'Sam Lee', remarks: 'Pays in 30 days' }),
  supplierRow(2, {
    name: '杭州茶叶有限公司',
    contact: '王芳',
    telePhone: '0571-8888-0000',
    address: '浙江省杭州市西湖区龙井路 1 号',
    remarks: '每月初对账',
  }),
  supplierRow(3, { name: 'Harbour Packaging', contact: null, telePhone: null }),
];

export const longTextSupplier: Supplier = supplierRow(4, {
  name: '华东区域食品原料供应链管理有限公司（含冷链配送与退货处理）',
  contact: '欧阳明月',
  address: '浙江省杭州市余杭区仓前街道文一西路 1888 号 未来科技城 物流园 B 区 3 号库',
  remarks: '工作日 6:00–22:00 收货；两托以上需提前 24 小时预约；发票随货同行。',
});

export const densePage: Supplier[] = Array.from({ length: 10 }, (_, i) => supplierRow(i + 1));
