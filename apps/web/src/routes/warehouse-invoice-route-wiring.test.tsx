import { describe, expect, it } from 'vitest';
import {
  DocumentState,
  endpoints,
  Features,
  Permissions,
  StockType,
  type WarehouseInvoice,
} from '@inventory/contracts';
import { RouteGuard } from './route-guard.tsx';
import { WarehouseInvoiceEditorRoute } from './warehouse-invoice-editor-route.tsx';
import { WarehouseInvoicesRoute } from './warehouse-invoices-route.tsx';
import { configurationWith, renderRoute } from '../test/render-route.tsx';

const configurationKey = [
  endpoints.abp.applicationConfiguration.name,
  { query: { IncludeLocalizationResources: false } },
  'en',
];
const main = '0195a000-0000-7000-8000-000000000031';
const north = '0195a000-0000-7000-8000-000000000033';
const move: WarehouseInvoice = {
  id: '0195a000-0000-7000-8000-0000000000a1',
  number: 'MV-20260301-0007',
  creator: 'clerk',
  // 23:30 UTC on the 1st is the 2nd in Shanghai: the list shows the tenant's day.
  creationTime: '2026-03-01T23:30:00Z',
  stockType: StockType.Move,
  type: 0,
  state: DocumentState.Finish,
  warehouseId: main,
  warehouseName: 'Harbour store',
  moveToWarehouseId: north,
  moveToWarehouseName: 'North depot',
  content: 'Green tea ×5',
  remarks: null,
  submitTime: '2026-03-01T23:30:00Z',
  concurrencyStamp: 'stamp-1',
  items: [
    {
      skuId: '0195a000-0000-7000-8000-0000000000b1',
      count: 5,
      batchNumber: '20260301-001',
      name: 'Green tea',
    },
  ],
};
const draft: WarehouseInvoice = {
  ...move,
  id: '0195a000-0000-7000-8000-0000000000a2',
  number: 'OUT-20260302-0001',
  stockType: StockType.Out,
  state: DocumentState.Draft,
  moveToWarehouseId: null,
  moveToWarehouseName: null,
  submitTime: null,
};
const P = 'Inventory.WarehouseInvoices';
const on = { [Features.Stock]: 'True', [Features.Warehouse]: 'True' };
const configuration = (policies: string[], features: Record<string, string>) => ({
  ...configurationWith(policies, features),
  setting: { values: { 'Abp.Timing.TimeZone': 'Asia/Shanghai' } },
});

function renderList(policies: string[], features: Record<string, string> = on) {
  const listKey = [
    endpoints.warehouseInvoice.list.name,
    { query: { SkipCount: 0, MaxResultCount: 10, StockType: '2', SKUName: 'tea' } },
  ];
  const warehousesKey = [endpoints.warehouse.list.name, { query: { MaxResultCount: 100 } }];
  return renderRoute({
    url: '/sys/inventory/invoices?StockType=2&SKUName=tea',
    path: '/sys/inventory/invoices',
    element: (
      <RouteGuard item="warehouseInvoices">
        <WarehouseInvoicesRoute />
      </RouteGuard>
    ),
    answers: [
      [configurationKey, configuration(policies, features)],
      [listKey, { items: [move, draft], totalCount: 2 }],
      [
        warehousesKey,
        {
          items: [
            { id: main, name: 'Harbour store' },
            { id: north, name: 'North depot' },
          ],
          totalCount: 2,
        },
      ],
    ],
  });
}

function renderEditor(invoice: WarehouseInvoice, policies: string[]) {
  return renderRoute({
    url: `/sys/inventory/invoices/${invoice.id}`,
    path: '/sys/inventory/invoices/:id',
    element: (
      <RouteGuard item="warehouseInvoices">
        <WarehouseInvoiceEditorRoute />
      </RouteGuard>
    ),
    answers: [
      [configurationKey, configuration(policies, on)],
      [[endpoints.warehouseInvoice.get.name, { params: { id: invoice.id } }], invoice],
    ],
  });
}

describe('the warehouse invoice routes', () => {
  it('ask for the view in the address and show a move from → to on the tenant’s day, with its kind', () => {
    const html = renderList([P, Permissions.Warehouses]);
    expect(html).toContain('MV-20260301-0007');
    expect(html).toContain('Harbour store → North depot');
    expect(html).toContain('2026-03-02');
    expect(html).toContain('Move · Other');
    expect(html).toMatch(/<input[^>]*type="search"[^>]*value="tea"/);
    // The warehouse filters offer the tenant's warehouses.
    expect(html).toContain('>North depot</option>');
  });

  it('show no access without the permission or with the Stock feature off (every call of theirs needs it)', () => {
    expect(renderList([Permissions.Warehouses])).toContain('No access');
    const off = renderList([P], { [Features.Stock]: 'False' });
    expect(off).toContain('No access');
    expect(off).not.toContain('MV-20260301-0007');
  });

  it('offer discard and delete only with their permissions and only on the draft; drafts chosen only with save', () => {
    expect(renderList([P])).not.toContain('>Discard<');
    const all = renderList([P, `${P}.Discard`, `${P}.Delete`, `${P}.Create`, `${P}.Update`, `${P}.Submit`]);
    expect(all.match(/>Discard</g)).toHaveLength(1);
    expect(all.match(/>Delete</g)).toHaveLength(1);
    expect(all).toContain('type="checkbox"');
    expect(renderList([P])).not.toContain('type="checkbox"');
  });

  it('open a finished move read only, naming its batch and where it went', () => {
    const html = renderEditor(move, [P, `${P}.Create`, `${P}.Update`, `${P}.Submit`]);
    expect(html).toContain('Warehouse invoice MV-20260301-0007');
    expect(html).toContain('Only a draft can be changed.');
    expect(html).toContain('Batch 20260301-001: 5');
    expect(html).not.toContain('>Save draft<');
  });

  it('open a draft for editing with its save buttons only with the save permissions', () => {
    expect(renderEditor(draft, [P, `${P}.Create`, `${P}.Update`, `${P}.Submit`])).toContain('>Save draft<');
    expect(renderEditor(draft, [P])).not.toContain('>Save draft<');
  });
});
