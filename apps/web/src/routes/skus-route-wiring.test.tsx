import { describe, expect, it } from 'vitest';
import { endpoints, Features, SkuKind, SkuState, type Sku } from '@inventory/contracts';
import { RouteGuard } from './route-guard.tsx';
import { SkusRoute } from './skus-route.tsx';
import { configurationWith, renderRoute } from '../test/render-route.tsx';

const configurationKey = [
  endpoints.abp.applicationConfiguration.name,
  { query: { IncludeLocalizationResources: false } },
  'en',
];
const kit: Sku = {
  id: '0b9d6f5e-1c2a-4e3b-8f70-5a6b7c8d9e01',
  code: 'KIT-77',
  name: 'Harbour bolt kit',
  unit: 'set',
  cost: 1234.5,
  state: SkuState.Off,
  kind: SkuKind.Group,
  groups: [{ id: '1c8e7a60-2d3b-4f4c-9a81-6b7c8d9e0f12', number: 2 }],
  remarks: null,
  attributeId: null,
  attribute: 'Hardware',
  images: [],
  qrCode: 'KIT-77',
};
const P = 'Inventory.Skus';

function renderSkus(url: string, policies: string[], features: Record<string, string>) {
  const listKey = [
    endpoints.sku.list.name,
    {
      query: { SkipCount: 10, MaxResultCount: 10, Sorting: 'name desc', Name: 'bolt', Kind: '1', State: '1' },
    },
  ];
  return renderRoute({
    url,
    path: '/sys/unit',
    element: (
      <RouteGuard item="units">
        <SkusRoute />
      </RouteGuard>
    ),
    answers: [
      [configurationKey, configurationWith(policies, features)],
      [listKey, { items: [kit], totalCount: 11 }],
    ],
  });
}

const on = { [Features.Sku]: 'True' };
const shared = '/sys/unit?page=2&sort=name%20desc&Name=bolt&Kind=1&State=1';

describe('the SKU route', () => {
  it('asks for the view in the address: page, order and filters become the list query', () => {
    const html = renderSkus(shared, [P], on);
    // The row comes from the cache entry of exactly that query; any other key would leave the table loading.
    expect(html).toContain('Harbour bolt kit');
    expect(html).toContain('>SKUs and units</h1>');
    // Cost in the language's format with 4 places, the kind and the state in words, the placeholder image.
    expect(html).toContain('1,234.5000');
    expect(html).toContain('>Kit<');
    expect(html).toContain('aria-label="No image"');
    // The filter bar shows the applied filters from the address.
    expect(html).toContain('value="bolt"');
  });

  it('shows no access to a user without the permission, and never mounts the list', () => {
    const html = renderSkus(shared, ['Inventory.Warehouses'], on);
    expect(html).toContain('No access');
    expect(html).not.toContain('Harbour bolt kit');
  });

  it('shows no access when the tenant has the feature off, whatever the permissions', () => {
    const html = renderSkus(shared, [P, `${P}.Create`], { [Features.Sku]: 'False' });
    expect(html).toContain('No access');
    expect(html).not.toContain('Harbour bolt kit');
  });

  it('offers only the actions the user holds', () => {
    const readOnly = renderSkus(shared, [P], on);
    expect(readOnly).not.toContain('New SKU');
    expect(readOnly).not.toContain('>Edit<');
    // Rows can still be selected: printing their labels changes nothing.
    expect(readOnly).toContain('Select Harbour bolt kit');
    const editor = renderSkus(shared, [P, `${P}.Create`, `${P}.Update`], on);
    expect(editor).toContain('New SKU');
    expect(editor).toContain('>Edit<');
    expect(editor).not.toContain('>Delete<');
  });
});
