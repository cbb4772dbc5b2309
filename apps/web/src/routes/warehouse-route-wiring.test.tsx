import { describe, expect, it } from 'vitest';
import { endpoints, Features, Permissions, type Warehouse } from '@inventory/contracts';
import { RouteGuard } from './route-guard.tsx';
import { WarehousesRoute } from './warehouses-route.tsx';
import { configurationWith, renderRoute } from '../test/render-route.tsx';

const configurationKey = [
  endpoints.abp.applicationConfiguration.name,
  { query: { IncludeLocalizationResources: false } },
  'en',
];
const depot: Warehouse = {
  id: '3f1c0a52-6a55-4c8e-9d7e-1c2b3a4d5e6f',
  name: 'Harbour Depot',
  address: null,
  telePhone: null,
  remarks: null,
  creationTime: '2026-01-02T03:04:05Z',
  concurrencyStamp: 'stamp-1',
};
const page = { items: [depot], totalCount: 31 };

function renderWarehouses(url: string, policies: string[], features: Record<string, string>) {
  const listKey = [
    endpoints.warehouse.list.name,
    { query: { SkipCount: 10, MaxResultCount: 10, Sorting: 'name desc', Filter: 'harbour' } },
  ];
  return renderRoute({
    url,
    path: '/sys/store',
    element: (
      <RouteGuard item="warehouses">
        <WarehousesRoute />
      </RouteGuard>
    ),
    answers: [
      [configurationKey, configurationWith(policies, features)],
      [listKey, page],
    ],
  });
}

const on = { [Features.Warehouse]: 'True' };
const shared = '/sys/store?page=2&sort=name%20desc&Filter=harbour';

describe('the warehouse route', () => {
  it('asks for the view in the address: page, order and filter become the list query', () => {
    const html = renderWarehouses(shared, [Permissions.Warehouses], on);
    // The row comes from the cache entry of exactly that query; any other key would leave the table loading.
    expect(html).toContain('Harbour Depot');
    expect(html).toContain('>Warehouses</h1>');
    expect(html).not.toContain('No access');
  });

  it('shows no access to a user without the permission, and never mounts the list', () => {
    const html = renderWarehouses(shared, [Permissions.Users], on);
    expect(html).toContain('No access');
    expect(html).toContain('Back to the home page');
    expect(html).not.toContain('Harbour Depot');
    expect(html).not.toContain('>Warehouses</h1>');
  });

  it('shows no access when the tenant has the feature off, whatever the permissions', () => {
    const html = renderWarehouses(shared, [Permissions.Warehouses], { [Features.Warehouse]: 'False' });
    expect(html).toContain('No access');
    expect(html).not.toContain('Harbour Depot');
  });

  it('shows the search of the address in its box and the order on the sorted column', () => {
    const html = renderWarehouses(shared, [Permissions.Warehouses], on);
    expect(html).toMatch(/<input[^>]*type="search"[^>]*value="harbour"/);
    expect(html).toMatch(/<th[^>]*aria-sort="descending"[^>]*>.*?Name/);
    expect(html).toMatch(/<th[^>]*aria-sort="none"[^>]*>.*?Address/);
  });

  it('offers edit and delete on each row only with their permissions', () => {
    const readOnly = renderWarehouses(shared, [Permissions.Warehouses], on);
    expect(readOnly).not.toContain('>Edit<');
    expect(readOnly).not.toContain('>Delete<');
    const editor = renderWarehouses(shared, [Permissions.Warehouses, Permissions.WarehousesUpdate], on);
    expect(editor).toContain('>Edit<');
    expect(editor).not.toContain('>Delete<');
    const remover = renderWarehouses(shared, [Permissions.Warehouses, Permissions.WarehousesDelete], on);
    expect(remover).toContain('>Delete<');
  });

  it('offers only the actions the user holds', () => {
    const readOnly = renderWarehouses(shared, [Permissions.Warehouses], on);
    expect(readOnly).not.toContain('New warehouse');
    const creator = renderWarehouses(shared, [Permissions.Warehouses, Permissions.WarehousesCreate], on);
    expect(creator).toContain('New warehouse');
  });
});
