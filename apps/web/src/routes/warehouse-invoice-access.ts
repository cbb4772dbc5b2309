import { type Endpoint, endpoints, permissionsOf, type WarehouseInvoice } from '@inventory/contracts';
import type { DocumentPageHandlers } from '@inventory/ui';
import { useApplicationConfiguration } from '../api/application-configuration.ts';
import { useMutation } from '../api/endpoint-hooks.ts';
import type { useScreenErrorPolicy } from '../errors/use-screen-error-policy.ts';
import { featureValuesOf } from '../permissions/feature-values.ts';
import { usePermission } from '../permissions/use-permission.ts';

const w = endpoints.warehouseInvoice;

/** Whether the user may make this call: its permissions, and its feature on (the server checks both). */
export function useMayCall(endpoint: Endpoint): boolean {
  const { data: configuration } = useApplicationConfiguration();
  const permitted = usePermission(permissionsOf(endpoint));
  const feature = endpoint.feature;
  return permitted && (!feature || featureValuesOf(configuration?.features.values)[feature] === 'True');
}

/**
 * Discard, delete and new remarks of a warehouse invoice, each only with its own permission (the screens offer a
 * step only where the life cycle allows it; there is no finish by hand). A refusal goes through the error policy.
 */
export function useWarehouseInvoiceSteps(
  errors: ReturnType<typeof useScreenErrorPolicy>,
): DocumentPageHandlers<WarehouseInvoice> {
  const discard = useMutation(w.discard).trigger;
  const remove = useMutation(w.delete).trigger;
  const setRemarks = useMutation(w.setRemarks).trigger;
  const may = {
    discard: usePermission(permissionsOf(w.discard)),
    delete: usePermission(permissionsOf(w.delete)),
    setRemarks: usePermission(permissionsOf(w.setRemarks)),
  };
  return {
    onDiscard: may.discard
      ? (invoice) => discard({ params: { id: invoice.id } }).catch(errors.onChangeError)
      : undefined,
    onDelete: may.delete
      ? (invoice) => remove({ params: { id: invoice.id } }).catch(errors.onChangeError)
      : undefined,
    onSetRemarks: may.setRemarks
      ? (invoice, remarks) => setRemarks({ body: { id: invoice.id, remarks } }).catch(errors.onChangeError)
      : undefined,
  };
}
