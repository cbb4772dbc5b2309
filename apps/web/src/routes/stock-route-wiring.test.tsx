import { describe, expect, it } from 'vitest';
import { endpoints, ExpirationStatus, Features, type StockSummary } from '@inventory/contracts';
import { RouteGuard } from './route-guard.tsx';
import { StockDetailRoute } from './stock-detail-route.tsx';
import { StockRoute } from './stock-route.tsx';
import { configurationWith, renderRoute } from '../test/render-route.tsx';

const configurationKey = [
  endpoints.abp.applicationConfiguration.name,
  { query: { IncludeLocalizationResources: false } },
  'en',
];
const warehouseId = '0195a000-0000-7000-8000-00000000001f';
const expired: StockSummary = {
  id: 'a',
  skuId: '0195a000-0000-7000-8000-000000000033',
  sku: 'Harbour green tea',
  skuCode: 'TEA-9',
  unit: 'box',
  attribute: 'Drinks',
  attributeId: null,
  cost: 2,
  warehouseId,
  warehouse: 'Harbour store',
  batchNumber: null,
  count: 1500,
  expirationType: ExpirationStatus.Expired,
  items: [
    {
      warehouseId,
      warehouse: 'Harbour store',
      batchNumber: '20260101-001',
      count: 1500,
      unit: 'box',
      cost: 2.5,
      producedTime: '2025-06-01T00:00:00.000Z',
      expirationTime: '2026-01-01T00:00:00.000Z',
      expirationType: ExpirationStatus.Expired,
    },
  ],
};
const empty: StockSummary = { ...expired, id: 'b', skuId: 'x', sku: 'Empty jar', count: 0, items: [] };
const P = 'Inventory.Stock';
const on = { [Features.Stock]: 'True' };

function renderStock(
  url: string,
  policies: string[],
  features: Record<string, string>,
  status = 'Expired',
  rows: { page: StockSummary[]; whole: StockSummary[] } = { page: [expired, empty], whole: [expired, empty] },
) {
  const filter = { WarehouseId: warehouseId, DateType: status, IsNeedBatch: true };
  // ADR 062: the page asks for each row's first 5 batches; the totals' call for every batch.
  const pageKey = [
    endpoints.stock.list.name,
    { query: { SkipCount: 0, MaxResultCount: 10, Sorting: 'sku desc', ...filter, MaxBatchCount: 5 } },
  ];
  const wholeKey = [endpoints.stock.list.name, { query: { SkipCount: 0, MaxResultCount: 1000, ...filter } }];
  return renderRoute({
    url,
    path: '/sys/inventory',
    element: (
      <RouteGuard item="stock">
        <StockRoute />
      </RouteGuard>
    ),
    answers: [
      [configurationKey, configurationWith(policies, features)],
      [pageKey, { items: rows.page, totalCount: rows.page.length }],
      [wholeKey, { items: rows.whole, totalCount: rows.whole.length }],
    ],
  });
}

// The dashboard links here by status name; the rest of the view comes from the address as on every list.
const shared = `/sys/inventory?DateType=Expired&WarehouseId=${warehouseId}&HideZero=true&sort=sku%20desc`;

describe('the stock route', () => {
  it('asks for the view in the address, with batches, and leaves HideZero out of the call', () => {
    const html = renderStock(shared, [P], on);
    // The row comes from the cache entry of exactly that query; any other key would leave the table loading.
    expect(html).toContain('Harbour green tea');
    expect(html).toContain('>Stock</h1>');
    // Count and cost value (1,500 × 2.5 from the batch, not the standard cost) in the language's format.
    expect(html).toContain('1,500');
    expect(html).toContain('3,750.00');
    expect(html).toContain('>Expired<');
    // Without zero stock: the empty row is not shown, and the totals leave it out too.
    expect(html).not.toContain('Empty jar');
    expect(html).toMatch(/Total cost value<\/p><p[^>]*>3,750.00/);
    // The stock views are links, the current one marked.
    expect(html).toMatch(
      /href="\/sys\/inventory"[^>]*aria-current="page"|aria-current="page"[^>]*href="\/sys\/inventory"/,
    );
    expect(html).toContain('href="/sys/inventory/components/suminventory"');
    expect(html).toContain('href="/sys/inventory/components/warehouse"');
  });

  it("values a row answered with its first batches by the totals' complete row", () => {
    const second = { ...expired.items[0]!, batchNumber: '20260102-001', count: 500, cost: 3 };
    const whole = { ...expired, count: 2000, items: [...expired.items, second] };
    const first = { ...whole, items: expired.items, moreBatches: true };
    const html = renderStock(shared, [P], on, 'Expired', { page: [first], whole: [whole] });
    // 1,500 × 2.5 + 500 × 3, not the first batch's 3,750.00 alone.
    expect(html).toContain('5,250.00');
    const unread = renderStock(shared, [P], on, 'Expired', { page: [first], whole: [] });
    expect(unread).not.toContain('3,750.00');
    expect(unread).toContain('Cost value not yet read');
  });

  it('shows the zero stock rows unless the address hides them', () => {
    const html = renderStock(shared.replace('&HideZero=true', ''), [P], on);
    expect(html).toContain('Empty jar');
  });

  it('takes the expiry status by number too, and shows it by name', () => {
    const html = renderStock(shared.replace('DateType=Expired', 'DateType=2'), [P], on, '2');
    expect(html).toContain('Harbour green tea');
    expect(html).toMatch(/<option value="Expired" selected="">Expired<\/option>/);
  });

  it('shows no access without the stock permission or feature, and never mounts the list', () => {
    expect(renderStock(shared, ['Inventory.Warehouses'], on)).toContain('No access');
    const off = renderStock(shared, [P], { [Features.Stock]: 'False' });
    expect(off).toContain('No access');
    expect(off).not.toContain('Harbour green tea');
  });
});

describe('the stock detail route', () => {
  const url = `/sys/inventory/components/warehouse/detailForm?WarehouseId=${warehouseId}&SkuId=${expired.skuId}`;
  const heldKey = [endpoints.stock.list.name, { query: { WarehouseId: warehouseId, MaxResultCount: 1000 } }];
  const skuKey = [endpoints.sku.get.name, { params: { id: expired.skuId } }];
  const render = (policies: string[]) =>
    renderRoute({
      url,
      path: '/sys/inventory/components/warehouse/detailForm',
      element: <StockDetailRoute />,
      answers: [
        [configurationKey, configurationWith(policies, { ...on, [Features.Sku]: 'True' })],
        [heldKey, { items: [expired], totalCount: 1 }],
        [
          [endpoints.warehouse.list.name, { query: { MaxResultCount: 1000, Sorting: 'name asc' } }],
          { items: [{ id: warehouseId, name: 'Harbour store' }], totalCount: 1 },
        ],
        [skuKey, { ...expired, id: expired.skuId, name: 'Green tea from the SKU record' }],
      ],
    });

  it('names the SKU from its record for a user who may see SKUs', () => {
    expect(render([P, 'Inventory.Skus'])).toContain('Green tea from the SKU record');
  });

  it('names it from the warehouse stock for a user who may see stock but not SKUs (the record would be refused)', () => {
    const html = render([P]);
    expect(html).toContain('Harbour green tea');
    expect(html).not.toContain('Green tea from the SKU record');
  });
});
