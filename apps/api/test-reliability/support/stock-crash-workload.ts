import { call } from '../../test/helpers/http.ts';

// The submits the crash test fires: multi-line documents of three kinds, each named by its remarks so that the
// document (if it exists after the crash) can be matched to the request that made it.

export type CrashKind = 'in' | 'sell' | 'purchase';

export interface CrashRequest {
  readonly remarks: string;
  readonly kind: CrashKind;
  /** The counts of its lines, in order. */
  readonly counts: readonly number[];
}

export interface CrashFixture {
  readonly warehouse: string;
  readonly skus: readonly [string, string, string];
  readonly supplier: string;
}

async function created(baseUrl: string, token: string, path: string, body: unknown): Promise<string> {
  const response = await call<{ id: string }>(baseUrl, 'POST', path, { token, body });
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return response.body.id;
}

/** A warehouse, three SKUs with 200 units each, and a supplier, made through the API. */
export async function crashFixture(baseUrl: string, token: string): Promise<CrashFixture> {
  const warehouse = await created(baseUrl, token, '/api/app/warehouse', { name: 'Crash depot' });
  const skus = [
    await created(baseUrl, token, '/api/app/s-kU', { name: 'Crash A', code: 'CR-A', cost: 1 }),
    await created(baseUrl, token, '/api/app/s-kU', { name: 'Crash B', code: 'CR-B', cost: 2 }),
    await created(baseUrl, token, '/api/app/s-kU', { name: 'Crash C', code: 'CR-C', cost: 3 }),
  ] as const;
  const supplier = await created(baseUrl, token, '/api/app/supplier', { name: 'Crash supplier' });
  await created(baseUrl, token, '/api/app/warehouse-invoice/save', {
    warehouseId: warehouse,
    stockType: 'In',
    isSubmit: true,
    items: skus.map((skuId) => ({ skuId, count: 200 })),
  });
  return { warehouse, skus, supplier };
}

export function crashRequests(total: number): CrashRequest[] {
  const kinds: CrashKind[] = ['in', 'sell', 'purchase'];
  return Array.from({ length: total }, (_, i) => {
    const kind = kinds[i % 3] ?? 'in';
    const counts = kind === 'sell' ? [1, 2] : [1 + (i % 3), 2, 1];
    return { remarks: `crash-${i}`, kind, counts };
  });
}

/** The request as the web client would send it: submit with the stock effect at once, batch numbers generated. */
export function crashBody(request: CrashRequest, fixture: CrashFixture): { path: string; body: unknown } {
  const items = request.counts.map((count, i) => ({ skuId: fixture.skus[i], count }));
  switch (request.kind) {
    case 'in':
      return {
        path: '/api/app/warehouse-invoice/save',
        body: {
          warehouseId: fixture.warehouse,
          stockType: 'In',
          isSubmit: true,
          remarks: request.remarks,
          items,
        },
      };
    case 'sell':
      return {
        path: '/api/app/sell-invoice/save',
        body: {
          isSubmit: true,
          isCreateOutStockInvoice: true,
          warehouseId: fixture.warehouse,
          remarks: request.remarks,
          items: items.map((i) => ({ ...i, price: 4 })),
        },
      };
    case 'purchase':
      return {
        path: '/api/app/purchase-invoice/save',
        body: {
          isSubmit: true,
          isCreateStockInvoice: true,
          warehouseId: fixture.warehouse,
          supplierId: fixture.supplier,
          remarks: request.remarks,
          items: items.map((i) => ({ ...i, price: 1 })),
        },
      };
  }
}
