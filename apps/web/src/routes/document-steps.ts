import { type endpoints, permissionsOf } from '@inventory/contracts';
import type { DocumentPageHandlers } from '@inventory/ui';
import { useMutation } from '../api/endpoint-hooks.ts';
import type { useScreenErrorPolicy } from '../errors/use-screen-error-policy.ts';
import { usePermission } from '../permissions/use-permission.ts';

/** The document kinds the document kit shows (lists and pages). */
export type DocumentArea = typeof endpoints.purchaseInvoice | typeof endpoints.sellInvoice;

/**
 * Discard, finish, delete and new remarks of one kind, each only with its own permission (the screens offer a step
 * only where the life cycle allows it); a refusal goes through the screen's error policy.
 */
export function useDocumentSteps<T extends { id: string }>(
  area: DocumentArea,
  errors: ReturnType<typeof useScreenErrorPolicy>,
): DocumentPageHandlers<T> {
  const discard = useMutation(area.discard).trigger;
  const finish = useMutation(area.finish).trigger;
  const remove = useMutation(area.delete).trigger;
  const setRemarks = useMutation(area.setRemarks).trigger;
  const may = {
    discard: usePermission(permissionsOf(area.discard)),
    finish: usePermission(permissionsOf(area.finish)),
    delete: usePermission(permissionsOf(area.delete)),
    setRemarks: usePermission(permissionsOf(area.setRemarks)),
  };
  const step = (granted: boolean, run: (document: T) => Promise<unknown>) =>
    granted ? (document: T) => run(document).catch(errors.onChangeError) : undefined;
  return {
    onDiscard: step(may.discard, (document) => discard({ params: { id: document.id } })),
    onFinish: step(may.finish, (document) => finish({ params: { id: document.id }, query: {} })),
    onDelete: step(may.delete, (document) => remove({ params: { id: document.id } })),
    onSetRemarks: may.setRemarks
      ? (document, remarks) => setRemarks({ body: { id: document.id, remarks } }).catch(errors.onChangeError)
      : undefined,
  };
}
