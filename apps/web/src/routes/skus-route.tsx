import {
  endpoints,
  enumName,
  parseSorting,
  permissionsOf,
  SkuKind,
  SkuState,
  type Sku,
} from '@inventory/contracts';
import { type ExportProgress, SkuScreen } from '@inventory/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoutePrefetchContext } from '../app/route-prefetch.ts';
import { useApiClient } from '../api/api-context.tsx';
import { createUploadFile } from '../api/upload-file.ts';
import { preloadList } from '../api/endpoint-calls.ts';
import { useList, useMutation } from '../api/endpoint-hooks.ts';
import { useScreenErrorPolicy } from '../errors/use-screen-error-policy.ts';
import { listParams, sortingText } from '../list-state/list-params.ts';
import { useListState } from '../list-state/use-list-state.ts';
import { usePermission } from '../permissions/use-permission.ts';
import { skuActions } from './sku-actions.ts';
import { downloadText, loadAllSkus, skuCsvText } from './sku-csv.ts';
import { categoryOptions, skuLookups } from './sku-lookups.ts';

const sku = endpoints.sku;
const skuListParams = listParams(sku.list.query);
/** The whole category tree for the filter's choices (the list's largest page). */
const allCategories = { MaxResultCount: 1000, Sorting: 'code asc' };

/** The view in the address, requested while the layout loads (the route's `handle.prefetch`). */
export function prefetchSkuList({ client, searchParams }: RoutePrefetchContext): void {
  preloadList(client, sku.list, skuListParams.toQuery(skuListParams.read(searchParams)));
}

/** /sys/unit: SKU management. The view lives in the address; actions show only with their permission. */
export function SkusRoute() {
  const { t } = useTranslation('sku');
  const client = useApiClient();
  const list = useListState(sku.list.query);
  const errors = useScreenErrorPolicy();
  const page = useList(sku.list, list.query, { onError: errors.onReadError });
  // The filter's choices only: without the category permission the filter offers none, the list still works.
  const categories = useList(endpoints.category.list, allCategories, { onError: () => undefined });
  const create = useMutation(sku.create);
  const update = useMutation(sku.update);
  const remove = useMutation(sku.delete);
  const setAttribute = useMutation(sku.setAttribute);
  const grants = {
    create: usePermission(permissionsOf(sku.create)),
    update: usePermission(permissionsOf(sku.update)),
    delete: usePermission(permissionsOf(sku.delete)),
  };
  const lookups = useMemo(() => skuLookups(client), [client]);
  const uploadImage = useMemo(() => createUploadFile(client), [client]);
  const options = useMemo(() => categoryOptions(categories.data?.items ?? []), [categories.data]);

  const exportCsv = async (onProgress: (progress: ExportProgress) => void) => {
    const { SkipCount: _skip, MaxResultCount: _max, ...filter } = list.query;
    const items = await loadAllSkus(client, filter, onProgress);
    const text = skuCsvText(items, {
      headers: [
        t('fields.code'),
        t('fields.name'),
        t('fields.unit'),
        t('fields.cost'),
        t('fields.category'),
        t('fields.kind'),
        t('fields.state'),
        t('csv.components'),
        t('csv.images'),
        t('fields.remarks'),
      ],
      kind: (row: Sku) => t(`kinds.${enumName(SkuKind, row.kind) ?? 'Single'}`),
      state: (row: Sku) => t(`states.${enumName(SkuState, row.state) ?? 'On'}`),
    });
    const day = new Intl.DateTimeFormat('sv-SE').format(new Date());
    downloadText(text, `${t('csv.fileName')}-${day}.csv`);
    return items.length;
  };

  return (
    <SkuScreen
      data={page.data}
      loading={page.isLoading || page.isValidating}
      error={errors.shownOnScreen(page.error)}
      onRetry={() => void page.mutate()}
      filters={list.state.filters}
      // Every filter is named, so one removed (a chip's close button) is cleared rather than kept.
      onFiltersChange={(values) =>
        list.applyFilters(
          Object.fromEntries(skuListParams.filterNames.map((name) => [name, values[name] ?? ''])),
        )
      }
      onFiltersReset={list.resetFilters}
      categoryOptions={options}
      sorting={sortingText(list.state.sort)}
      onSortingChange={(text) => list.setSort(parseSorting(text, skuListParams.sortableFields) ?? [])}
      page={list.state.page}
      pageSize={list.state.pageSize}
      onPageChange={list.setPage}
      onPageSizeChange={list.setPageSize}
      onExport={exportCsv}
      uploadImage={uploadImage}
      {...lookups}
      // The screen explains its own failures; the policy only keeps a 401 for the app dialog (shown once).
      {...skuActions(
        {
          create: create.trigger,
          update: update.trigger,
          remove: remove.trigger,
          setAttribute: setAttribute.trigger,
        },
        grants,
        errors.onChangeError,
      )}
    />
  );
}
