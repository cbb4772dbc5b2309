import type { AuditLogEntry } from '@inventory/contracts';
import { useTranslation } from 'react-i18next';
import {
  grantProvider,
  isAuditActionName,
  isAuditEntityName,
  isAuditStatusCode,
  recordName,
} from './audit-model.ts';

/** Entity and action names in the reader's language (a name the screen does not know stays as recorded). */
export function useAuditWords() {
  const { t } = useTranslation('audit');
  return {
    entity: (name: string) => (isAuditEntityName(name) ? t(`entities.${name}`) : name),
    action: (name: string) => (isAuditActionName(name) ? t(`actionNames.${name}`) : name),
    /** A status in words with its code (`403 Refused: no permission`); null = the write succeeded. */
    status: (status: number | null | undefined) => {
      const code = String(status ?? 200);
      return isAuditStatusCode(code) ? t(`statuses.${code}`) : code;
    },
    /**
     * The record as a reader knows it: a permission grant names its role or user, others their name where the
     * entry recorded it, else their id.
     */
    record: (entry: Pick<AuditLogEntry, 'entityName' | 'entityId' | 'changes'>) => {
      const id = entry.entityId ?? '';
      const grant = entry.entityName === 'PermissionGrant' ? grantProvider(id) : null;
      return grant ? t(`providers.${grant.provider}`, { key: grant.key }) : (recordName(entry) ?? id);
    },
  };
}
