import { afterEach, describe, expect, it, vi } from 'vitest';
import { toInvoiceDtos } from '../../src/modules/warehouse-invoices/warehouse-invoice.mapper.ts';
import type {
  InvoiceLineRow,
  InvoiceRow,
} from '../../src/modules/warehouse-invoices/warehouse-invoice.repository.ts';

// Issue 19: the warehouse-invoice list answers every line of its documents (the bench's write-offs have 358 each,
// 453 lines on a page of 20), so the mapping's work per line is what the list pays beyond its SQL. It groups the
// lines in one pass and formats each instant once per answer; the values are those the wire always had.

const produced = new Date('2026-03-01T08:00:00.000Z');
const expires = new Date('2026-09-01T08:00:00.000Z');
const tenant = '01a21d9b-5511-71f9-9837-5be1eb8850ec';

function invoice(id: string, lines: number): { row: InvoiceRow; lines: InvoiceLineRow[] } {
  const row: InvoiceRow = {
    tenant_id: tenant,
    id,
    number: `WO-${id}`,
    stock_type: 1,
    type: 0,
    state: 2,
    warehouse_id: 'w1',
    move_to_warehouse_id: null,
    content: null,
    line_count: lines,
    total_count: String(lines),
    remarks: null,
    submit_time: produced,
    concurrency_stamp: 'stamp',
    creation_time: produced,
    creator_id: null,
    creator_name: 'admin',
    last_modification_time: null,
    last_modifier_id: null,
  };
  return {
    row,
    lines: Array.from({ length: lines }, (_, n) => ({
      tenant_id: tenant,
      id: `${id}-l${n}`,
      invoice_id: id,
      line_no: n,
      item_id: null,
      sku_id: n % 2 === 0 ? 'sku-a' : 'sku-b',
      count: '1.005',
      batch_number: `B${n}`,
      batch_id: n % 3 === 0 ? null : `batch-${n}`,
      correlation_batch_number: null,
      parturition_time: produced,
      expiration_day: 184,
      expiration_time: expires,
    })),
  };
}

const names = {
  skus: new Map([
    [
      'sku-a',
      {
        id: 'sku-a',
        code: 'A',
        name: 'Butter',
        unit: 'kg',
        cost: '1',
        state: 0,
        attributeId: null,
        attribute: 'Dairy',
        isDeleted: false,
      },
    ],
  ]),
  warehouses: new Map([['w1', 'Warehouse 01']]),
  usage: new Map([['batch-1', { inQuantity: '10.5', remaining: '0.25' }]]),
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('warehouse-invoice mapping (issue 19)', () => {
  it('formats each instant once per answer, not twice per line', () => {
    const a = invoice('a', 358);
    const b = invoice('b', 5);
    const format = vi.spyOn(Date.prototype, 'toISOString');
    const dtos = toInvoiceDtos([a.row, b.row], [...b.lines, ...a.lines], names);
    // Two line instants shared by 363 lines, plus each header's creation and submit time: 726 + 4 before.
    expect(format.mock.calls.length).toBeLessThanOrEqual(2 + 4);
    expect(dtos.map((d) => d.items.length)).toEqual([358, 5]);
  });

  it('keeps the lines of each document in order, with the names, numbers and usage the wire had', () => {
    const a = invoice('a', 4);
    const [dto] = toInvoiceDtos([a.row], a.lines, names);
    expect(dto!.items.map((l) => l.id)).toEqual(['a-l0', 'a-l1', 'a-l2', 'a-l3']);
    expect(dto!.items[0]).toMatchObject({
      name: 'Butter',
      skuCode: 'A',
      unit: 'kg',
      attribute: 'Dairy',
      count: 1.005,
      inCount: null,
      parturitionTime: produced.toISOString(),
      expirationTime: expires.toISOString(),
      warehouseName: 'Warehouse 01',
    });
    expect(dto!.items[1]).toMatchObject({ name: null, inCount: 10.5, usedCount: 10.25, unUseCount: 0.25 });
    expect(dto!.items[2]).toMatchObject({ inCount: null, usedCount: null, unUseCount: null });
    expect(dto!.submitTime).toBe(produced.toISOString());
  });
});
