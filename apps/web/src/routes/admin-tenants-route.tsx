import {
  endpoints,
  type CreateTenant,
  type FeatureList,
  type Tenant,
  type UpdateTenant,
} from '@inventory/contracts';
import { HandledError, TenantScreen, type TenantFormValues } from '@inventory/ui';
import { useCallback } from 'react';
import { useApiClient } from '../api/api-context.tsx';
import { callEndpoint } from '../api/endpoint-calls.ts';
import { useMutation } from '../api/endpoint-hooks.ts';
import { useScreenErrorPolicy } from '../errors/use-screen-error-policy.ts';
import { usePermission } from '../permissions/use-permission.ts';
import { recordActions, type RecordBodies } from './record-actions.ts';
import { useListView, useRecordTriggers, useWriteGrants } from './record-route.ts';

const tenants = endpoints.tenants;
const features = endpoints.featureManagement;

/**
 * What the form sends: the name and the first administrator on create; on rename the name with the stamp the form
 * was read with (a reload renews it), so a rename saved meanwhile answers 409.
 */
export const tenantBodies: RecordBodies<Tenant, TenantFormValues, CreateTenant, UpdateTenant> = {
  create: (values) => ({
    name: values.name,
    adminEmailAddress: values.adminEmailAddress,
    adminPassword: values.adminPassword,
  }),
  update: (record, values) => ({
    name: values.name,
    concurrencyStamp: values.concurrencyStamp ?? record.concurrencyStamp,
  }),
};

/**
 * /system/tenants (host only): the tenants. The view (search, order, page) lives in the address; create, rename,
 * delete and the features show only with their permissions. Features are read fresh each time the dialog opens and
 * saved with every switch; the server loads a tenant's features on each request.
 */
export function AdminTenantsRoute() {
  const client = useApiClient();
  const errors = useScreenErrorPolicy();
  const { view } = useListView(tenants.list, errors);
  const writes = useRecordTriggers(tenants);
  const grants = useWriteGrants(tenants);
  const mayManageFeatures = usePermission(['AbpTenantManagement.Tenants.ManageFeatures']);
  const saveFeatures = useMutation(features.update);

  const reloadTenant = useCallback(
    (tenant: Tenant) => callEndpoint(client, tenants.get, { params: { id: tenant.id } }),
    [client],
  );
  const loadFeatures = useCallback(
    (tenant: Tenant): Promise<FeatureList> =>
      callEndpoint(client, features.get, { query: { providerName: 'T', providerKey: tenant.id } }).catch(
        (error: unknown) => {
          errors.onReadError(error);
          // The dialog shows what the app's error dialog does not (and offers to read again either way).
          throw errors.shownOnScreen(error) === undefined ? new HandledError(error) : error;
        },
      ),
    [client, errors],
  );

  return (
    <TenantScreen
      {...view}
      {...recordActions(writes, grants, errors.onChangeError, tenantBodies)}
      reloadTenant={reloadTenant}
      loadFeatures={mayManageFeatures ? loadFeatures : undefined}
      onSaveFeatures={
        mayManageFeatures
          ? (tenant, values) =>
              saveFeatures
                .trigger({ query: { providerName: 'T', providerKey: tenant.id }, body: { features: values } })
                .catch(errors.onChangeError)
          : undefined
      }
    />
  );
}
