import { Button, Stack } from '@chakra-ui/react';
import { type Sku, SkuKind, SkuState, skuListQuery, sortableFieldsOf } from '@inventory/contracts';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../feedback/confirm-dialog.tsx';
import { ErrorDialog } from '../feedback/error-dialog.tsx';
import { DataTable } from '../kit/data-table.tsx';
import type { TableAction } from '../kit/data-table-types.ts';
import { FilterBar } from '../kit/filter-bar.tsx';
import type { FilterDefinition } from '../kit/filter-types.ts';
import type { ListFilterProps, ListPageProps, ListSortingProps } from '../kit/list-view-props.ts';
import { skuColumns } from './sku-columns.tsx';
import { type ExportProgress, SkuExportButton } from './sku-export-button.tsx';
import type { UploadFile } from '../sku-media/upload-file-type.ts';
import { SkuForm, type SkuLookups } from './sku-form.tsx';
import { SkuSetCategoryDialog } from './sku-set-category-dialog.tsx';
import { type SkuWrites, useSkuScreenState } from './use-sku-screen-state.ts';
import { ScreenHeader } from '../kit/screen-header.tsx';

const sortableFields = sortableFieldsOf(skuListQuery) ?? [];

/** Label printing (the sheet, its layout and the print copy) loads when first asked for, not with the list. */
const SkuLabelPrintDialog = lazy(() =>
  import('../sku-media/sku-label-print-dialog.tsx').then((module) => ({
    default: module.SkuLabelPrintDialog,
  })),
);

/** The page of `GET /api/app/s-kU`, its filters (Code, Name, AttributeId, Kind, State) and order, from the address. */
export interface SkuScreenProps
  extends SkuLookups, SkuWrites, ListPageProps<Sku>, ListFilterProps, ListSortingProps {
  /** The category filter's choices, labels already readable (the tree's names). */
  categoryOptions: readonly { value: string; label: string }[];
  /** Exports every SKU of the current filter as CSV; absent = no export. */
  onExport?: (onProgress: (progress: ExportProgress) => void) => Promise<number>;
  /** Sends one image file (signed-URL upload); absent = the form has no images field. */
  uploadImage?: UploadFile;
}

/**
 * SKU / units (`/sys/unit`): the filtered list with images, cost and the On / Off switch, the create and edit
 * dialog with the kit's components, setting the category of many at once, delete after a confirmation, and CSV
 * export of the whole filtered list. It reports each change; the app (or a story's mock server) does the requests.
 */
export function SkuScreen(props: SkuScreenProps) {
  const { data, loading, error, onRetry } = props;
  const { t, i18n } = useTranslation(['sku', 'common', 'kit']);
  const [selected, setSelected] = useState<string[]>([]);
  const [toPrint, setToPrint] = useState<readonly Sku[]>([]);
  // Mounted from the first print on, so the dialog's closing keeps its animation.
  const [printAsked, setPrintAsked] = useState(false);
  if (toPrint.length > 0 && !printAsked) setPrintAsked(true);
  const state = useSkuScreenState(props, () => setSelected([]));
  const filterDefinitions = useMemo<FilterDefinition[]>(
    () => [
      { id: 'Name', labelKey: 'sku:fields.name', kind: 'text' },
      { id: 'Code', labelKey: 'sku:fields.code', kind: 'text' },
      { id: 'AttributeId', labelKey: 'sku:fields.category', kind: 'select', options: props.categoryOptions },
      {
        id: 'Kind',
        labelKey: 'sku:fields.kind',
        kind: 'select',
        options: [
          { value: String(SkuKind.Single), label: t('sku:kinds.Single') },
          { value: String(SkuKind.Group), label: t('sku:kinds.Group') },
        ],
      },
      {
        id: 'State',
        labelKey: 'sku:fields.state',
        kind: 'select',
        options: [
          { value: String(SkuState.On), label: t('sku:states.On') },
          { value: String(SkuState.Off), label: t('sku:states.Off') },
        ],
      },
    ],
    [props.categoryOptions, t],
  );
  const columns = skuColumns({
    t,
    pending: state.pending,
    onToggle: props.onSwitch ? state.toggle : undefined,
  });
  const rowActions: TableAction<Sku>[] = [
    {
      id: 'edit',
      label: t('common:actions.edit'),
      permitted: props.onUpdate !== undefined,
      onAction: (sku) => state.setForm({ mode: 'edit', sku }),
    },
    {
      id: 'delete',
      label: t('common:actions.delete'),
      permitted: props.onDelete !== undefined,
      tone: 'danger',
      onAction: (sku) => state.setToDelete([sku]),
    },
  ];
  const bulkActions: TableAction<readonly Sku[]>[] = [
    {
      id: 'setCategory',
      label: t('sku:actions.setCategory'),
      permitted: props.onSetCategory !== undefined,
      onAction: (skus) => state.setToCategorize(skus),
    },
    {
      id: 'printLabels',
      label: t('sku:actions.printLabels'),
      // Printing changes nothing: whoever may read the list may print its labels.
      permitted: true,
      onAction: (skus) => setToPrint(skus),
    },
    {
      id: 'delete',
      label: t('sku:actions.deleteSelected'),
      permitted: props.onDelete !== undefined,
      tone: 'danger',
      onAction: (skus) => state.setToDelete(skus),
    },
  ];
  const selectable = bulkActions.some((action) => action.permitted);
  const deleteNames = new Intl.ListFormat(i18n.language).format(state.toDelete.map((sku) => `“${sku.name}”`));
  const single = state.toDelete.length === 1 ? state.toDelete[0] : undefined;
  return (
    <Stack gap="5">
      <ScreenHeader
        title={t('sku:title')}
        description={t('sku:description')}
        action={
          <>
            {props.onCreate && (
              <Button colorPalette="brand" onClick={() => state.setForm({ mode: 'create' })}>
                {t('sku:actions.create')}
              </Button>
            )}
          </>
        }
      />
      <FilterBar
        filters={filterDefinitions}
        values={props.filters}
        onChange={props.onFiltersChange}
        onReset={props.onFiltersReset}
        actions={props.onExport && <SkuExportButton onExport={props.onExport} onError={state.report} />}
      />
      <DataTable
        label={t('sku:title')}
        columns={columns}
        rows={data?.items}
        rowId={(sku) => sku.id}
        rowName={(sku) => sku.name}
        loading={loading}
        error={error}
        onRetry={onRetry}
        emptyMessage={t('sku:empty')}
        sorting={props.sorting}
        sortableFields={sortableFields}
        onSortingChange={props.onSortingChange}
        selectedIds={selectable ? selected : undefined}
        onSelectionChange={selectable ? setSelected : undefined}
        bulkActions={bulkActions}
        rowActions={rowActions}
        paging={{
          page: props.page,
          pageSize: props.pageSize,
          totalCount: data?.totalCount ?? 0,
          onPageChange: props.onPageChange,
          onPageSizeChange: props.onPageSizeChange,
        }}
      />
      <SkuForm
        open={state.form.mode !== 'closed'}
        sku={state.form.mode === 'edit' ? state.form.sku : null}
        onSubmit={state.save}
        onClose={() => state.setForm({ mode: 'closed' })}
        searchSkus={props.searchSkus}
        loadSku={props.loadSku}
        searchCategories={props.searchCategories}
        loadCategory={props.loadCategory}
        uploadImage={props.uploadImage}
      />
      <SkuSetCategoryDialog
        count={state.toCategorize.length}
        searchCategories={props.searchCategories}
        loadCategory={props.loadCategory}
        onConfirm={state.setCategory}
        onClose={() => state.setToCategorize([])}
      />
      <ConfirmDialog
        open={state.toDelete.length > 0}
        destructive
        loading={state.deleting}
        title={
          single
            ? t('common:confirm.deleteTitle', { name: single.name })
            : t('sku:dialogs.deleteManyTitle', { count: state.toDelete.length })
        }
        message={
          single
            ? t('common:confirm.deleteMessage', { name: single.name })
            : t('sku:dialogs.deleteManyMessage', { names: deleteNames })
        }
        onConfirm={() => void state.confirmDelete()}
        onCancel={() => state.setToDelete([])}
      />
      {printAsked && (
        <Suspense fallback={null}>
          <SkuLabelPrintDialog open={toPrint.length > 0} skus={toPrint} onClose={() => setToPrint([])} />
        </Suspense>
      )}
      <ErrorDialog error={state.failure} onClose={state.clearFailure} />
    </Stack>
  );
}
