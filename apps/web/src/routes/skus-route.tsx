import { endpoints, enumName, SkuKind, SkuState, type Sku } from '@inventory/contracts';
import { type ExportProgress, SkuScreen } from '@inventory/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../api/api-context.tsx';
import { createUploadFile } from '../api/upload-file.ts';
import { useList, useMutation } from '../api/endpoint-hooks.ts';
import { useScreenErrorPolicy } from '../errors/use-screen-error-policy.ts';
import { useListView, useRecordTriggers, useWriteGrants } from './record-route.ts';
import { skuActions } from './sku-actions.ts';
import { downloadText, loadAllSkus, skuCsvText } from './sku-csv.ts';
import { categoryOptions, skuLookups } from './sku-lookups.ts';

const sku = endpoints.sku;
/** The whole category tree for the filter's choices (the list's largest page). */
const allCategories = { MaxResultCount: 1000, Sorting: 'code asc' };

/** /sys/unit: SKU management. The view lives in the address; actions show only with their permission. */
export function SkusRoute() {
  const { t } = useTranslation('sku');
  const client = useApiClient();
  const errors = useScreenErrorPolicy();
  const { list, view } = useListView(sku.list, errors);
  // The filter's choices only: without the category permission the filter offers none, the list still works.
  const categories = useList(endpoints.category.list, allCategories, { onError: () => undefined });
  const writes = { ...useRecordTriggers(sku), setAttribute: useMutation(sku.setAttribute).trigger };
  const grants = useWriteGrants(sku);
  const lookups = useMemo(() => skuLookups(client), [client]);
  const uploadImage = useMemo(() => createUploadFile(client), [client]);
  const options = useMemo(() => categoryOptions(categories.data?.items ?? []), [categories.data]);

  const exportCsv = async (onProgress: (progress: ExportProgress) => void) => {
    const { SkipCount: _skip, MaxResultCount: _max, ...filter } = list.query;
    const items = await loadAllSkus(client, filter, onProgress);
    const text = await skuCsvText(items, {
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
      {...view}
      categoryOptions={options}
      onExport={exportCsv}
      uploadImage={uploadImage}
      {...lookups}
      // The screen explains its own failures; the policy only keeps a 401 for the app dialog (shown once).
      {...skuActions(writes, grants, errors.onChangeError)}
    />
  );
}
