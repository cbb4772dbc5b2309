import { describe, expect, it } from 'vitest';
import { DocumentState, StockType, WarehouseInvoiceType, type WarehouseInvoice } from '@inventory/contracts';
import { stockMovements } from './stock-movements.ts';

const invoice = (over: Partial<WarehouseInvoice>): WarehouseInvoice => ({
  id: 'i',
  number: 'IN-1',
  creationTime: '2026-03-01T08:00:00.000Z',
  submitTime: '2026-03-01T08:00:00.000Z',
  stockType: StockType.In,
  type: WarehouseInvoiceType.Purchase,
  state: DocumentState.Finish,
  warehouseId: 'main',
  items: [{ skuId: 'tea', count: 10, batchNumber: 'B1', itemId: 'line-1' }],
  ...over,
});

describe('stock movements', () => {
  it('lists one SKU in one warehouse, newest first, signed, a Move out of its source and into its destination', () => {
    const rows = stockMovements(
      [
        invoice({}),
        invoice({
          id: 'o',
          number: 'OUT-1',
          stockType: StockType.Out,
          type: WarehouseInvoiceType.Sale,
          submitTime: '2026-03-03T08:00:00.000Z',
          items: [
            { skuId: 'tea', count: 4, batchNumber: 'B1' },
            { skuId: 'rice', count: 1, batchNumber: 'R1' },
          ],
        }),
        invoice({
          id: 'm',
          number: 'MV-1',
          stockType: StockType.Move,
          type: WarehouseInvoiceType.Other,
          warehouseId: 'north',
          moveToWarehouseId: 'main',
          submitTime: '2026-03-02T08:00:00.000Z',
          items: [{ skuId: 'tea', count: 2, batchNumber: 'B0' }],
        }),
        invoice({ id: 'd', number: 'IN-DRAFT', state: DocumentState.Draft }),
        invoice({ id: 'x', number: 'IN-ELSEWHERE', warehouseId: 'north' }),
      ],
      'tea',
      'main',
    );
    expect(rows.map((r) => [r.number, r.kind, r.type, r.count.toString()])).toEqual([
      ['OUT-1', 'Out', 'Sale', '-4'],
      ['MV-1', 'MoveIn', 'Other', '2'],
      ['IN-1', 'In', 'Purchase', '10'],
    ]);
    expect(rows[2]?.itemId).toBe('line-1');
  });

  it('counts a Move out of the warehouse it leaves', () => {
    const move = invoice({ stockType: StockType.Move, moveToWarehouseId: 'north', number: 'MV-2' });
    expect(stockMovements([move], 'tea', 'main').map((r) => [r.kind, r.count.toString()])).toEqual([
      ['MoveOut', '-10'],
    ]);
  });
});
