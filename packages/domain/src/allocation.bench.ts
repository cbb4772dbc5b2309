import { bench, describe } from 'vitest';
import { allocate, type AllocationRequest, type StockBalance } from './allocation.ts';

// Fixed, seedless data so runs compare: 10,000 batches over 500 SKUs in 4 warehouses, 1,000 request lines.
const DAY = 86_400_000;
const base = Date.parse('2026-01-01T00:00:00Z');

const balances: StockBalance[] = Array.from({ length: 10_000 }, (_, i) => ({
  skuId: `sku-${i % 500}`,
  warehouseId: `w-${i % 4}`,
  batchNumber: `2026${String(i).padStart(6, '0')}`,
  quantity: ((i * 37) % 100) + 1,
  cost: '2.5000',
  producedTime: new Date(base + ((i * 13) % 200) * DAY).toISOString(),
  expirationTime: i % 10 === 0 ? null : new Date(base + ((i * 17) % 700) * DAY).toISOString(),
  stockInTime: new Date(base + ((i * 7) % 300) * DAY).toISOString(),
}));

const requests: AllocationRequest[] = Array.from({ length: 1_000 }, (_, i) => ({
  skuId: `sku-${(i * 7) % 500}`,
  count: (i % 25) + 1,
  ...(i % 10 === 0 ? { warehouseId: `w-${i % 4}` } : {}),
}));

const options = { today: '2026-11-22T09:00:00Z', timeZone: 'Asia/Shanghai' };

describe('FEFO allocation', () => {
  bench('10,000 batches × 1,000 request lines', () => {
    allocate(balances, requests, options);
  });
});
