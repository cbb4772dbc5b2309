import { permissionsOf } from '@inventory/contracts';
import type { DocumentListProps } from '@inventory/ui';
import { useNavigate } from 'react-router-dom';
import { useTenantTimeZone } from '../api/tenant-settings.ts';
import { useScreenErrorPolicy } from '../errors/use-screen-error-policy.ts';
import { usePermission } from '../permissions/use-permission.ts';
import { type DocumentArea, useDocumentSteps } from './document-steps.ts';
import { useListView } from './record-route.ts';

/**
 * What a document list route gives its screen: the view in the address, the tenant's zone, navigation, and
 * discard / finish / delete each with its own permission (the screen offers a step only where the life cycle
 * allows it).
 */
export function useDocumentList<T extends { id: string }>(area: DocumentArea): DocumentListProps<T> {
  const errors = useScreenErrorPolicy();
  const { view } = useListView(area.list, errors);
  const timeZone = useTenantTimeZone();
  const navigate = useNavigate();
  const mayCreate = usePermission(permissionsOf(area.save));
  const steps = useDocumentSteps<T>(area, errors);
  return {
    ...(view as unknown as Omit<DocumentListProps<T>, 'timeZone'>),
    timeZone,
    onNavigate: (path) => void navigate(path),
    canCreate: mayCreate,
    ...steps,
  };
}
