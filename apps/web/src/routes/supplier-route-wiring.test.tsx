import { describe, expect, it } from 'vitest';
import { endpoints, Features, Permissions, type Supplier } from '@inventory/contracts';
import { RouteGuard } from './route-guard.tsx';
import { SuppliersRoute } from './suppliers-route.tsx';
import { configurationWith, renderRoute } from '../test/render-route.tsx';

const configurationKey = [
  endpoints.abp.applicationConfiguration.name,
  { query: { IncludeLocalizationResources: false } },
  'en',
];
const tea: Supplier = {
  id: '4a2d1b63-7b66-4d9f-8e8f-2d3c4b5e6f70',
  name: 'Hangzhou Tea Co',
  contact: 'Wang Fang',
  telePhone: '0571-8888-0000',
  address: null,
  remarks: 'Pays monthly',
  creationTime: '2026-01-02T03:04:05Z',
  concurrencyStamp: 'stamp-1',
};
const page = { items: [tea], totalCount: 12 };
const shared = '/sys/supplier?page=2&sort=contact%20desc&Name=tea';

function renderSuppliers(policies: string[], features: Record<string, string>) {
  const listKey = [
    endpoints.supplier.list.name,
    { query: { SkipCount: 10, MaxResultCount: 10, Sorting: 'contact desc', Name: 'tea' } },
  ];
  return renderRoute({
    url: shared,
    path: '/sys/supplier',
    element: (
      <RouteGuard item="suppliers">
        <SuppliersRoute />
      </RouteGuard>
    ),
    answers: [
      [configurationKey, configurationWith(policies, features)],
      [listKey, page],
    ],
  });
}

const on = { [Features.Supplier]: 'True' };
const P = 'Inventory.Suppliers';

describe('the supplier route', () => {
  it('asks for the view in the address: page, order and name search become the list query', () => {
    const html = renderSuppliers([P], on);
    // The row comes from the cache entry of exactly that query; any other key would leave the table loading.
    expect(html).toContain('Hangzhou Tea Co');
    expect(html).toContain('Pays monthly');
    expect(html).toContain('>Suppliers</h1>');
    expect(html).toMatch(/<input[^>]*type="search"[^>]*value="tea"/);
    expect(html).toMatch(/<th[^>]*aria-sort="descending"[^>]*>.*?Contact/);
  });

  it('shows no access to a user without the permission, and never mounts the list', () => {
    const html = renderSuppliers([Permissions.Warehouses], on);
    expect(html).toContain('No access');
    expect(html).not.toContain('Hangzhou Tea Co');
  });

  it('shows no access when the tenant has the supplier feature off', () => {
    const html = renderSuppliers([P], { [Features.Supplier]: 'False' });
    expect(html).toContain('No access');
    expect(html).not.toContain('Hangzhou Tea Co');
  });

  it('offers create, edit and delete each only with its permission', () => {
    const readOnly = renderSuppliers([P], on);
    expect(readOnly).not.toContain('New supplier');
    expect(readOnly).not.toContain('>Edit<');
    expect(readOnly).not.toContain('>Delete<');
    const all = renderSuppliers([P, `${P}.Create`, `${P}.Update`, `${P}.Delete`], on);
    expect(all).toContain('New supplier');
    expect(all).toContain('>Edit<');
    expect(all).toContain('>Delete<');
    const editor = renderSuppliers([P, `${P}.Update`], on);
    expect(editor).toContain('>Edit<');
    expect(editor).not.toContain('>Delete<');
  });
});
