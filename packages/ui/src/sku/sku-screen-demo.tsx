import {
  endpoints,
  parseSorting,
  skuListQuery,
  sortableFieldsOf,
  type SkuListQuery,
} from '@inventory/contracts';
import { useState } from 'react';
import useSWR from 'swr';
import { demoClient } from '../storybook/demo-client.ts';
import type { FilterValues } from '../kit/filter-types.ts';
import { toPaging } from '../table/paging.ts';
import { mockUpload } from '../sku-media/story-fixtures.ts';
import { SkuScreen, type SkuScreenProps } from './sku-screen.tsx';
import type { SkuLookups } from './sku-form.tsx';
import { skuBodyFromForm, skuBodyFromSku } from './sku-form-values.ts';

export interface SkuScreenDemoProps {
  /** Without permissions: no create, edit, switch, set category or delete. */
  readOnly?: boolean;
  /** Extra props, e.g. a media slot or label printing. */
  extra?: Partial<SkuScreenProps>;
}

const sortable = sortableFieldsOf(skuListQuery) ?? [];
const option = ({ id, code, name }: { id: string; code?: string; name: string }) => ({ id, code, name });

/** Story-only: the pickers over the mock server's list calls, as the app wires them. */
export const demoLookups: SkuLookups = {
  searchSkus: async (text) =>
    (await demoClient.call(endpoints.sku.list, { query: { Name: text, MaxResultCount: 20 } })).items.map(
      option,
    ),
  loadSku: async (id) => option(await demoClient.call(endpoints.sku.get, { params: { id } })),
  searchCategories: async (text) =>
    (
      await demoClient.call(endpoints.category.list, { query: { Filter: text, MaxResultCount: 20 } })
    ).items.map(option),
  loadCategory: async (id) => option(await demoClient.call(endpoints.category.get, { params: { id } })),
};

/** Story-only: the screen wired the way apps/web wires it (typed client + SWR), answered by MSW. */
export function SkuScreenDemo({ readOnly = false, extra }: SkuScreenDemoProps) {
  const [filters, setFilters] = useState<FilterValues>({});
  const [sorting, setSorting] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const query: SkuListQuery = {
    ...toPaging(page, pageSize),
    ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== '')),
    ...(parseSorting(sorting, sortable) ? { Sorting: sorting } : {}),
  };
  const list = useSWR(['sku.list', query], () => demoClient.call(endpoints.sku.list, { query }));
  const categories = useSWR('category.all', () =>
    demoClient.call(endpoints.category.list, { query: { MaxResultCount: 1000 } }),
  );
  const changed = async <T,>(request: Promise<T>) => {
    await request;
    await list.mutate();
  };
  const writes: Partial<SkuScreenProps> = readOnly
    ? {}
    : {
        onCreate: (values) =>
          changed(demoClient.call(endpoints.sku.create, { body: skuBodyFromForm(values) })),
        onUpdate: (sku, values) =>
          changed(
            demoClient.call(endpoints.sku.update, { params: { id: sku.id }, body: skuBodyFromForm(values) }),
          ),
        onSwitch: (sku, next) =>
          changed(
            demoClient.call(endpoints.sku.update, {
              params: { id: sku.id },
              body: skuBodyFromSku(sku, { state: next }),
            }),
          ),
        onSetCategory: (ids, attributeId) =>
          changed(demoClient.call(endpoints.sku.setAttribute, { body: { ids, attributeId } })),
        onDelete: (sku) => changed(demoClient.call(endpoints.sku.delete, { params: { id: sku.id } })),
      };
  return (
    <SkuScreen
      data={list.data}
      loading={list.isLoading}
      error={list.error}
      onRetry={() => void list.mutate()}
      filters={filters}
      onFiltersChange={(values) => {
        setFilters(values);
        setPage(1);
      }}
      onFiltersReset={() => setFilters({})}
      categoryOptions={(categories.data?.items ?? []).map((c) => ({ value: c.id, label: c.name }))}
      sorting={sorting}
      onSortingChange={setSorting}
      page={page}
      pageSize={pageSize}
      onPageChange={setPage}
      onPageSizeChange={(size) => {
        setPageSize(size);
        setPage(1);
      }}
      onExport={async (onProgress) => {
        const all = await demoClient.call(endpoints.sku.list, {
          query: { ...query, SkipCount: 0, MaxResultCount: 1000 },
        });
        onProgress({ loaded: all.items.length, total: all.totalCount });
        return all.items.length;
      }}
      uploadImage={readOnly ? undefined : mockUpload()}
      {...demoLookups}
      {...writes}
      {...extra}
    />
  );
}
