import { describe, expect, it } from 'vitest';
import { createApiClient, SkuKind, SkuState, type Sku } from '@inventory/contracts';
import Papa from 'papaparse';
import { exportPageSize, loadAllSkus, skuCsvText } from './sku-csv.ts';

function skuNumbered(n: number, changes: Partial<Sku> = {}): Sku {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    code: `SKU-${n}`,
    name: `Item ${n}`,
    unit: 'pcs',
    cost: 1.5,
    state: SkuState.On,
    kind: SkuKind.Single,
    groups: [],
    remarks: null,
    attributeId: null,
    attribute: null,
    images: [],
    qrCode: null,
    ...changes,
  };
}

const texts = {
  headers: ['编码', '名称', '单位', '成本', '分类', '类型', '启用/停用', '子件', '图片', '备注'],
  kind: (sku: Sku) => (sku.kind === SkuKind.Group ? '组合商品' : '单品'),
  state: (sku: Sku) => (sku.state === SkuState.On ? '启用' : '停用'),
};

describe('the SKU CSV', () => {
  it('has the header row in the given language and one row per SKU, quoting what needs quoting', async () => {
    const kit = skuNumbered(2, {
      name: 'Kit, "large"',
      kind: SkuKind.Group,
      state: SkuState.Off,
      cost: 0.0001,
      groups: [{ id: 'x', code: 'SKU-1', name: 'Item 1', number: 2.5 }],
      remarks: 'two\nlines',
    });
    const text = await skuCsvText([skuNumbered(1), kit], texts);
    expect(text.startsWith('\ufeff')).toBe(true);
    const rows = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
    expect(rows).toEqual([
      texts.headers,
      ['SKU-1', 'Item 1', 'pcs', '1.5000', '', '单品', '启用', '', '', ''],
      ['SKU-2', 'Kit, "large"', 'pcs', '0.0001', '', '组合商品', '停用', 'SKU-1 × 2.500', '', 'two\nlines'],
    ]);
  });
});

describe('loading every SKU of a filter', () => {
  it('asks page after page with the filter until the total is reached, reporting progress', async () => {
    const total = exportPageSize + 3;
    const asked: URLSearchParams[] = [];
    const client = createApiClient({
      baseUrl: 'http://127.0.0.1:9',
      fetch: async (input) => {
        const url = new URL(String(input instanceof Request ? input.url : input));
        asked.push(url.searchParams);
        const skip = Number(url.searchParams.get('SkipCount'));
        const size = Number(url.searchParams.get('MaxResultCount'));
        const items = Array.from({ length: Math.max(0, Math.min(size, total - skip)) }, (_, i) =>
          skuNumbered(skip + i),
        );
        return Response.json({ items, totalCount: total });
      },
    });
    const progress: Array<[number, number]> = [];
    const items = await loadAllSkus(client, { Name: 'bolt', Kind: '1', Sorting: 'code asc' }, (p) =>
      progress.push([p.loaded, p.total]),
    );
    expect(items).toHaveLength(total);
    expect(progress).toEqual([
      [exportPageSize, total],
      [total, total],
    ]);
    expect(asked.map((params) => [params.get('SkipCount'), params.get('Name'), params.get('Kind')])).toEqual([
      ['0', 'bolt', '1'],
      [String(exportPageSize), 'bolt', '1'],
    ]);
  });
});
