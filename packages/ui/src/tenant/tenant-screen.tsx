import { type Tenant, sortableFieldsOf, tenantListQuery } from '@inventory/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../kit/data-table-types.ts';
import type { FilterDefinition } from '../kit/filter-types.ts';
import { type RecordListProps, RecordListScreen } from '../kit/record-list-screen.tsx';
import { TenantFeaturesDialog, type TenantFeaturesDialogProps } from './tenant-features-dialog.tsx';
import { TenantForm, type TenantFormValues } from './tenant-form.tsx';

const sortableFields = sortableFieldsOf(tenantListQuery) ?? [];
const searchFilters: readonly FilterDefinition[] = [
  { id: 'Filter', labelKey: 'tenant:searchBy', kind: 'text' },
];
const tenantColumns: readonly DataColumn<Tenant>[] = [
  { id: 'name', headerKey: 'tenant:fields.name', sortField: 'name', cell: (tenant) => tenant.name },
];

export interface TenantScreenProps extends RecordListProps<Tenant, TenantFormValues> {
  /** After a 409 on rename: the saved tenant. */
  reloadTenant?: (tenant: Tenant) => Promise<Tenant>;
  /** The features of a tenant; both absent without the permission to manage them. */
  loadFeatures?: TenantFeaturesDialogProps['loadFeatures'];
  onSaveFeatures?: TenantFeaturesDialogProps['onSave'];
}

/**
 * The tenants page (`/system/tenants`, host only): search by name; create with the administrator's email and
 * password; rename (a rename saved meanwhile answers 409 and offers the saved one); delete after a confirmation
 * naming the tenant; each tenant's features as switches.
 */
export function TenantScreen({ reloadTenant, loadFeatures, onSaveFeatures, ...props }: TenantScreenProps) {
  const { t } = useTranslation('tenant');
  const [featuresOf, setFeaturesOf] = useState<Tenant | null>(null);
  return (
    <RecordListScreen
      {...props}
      texts={{
        title: t('title'),
        description: t('description'),
        create: t('actions.create'),
        empty: t('empty'),
      }}
      columns={tenantColumns}
      sortableFields={sortableFields}
      searchFilters={searchFilters}
      extraActions={[
        {
          id: 'features',
          label: t('actions.features'),
          permitted: loadFeatures !== undefined && onSaveFeatures !== undefined,
          onAction: setFeaturesOf,
        },
      ]}
      renderForm={({ record, ...form }) => (
        <TenantForm {...form} tenant={record} reloadTenant={reloadTenant} />
      )}
    >
      {loadFeatures && onSaveFeatures && (
        <TenantFeaturesDialog
          tenant={featuresOf}
          loadFeatures={loadFeatures}
          onSave={onSaveFeatures}
          onClose={() => setFeaturesOf(null)}
        />
      )}
    </RecordListScreen>
  );
}
