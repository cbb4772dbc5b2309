import { describe, expect, it } from 'vitest';
import {
  DocumentState,
  OutState,
  type ProductionOrder,
  StockType,
  WarehouseInvoiceType,
} from '@inventory/contracts';
import {
  producePartBodies,
  productionBody,
  readKitCheck,
  remainingOf,
  shortfallProposal,
} from './production-values.ts';

const tea = { skuId: 'tea', name: 'Green tea', unit: 'bottle' };
const cracker = { skuId: 'cracker', name: 'Rice cracker', unit: 'bag' };

describe('readKitCheck', () => {
  it('names the material with the fewest whole kits in stock and every shortfall for the wanted count', () => {
    // 80 kits of 2 tea + 3 crackers: 160 tea (150 held), 240 crackers (300 held).
    const reading = readKitCheck(
      {
        maxCount: 75,
        lines: [
          { ...tea, need: 160, available: 150 },
          { ...cracker, need: 240, available: 300 },
        ],
      },
      '80',
    );
    expect(reading.canMake).toBe(75);
    expect(reading.limiting?.skuId).toBe('tea');
    expect(reading.limiting?.perKit.normalize().toString()).toBe('2');
    expect(reading.shortages.map((s) => [s.skuId, s.short.normalize().toString()])).toEqual([['tea', '10']]);
    expect(shortfallProposal(reading.shortages)).toEqual([{ skuId: 'tea', count: '10' }]);
  });

  it('keeps decimals exact: 0.1 short of 0.3', () => {
    const reading = readKitCheck({ maxCount: 0, lines: [{ ...tea, need: 0.3, available: 0.2 }] }, '1');
    expect(shortfallProposal(reading.shortages)).toEqual([{ skuId: 'tea', count: '0.1' }]);
  });
});

describe('productionBody', () => {
  const values = {
    skuId: 'kit',
    count: '60',
    warehouseId: 'main',
    expirationDay: '90',
    remarks: ' ',
    materials: [
      {
        skuId: 'tea',
        need: '120',
        picks: [
          { batchNumber: 'A', count: '90' },
          { batchNumber: 'B', count: '30' },
        ],
      },
      { skuId: 'cracker', need: '180', picks: [] },
    ],
  };
  it('sends one item per chosen batch, the rest left to first-expiry-first, and the warehouse for Make now', () => {
    const body = productionBody(values, undefined, 'now');
    expect(body).toMatchObject({
      skuId: 'kit',
      count: 60,
      warehouseId: 'main',
      isSubmit: true,
      expirationDay: 90,
    });
    expect(body.remarks).toBeNull();
    expect(body.items).toEqual([
      { skuId: 'tea', count: 90, batchNumber: 'A', warehouseId: 'main' },
      { skuId: 'tea', count: 30, batchNumber: 'B', warehouseId: 'main' },
      { skuId: 'cracker', count: 180, warehouseId: 'main' },
    ]);
  });
  it('submits without a warehouse to produce in parts, and a draft is not submitted', () => {
    expect(productionBody(values, undefined, 'parts')).toMatchObject({ warehouseId: null, isSubmit: true });
    expect(productionBody(values, undefined, 'draft')).toMatchObject({
      warehouseId: 'main',
      isSubmit: false,
    });
  });
});

describe('producePartBodies', () => {
  const order = {
    id: 'order',
    skuId: 'kit',
    count: 10,
    inCount: 4,
    expirationDay: 90,
    state: DocumentState.Processing,
    outState: OutState.PartOut,
    items: [
      { itemId: 'l1', skuId: 'tea', count: 20, outStockCount: 8, batchNumber: 'A', rate: 0 },
      { itemId: 'l2', skuId: 'cracker', count: 30, outStockCount: 12, batchNumber: null, rate: 0 },
    ],
  } as unknown as ProductionOrder;

  it('takes each material line’s share out and brings the part in, both Produce, in the warehouse', () => {
    const [out, into] = producePartBodies(order, '2', 'main');
    expect(out).toMatchObject({
      stockType: StockType.Out,
      type: WarehouseInvoiceType.Produce,
      isSubmit: true,
    });
    expect(out?.items).toEqual([
      { itemId: 'l1', skuId: 'tea', count: 4, batchNumber: 'A' },
      { itemId: 'l2', skuId: 'cracker', count: 6, batchNumber: null },
    ]);
    expect(into).toMatchObject({
      stockType: StockType.In,
      type: WarehouseInvoiceType.Produce,
      warehouseId: 'main',
    });
    expect(into?.items).toEqual([{ itemId: 'order', skuId: 'kit', count: 2, expirationDay: 90 }]);
  });

  it('the last part takes what is left of each line', () => {
    expect(remainingOf(order).toString()).toBe('6');
    const [out] = producePartBodies(order, '6', 'main');
    expect(out?.items.map((item) => item.count)).toEqual([12, 18]);
  });
});
