import { describe, expect, it } from 'vitest';
import { DocumentState, endpoints, Features, Permissions, type PurchaseInvoice } from '@inventory/contracts';
import { RouteGuard } from './route-guard.tsx';
import { PurchasingRoute } from './purchasing-route.tsx';
import { configurationWith, renderRoute } from '../test/render-route.tsx';

const configurationKey = [
  endpoints.abp.applicationConfiguration.name,
  { query: { IncludeLocalizationResources: false } },
  'en',
];
const line = {
  itemId: 'c0a80101-0000-4000-8000-000000000001',
  skuId: 'c0a80101-0000-4000-8000-000000000002',
  count: 10,
  price: 1.005,
  inStockCount: 4,
  rate: 0,
  creationTime: '2026-03-01T01:00:00Z',
};
const open: PurchaseInvoice = {
  id: 'c0a80101-0000-4000-8000-000000000003',
  number: 'PO-20260301-0042',
  creator: 'clerk',
  totalPrice: 10.05,
  // 23:30 UTC on the 1st is the 2nd in Shanghai: the list shows the tenant's day.
  purchaseTime: '2026-03-01T23:30:00Z',
  supplierName: 'Hangzhou Tea Co',
  state: DocumentState.Processing,
  creationTime: '2026-03-01T23:30:00Z',
  concurrencyStamp: 'stamp-1',
  items: [line],
  stockInvoice: [],
};
const shared = '/sys/purchasing?State=1&Supplier=tea';

function renderPurchasing(policies: string[], features: Record<string, string>) {
  const listKey = [
    endpoints.purchaseInvoice.list.name,
    { query: { SkipCount: 0, MaxResultCount: 10, State: '1', Supplier: 'tea' } },
  ];
  const configuration = {
    ...configurationWith(policies, features),
    setting: { values: { 'Abp.Timing.TimeZone': 'Asia/Shanghai' } },
  };
  return renderRoute({
    url: shared,
    path: '/sys/purchasing',
    element: (
      <RouteGuard item="purchasing">
        <PurchasingRoute />
      </RouteGuard>
    ),
    answers: [
      [configurationKey, configuration],
      [listKey, { items: [open], totalCount: 1 }],
    ],
  });
}

const on = { [Features.Purchase]: 'True' };
const P = 'Inventory.PurchaseInvoices';

describe('the purchasing route', () => {
  it('asks for the view in the address and shows the purchase on the tenant’s day, with what is received', () => {
    const html = renderPurchasing([P], on);
    expect(html).toContain('PO-20260301-0042');
    expect(html).toContain('2026-03-02');
    expect(html).toContain('10.05');
    expect(html).toContain('Received 4 of 10');
    expect(html).toMatch(/<input[^>]*type="search"[^>]*value="tea"/);
  });

  it('shows no access without the permission or with the purchase feature off', () => {
    expect(renderPurchasing([Permissions.Warehouses], on)).toContain('No access');
    const off = renderPurchasing([P], { [Features.Purchase]: 'False' });
    expect(off).toContain('No access');
    expect(off).not.toContain('PO-20260301-0042');
  });

  it('offers finish only with its permission, and never discard or delete where the life cycle refuses them', () => {
    expect(renderPurchasing([P], on)).not.toContain('>Finish<');
    const all = renderPurchasing([P, `${P}.Finish`, `${P}.Discard`, `${P}.Delete`], on);
    expect(all).toContain('>Finish<');
    // Processing with stock received: discarding would orphan the stock, deleting is for drafts only.
    expect(all).not.toContain('>Discard<');
    expect(all).not.toContain('>Delete<');
  });
});
