import { describe, expect, it } from 'vitest';
import { endpoints, Features, type Category } from '@inventory/contracts';
import { RouteGuard } from './route-guard.tsx';
import { CategoriesRoute, categoryTreeQuery } from './categories-route.tsx';
import { configurationWith, renderRoute } from '../test/render-route.tsx';

const configurationKey = [
  endpoints.abp.applicationConfiguration.name,
  { query: { IncludeLocalizationResources: false } },
  'en',
];
const category = (id: string, name: string, code: string, parentId: string | null = null): Category => ({
  id,
  name,
  code,
  sort: 0,
  parentId,
  color: '#2f855a',
  coverImage: null,
});
const tree = {
  items: [
    category('food', 'Harbour Foods', '00001'),
    category('snack', 'Harbour Snacks', '00001.00001', 'food'),
    category('drink', 'Drinks', '00002'),
  ],
  totalCount: 3,
};
const read = 'Inventory.Categories';

function renderCategories(url: string, policies: string[], features: Record<string, string> = {}) {
  return renderRoute({
    url,
    path: '/sys/classify',
    element: (
      <RouteGuard item="customItems">
        <CategoriesRoute />
      </RouteGuard>
    ),
    answers: [
      [configurationKey, configurationWith(policies, features)],
      [[endpoints.category.list.name, { query: categoryTreeQuery }], tree],
    ],
  });
}

describe('the custom items route', () => {
  it('reads the whole tree in one call and nests it: a child follows its parent one level down', () => {
    const html = renderCategories('/sys/classify', [read], { [Features.Sku]: 'True' });
    expect(html).toContain('role="tree"');
    expect(html).toMatch(
      /aria-level="1"[^>]*>[\s\S]*?Harbour Foods[\s\S]*?aria-level="2"[^>]*>[\s\S]*?Harbour Snacks/,
    );
    expect(html).toMatch(/Harbour Snacks[\s\S]*?aria-level="1"[^>]*>[\s\S]*?Drinks/);
  });

  it('filters the tree by the search in the address, keeping the ancestors of a match', () => {
    const html = renderCategories('/sys/classify?q=snack', [read]);
    expect(html).toContain('Harbour Snacks');
    expect(html).toContain('Harbour Foods');
    expect(html).not.toContain('Drinks');
    expect(html).toContain('value="snack"');
  });

  it('shows no access to a user without the read permission, and never mounts the tree', () => {
    const html = renderCategories('/sys/classify', ['Inventory.Skus']);
    expect(html).toContain('No access');
    expect(html).not.toContain('Harbour Foods');
  });

  it('offers only the actions the user holds', () => {
    const readOnly = renderCategories('/sys/classify', [read]);
    expect(readOnly).not.toContain('New top-level category');
    const creator = renderCategories('/sys/classify', [read, 'Inventory.Categories.Create']);
    expect(creator).toContain('New top-level category');
  });
});
