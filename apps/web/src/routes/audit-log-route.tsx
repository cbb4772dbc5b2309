import { endpoints } from '@inventory/contracts';
import { AuditLogScreen } from '@inventory/ui';
import { useNavigate } from 'react-router-dom';
import { useTenantTimeZone } from '../api/tenant-settings.ts';
import { useScreenErrorPolicy } from '../errors/use-screen-error-policy.ts';
import { useListView } from './record-route.ts';

const auditLog = endpoints.auditLog;

/**
 * /system/audit-log: the tenant's recorded writes, newest first, with the filters, order and page in the address;
 * times and date filters in the tenant's zone; an entry's record opens its own page where it has one.
 */
export function AuditLogRoute() {
  const errors = useScreenErrorPolicy();
  const { view } = useListView(auditLog.list, errors);
  const timeZone = useTenantTimeZone();
  const navigate = useNavigate();
  return <AuditLogScreen {...view} timeZone={timeZone} onNavigate={(path) => void navigate(path)} />;
}
