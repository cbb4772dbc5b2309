import fc from 'fast-check';

// Mixed concurrent traffic over the same rows: stock-ins into existing and new batches (lines in any order), Outs,
// sales, Moves both ways and productions. Their lock paths differ (batch rows, counters, balance rows), so this is
// where lock-order deadlocks would show; the server must retry them, never answer 5xx.

/** SKUs 0..2 are materials/singles; 3 is the Group SKU made of 2 × SKU 0 + 1 × SKU 1. */
export const mixedSkuCount = 4;
export const mixedKit = [
  { sku: 0, number: 2 },
  { sku: 1, number: 1 },
] as const;

export type MixedLine = { readonly sku: number; readonly count: number; readonly batch: string | null };
export type MixedRequest =
  | { readonly kind: 'in'; readonly warehouse: number; readonly lines: readonly MixedLine[] }
  | { readonly kind: 'out' | 'sell'; readonly warehouse: number; readonly lines: readonly MixedLine[] }
  | { readonly kind: 'move'; readonly warehouse: number; readonly lines: readonly MixedLine[] }
  | { readonly kind: 'produce'; readonly warehouse: number; readonly count: number };

const warehouse = fc.constantFrom(0, 1);
const material = fc.integer({ min: 0, max: 2 });
const existingBatch = (sku: number) => fc.constantFrom(`MX-${sku}-A`, `MX-${sku}-B`);
const inLine = material.chain((sku) =>
  fc.record({
    sku: fc.constant(sku),
    count: fc.integer({ min: 1, max: 4 }),
    batch: fc.option(existingBatch(sku), { nil: null }),
  }),
);
const takeLines = fc.uniqueArray(
  fc.record({
    sku: fc.integer({ min: 0, max: mixedSkuCount - 1 }),
    count: fc.integer({ min: 1, max: 3 }),
    batch: fc.constant(null),
  }),
  { minLength: 1, maxLength: 3, selector: (l) => l.sku },
);

export const arbMixedRequest: fc.Arbitrary<MixedRequest> = fc.oneof(
  fc.record({
    kind: fc.constant('in' as const),
    warehouse,
    lines: fc.array(inLine, { minLength: 1, maxLength: 3 }),
  }),
  fc.record({ kind: fc.constantFrom('out' as const, 'sell' as const), warehouse, lines: takeLines }),
  fc.record({ kind: fc.constant('move' as const), warehouse, lines: takeLines }),
  fc.record({ kind: fc.constant('produce' as const), warehouse, count: fc.integer({ min: 1, max: 2 }) }),
);

/** What an accepted request changes, per SKU index (a Move changes no SKU's total). */
export function netChange(request: MixedRequest): number[] {
  const net = Array.from({ length: mixedSkuCount }, () => 0);
  if (request.kind === 'produce') {
    for (const part of mixedKit) net[part.sku] = (net[part.sku] ?? 0) - part.number * request.count;
    net[3] = (net[3] ?? 0) + request.count;
    return net;
  }
  const sign = request.kind === 'in' ? 1 : request.kind === 'move' ? 0 : -1;
  for (const line of request.lines) net[line.sku] = (net[line.sku] ?? 0) + sign * line.count;
  return net;
}

/** The call a request makes: path and body. */
export function mixedCall(
  request: MixedRequest,
  ids: { skus: readonly string[]; warehouses: readonly string[] },
): { path: string; body: unknown } {
  const from = ids.warehouses[request.warehouse];
  if (request.kind === 'produce')
    return {
      path: '/api/app/yield/save',
      body: {
        skuId: ids.skus[3],
        count: request.count,
        expirationDay: 30,
        warehouseId: from,
        isSubmit: true,
      },
    };
  const items = request.lines.map((l) => ({
    skuId: ids.skus[l.sku],
    count: l.count,
    ...(l.batch ? { batchNumber: l.batch } : {}),
  }));
  if (request.kind === 'sell')
    return {
      path: '/api/app/sell-invoice/save',
      body: {
        isSubmit: true,
        isCreateOutStockInvoice: true,
        warehouseId: from,
        items: items.map((i) => ({ ...i, price: 2 })),
      },
    };
  const stockType = { in: 'In', out: 'Out', move: 'Move' }[request.kind];
  return {
    path: '/api/app/warehouse-invoice/save',
    body: {
      warehouseId: from,
      stockType,
      type: request.kind === 'out' ? 'Sale' : 'Other',
      isSubmit: true,
      ...(request.kind === 'move' ? { moveToWarehouseId: ids.warehouses[1 - request.warehouse] } : {}),
      items,
    },
  };
}
