import type { Warehouse } from '@inventory/contracts';

/** Story data: realistic rows in both languages, including the long texts a table must survive. */
export function warehouseRow(index: number, overrides: Partial<Warehouse> = {}): Warehouse {
  const suffix = String(index).padStart(2, '0');
  return {
    id: `0191b3c4-5d6e-7f80-9a1b-2c3d4e5f6a${suffix}`,
    name: `Warehouse ${suffix}`,
    address: `${index} Harbour Road`,
    telePhone: `+44 20 7946 00${suffix}`,
    remarks: null,
    creationTime: '2026-03-01T08:00:00.000Z',
    concurrencyStamp: `stamp-${suffix}`,
    ...overrides,
  };
}

export const sampleWarehouses: Warehouse[] = [
  warehouseRow(1, { name: 'Main Warehouse', address: '1 Harbour Road', remarks: 'Dry goods only' }),
  warehouseRow(2, {
    name: '上海仓库',
    address: '上海市浦东新区世纪大道 100 号',
    telePhone: '021-5888 0000',
    remarks: '冷链',
  }),
  warehouseRow(3, { name: 'North Depot', address: null, telePhone: null }),
];

export const longTextWarehouses: Warehouse[] = [
  warehouseRow(4, {
    name: 'Central Distribution and Returns Processing Facility – Building C',
    address:
      'Unit 14–18, Riverside Industrial Estate, Old Mill Lane, Little Hampton-on-the-Water, West Sussex BN17 5XX',
    remarks:
      'Open 06:00–22:00 on weekdays; deliveries over 2 pallets need a booked slot at least 24 hours ahead.',
  }),
  warehouseRow(5, {
    name: '华东区域中心仓（含退货处理与冷链分拣）',
    address: '浙江省杭州市余杭区仓前街道文一西路 1888 号 未来科技城 物流园 B 区 3 号库',
    remarks: '工作日 6:00–22:00 收货；两托以上需提前 24 小时预约。',
  }),
];

export const densePage: Warehouse[] = Array.from({ length: 50 }, (_, i) => warehouseRow(i + 1));
