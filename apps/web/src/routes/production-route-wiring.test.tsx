import { describe, expect, it } from 'vitest';
import {
  DocumentState,
  endpoints,
  Features,
  OutState,
  Permissions,
  type ProductionOrder,
} from '@inventory/contracts';
import { ProductionEditorRoute } from './production-editor-route.tsx';
import { ProductionRoute } from './production-route.tsx';
import { RouteGuard } from './route-guard.tsx';
import { configurationWith, renderRoute } from '../test/render-route.tsx';

const configurationKey = [
  endpoints.abp.applicationConfiguration.name,
  { query: { IncludeLocalizationResources: false } },
  'en',
];
const main = '0195a000-0000-7000-8000-000000000031';
const processing: ProductionOrder = {
  id: '0195a000-0000-7000-8000-0000000000c1',
  number: 'MO-20260301-0007',
  skuId: '0195a000-0000-7000-8000-0000000000b3',
  skuName: 'Gift box',
  skuCode: 'SKU-0003',
  unit: 'box',
  creator: 'clerk',
  count: 10,
  // 23:30 UTC on the 1st is the 2nd in Shanghai: the list shows the tenant's day.
  creationTime: '2026-03-01T23:30:00Z',
  totalCost: 0,
  state: DocumentState.Processing,
  warehouseId: main,
  inCount: 4,
  rate: 40,
  outState: OutState.PartOut,
  concurrencyStamp: 'stamp-1',
  items: [
    {
      itemId: '0195a000-0000-7000-8000-0000000000d1',
      skuId: '0195a000-0000-7000-8000-0000000000b1',
      skuName: 'Green tea',
      count: 20,
      batchNumber: '20260301-001',
      outStockCount: 8,
      rate: 40,
    },
  ],
  stockItems: [],
};
const draft: ProductionOrder = {
  ...processing,
  id: '0195a000-0000-7000-8000-0000000000c2',
  number: 'MO-20260302-0001',
  state: DocumentState.Draft,
  inCount: 0,
  outState: OutState.NotOut,
};
const P = 'Inventory.Yields';
const W = 'Inventory.WarehouseInvoices';
const on = { [Features.Production]: 'True', [Features.Stock]: 'True' };
const configuration = (policies: string[], features: Record<string, string>) => ({
  ...configurationWith(policies, features),
  setting: { values: { 'Abp.Timing.TimeZone': 'Asia/Shanghai' } },
});

function renderList(policies: string[], features: Record<string, string> = on) {
  const listKey = [
    endpoints.yield.list.name,
    { query: { SkipCount: 0, MaxResultCount: 10, SKUName: 'gift', State: '1' } },
  ];
  return renderRoute({
    url: '/sys/production?SKUName=gift&State=1',
    path: '/sys/production',
    element: (
      <RouteGuard item="production">
        <ProductionRoute />
      </RouteGuard>
    ),
    answers: [
      [configurationKey, configuration(policies, features)],
      [listKey, { items: [processing, draft], totalCount: 2 }],
    ],
  });
}

function renderEditor(order: ProductionOrder, policies: string[], features: Record<string, string> = on) {
  return renderRoute({
    url: `/sys/production/${order.id}`,
    path: '/sys/production/:id',
    element: (
      <RouteGuard item="production">
        <ProductionEditorRoute />
      </RouteGuard>
    ),
    answers: [
      [configurationKey, configuration(policies, features)],
      [[endpoints.yield.get.name, { params: { id: order.id } }], order],
    ],
  });
}

describe('the production routes', () => {
  it('ask for the view in the address and show each order’s kit, tenant day and produced of planned', () => {
    const html = renderList([P]);
    expect(html).toContain('MO-20260301-0007');
    expect(html).toContain('SKU-0003 Gift box');
    expect(html).toContain('2026-03-02');
    expect(html).toContain('Produced 4 of 10');
    expect(html).toMatch(/<input[^>]*type="search"[^>]*value="gift"/);
  });

  it('show no access without the permission or with the Production feature off', () => {
    expect(renderList([Permissions.Stock])).toContain('No access');
    const off = renderList([P], { [Features.Production]: 'False' });
    expect(off).not.toContain('MO-20260301-0007');
  });

  it('offer each step only with its permission and where the life cycle allows it', () => {
    expect(renderList([P])).not.toContain('>Finish<');
    const all = renderList([P, `${P}.Discard`, `${P}.Finish`, `${P}.Delete`]);
    // Finish on the Processing order; discard and delete on the draft only.
    expect(all.match(/>Finish</g)).toHaveLength(1);
    expect(all.match(/>Discard</g)).toHaveLength(1);
    expect(all.match(/>Delete</g)).toHaveLength(1);
  });

  it('offer to produce a part of a Processing order only with the warehouse invoice save and the Stock feature', () => {
    const may = renderEditor(processing, [P, W, `${W}.Create`, `${W}.Update`, `${W}.Submit`]);
    expect(may).toContain('Production order MO-20260301-0007');
    expect(may).toContain('Produce a part');
    expect(may).toContain('6 still to produce.');
    expect(may).toContain('20260301-001');
    expect(renderEditor(processing, [P])).not.toContain('Produce a part');
    const stockOff = renderEditor(processing, [P, W, `${W}.Create`, `${W}.Update`, `${W}.Submit`], {
      [Features.Production]: 'True',
      [Features.Stock]: 'False',
    });
    expect(stockOff).not.toContain('Produce a part');
  });

  it('open a draft for editing with its save buttons only with the save permissions', () => {
    const html = renderEditor(draft, [P, `${P}.Create`, `${P}.Update`, `${P}.Submit`]);
    expect(html).toContain('>Save draft<');
    expect(html).toContain('Start, produce in parts');
    expect(renderEditor(draft, [P])).not.toContain('>Save draft<');
  });
});
