import { type Warehouse, sortableFieldsOf, warehouseListQuery } from '@inventory/contracts';
import { useTranslation } from 'react-i18next';
import type { FilterDefinition } from '../kit/filter-types.ts';
import { type RecordListProps, RecordListScreen } from '../kit/record-list-screen.tsx';
import { warehouseColumns } from './warehouse-columns.ts';
import { WarehouseForm, type WarehouseFormValues } from './warehouse-form.tsx';

const sortableFields = sortableFieldsOf(warehouseListQuery) ?? [];
const searchFilters: readonly FilterDefinition[] = [
  { id: 'Filter', labelKey: 'warehouse:warehouse.filters.search', kind: 'text' },
];

export type WarehouseScreenProps = RecordListProps<Warehouse, WarehouseFormValues>;

/**
 * The warehouse management page (`/sys/store`): search (name, address or telephone), the sortable list, the
 * create and edit dialog, and delete after a confirmation. Each absent write is a permission the user lacks: its
 * button is not there. It takes the page of data and reports each change; the app (or a story) does the requests.
 */
export function WarehouseScreen(props: WarehouseScreenProps) {
  const { t } = useTranslation('warehouse');
  return (
    <RecordListScreen
      {...props}
      texts={{
        title: t('warehouse.title'),
        description: t('warehouse.description'),
        create: t('warehouse.actions.create'),
        empty: t('warehouse.empty'),
      }}
      columns={warehouseColumns}
      sortableFields={sortableFields}
      searchFilters={searchFilters}
      renderForm={({ record, ...form }) => <WarehouseForm {...form} warehouse={record} />}
    />
  );
}
