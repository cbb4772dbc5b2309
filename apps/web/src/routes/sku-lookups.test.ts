import { describe, expect, it } from 'vitest';
import { createApiClient, type Category } from '@inventory/contracts';
import { categoryOptions, skuLookups } from './sku-lookups.ts';

const node = (id: string, code: string, name: string, parentId: string | null = null): Category => ({
  id,
  code,
  name,
  parentId,
  sort: 0,
});

describe('the SKU screen lookups', () => {
  it('lists categories in tree order, each child indented under its parent', () => {
    const options = categoryOptions([
      node('c', '00002', 'Tools'),
      node('b', '00001.00001', 'Bolts', 'a'),
      node('a', '00001', 'Hardware'),
    ]);
    expect(options).toEqual([
      { value: 'a', label: 'Hardware' },
      { value: 'b', label: '\u00a0\u00a0Bolts' },
      { value: 'c', label: 'Tools' },
    ]);
  });

  it('finds an SKU by code or by name, only SKUs that are On, each once', async () => {
    const asked: string[] = [];
    const one = { id: 'x', code: 'B-1', name: 'Bolt', cost: 0, state: 0, kind: 0, groups: [], images: [] };
    const client = createApiClient({
      baseUrl: 'http://127.0.0.1:9',
      fetch: async (input) => {
        const url = new URL(String(input instanceof Request ? input.url : input));
        asked.push(url.search);
        return Response.json({ items: [one], totalCount: 1 });
      },
    });
    expect(await skuLookups(client).searchSkus('b-1')).toEqual([{ id: 'x', code: 'B-1', name: 'Bolt' }]);
    expect(asked).toHaveLength(2);
    expect(asked.every((query) => query.includes('State=0'))).toBe(true);
    expect(asked.some((query) => query.includes('Code=b-1'))).toBe(true);
    expect(asked.some((query) => query.includes('Name=b-1'))).toBe(true);
  });
});
