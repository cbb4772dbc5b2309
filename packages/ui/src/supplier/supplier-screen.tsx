import { type Supplier, sortableFieldsOf, supplierListQuery } from '@inventory/contracts';
import { useTranslation } from 'react-i18next';
import type { FilterDefinition } from '../kit/filter-types.ts';
import { type RecordListProps, RecordListScreen } from '../kit/record-list-screen.tsx';
import { supplierColumns } from './supplier-columns.ts';
import { SupplierForm, type SupplierFormValues } from './supplier-form.tsx';

const sortableFields = sortableFieldsOf(supplierListQuery) ?? [];
const searchFilters: readonly FilterDefinition[] = [
  { id: 'Name', labelKey: 'supplier:filters.search', kind: 'text' },
];

export type SupplierScreenProps = RecordListProps<Supplier, SupplierFormValues>;

/**
 * Supplier management (`/sys/supplier`): search by name (`Name`), the sortable list, create and edit with
 * contact, telephone, address and remarks, and delete after a confirmation. Each absent write is a permission the
 * user lacks. It takes the page of data and reports each change; the app (or a story) does the requests.
 */
export function SupplierScreen(props: SupplierScreenProps) {
  const { t } = useTranslation('supplier');
  return (
    <RecordListScreen
      {...props}
      texts={{
        title: t('title'),
        description: t('description'),
        create: t('actions.create'),
        empty: t('empty'),
      }}
      columns={supplierColumns}
      sortableFields={sortableFields}
      searchFilters={searchFilters}
      renderForm={({ record, ...form }) => <SupplierForm {...form} supplier={record} />}
    />
  );
}
