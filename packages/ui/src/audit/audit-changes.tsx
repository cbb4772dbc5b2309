import { Button, Stack, Table, Text, chakra } from '@chakra-ui/react';
import type { AuditLogEntry } from '@inventory/contracts';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../feedback/app-dialog.tsx';
import { namespaces } from '../i18n/resources.ts';
import { NavLink } from '../layout/nav-link.tsx';
import {
  type AuditTexts,
  auditTime,
  auditValue,
  diffRows,
  diffSides,
  fieldLabel,
  recordPath,
  valueWords,
} from './audit-model.ts';
import { useAuditWords } from './audit-words.ts';

/** The screen's texts with `exists`, for the labels that fall back to the recorded name. */
export function useAuditTexts(): AuditTexts {
  const { t, i18n } = useTranslation(namespaces);
  const loose = t as unknown as AuditTexts['t'];
  return { t: loose, has: (key) => i18n.exists(key) };
}

function Value({
  entityName,
  propertyName,
  value,
  texts,
}: {
  entityName: string;
  propertyName: string;
  value: string | null | undefined;
  texts: AuditTexts;
}) {
  const shown = auditValue(value);
  if (shown.kind === 'empty')
    return (
      <Text as="span" color="fg.muted" fontStyle="italic">
        {texts.t('audit:changes.empty')}
      </Text>
    );
  if (shown.kind === 'json')
    return (
      <chakra.pre fontFamily="mono" fontSize="xs" whiteSpace="pre-wrap" overflowWrap="anywhere" m="0">
        {shown.text}
      </chakra.pre>
    );
  const words = valueWords(entityName, propertyName, shown.text, texts);
  return (
    <Text as="span" whiteSpace="pre-wrap" overflowWrap="anywhere">
      {words ?? shown.text}
    </Text>
  );
}

/**
 * An entry's field-by-field changes: before → after for an update, the values after for a creation, the values
 * before for a deletion. Field names in the reader's language where known, else as recorded; no value reads "empty".
 */
export function AuditChanges({ entry }: { entry: AuditLogEntry }) {
  const texts = useAuditTexts();
  const sides = diffSides(entry.action);
  const rows = diffRows(entry);
  const note =
    sides === 'after' ? 'audit:changes.created' : sides === 'before' ? 'audit:changes.deleted' : null;
  return (
    <Stack gap="3">
      {note && <Text fontSize="sm">{texts.t(note)}</Text>}
      {rows.length === 0 ? (
        sides === 'both' && <Text color="fg.muted">{texts.t('audit:changes.none')}</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="l2">
          <Table.Root size="sm" aria-label={texts.t('audit:changes.tableLabel')} tableLayout="fixed">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader width="36%">{texts.t('audit:changes.field')}</Table.ColumnHeader>
                {sides !== 'after' && (
                  <Table.ColumnHeader>
                    {texts.t(sides === 'both' ? 'audit:changes.before' : 'audit:changes.value')}
                  </Table.ColumnHeader>
                )}
                {sides !== 'before' && (
                  <Table.ColumnHeader>
                    {texts.t(sides === 'both' ? 'audit:changes.after' : 'audit:changes.value')}
                  </Table.ColumnHeader>
                )}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((change) => (
                <Table.Row key={change.propertyName} verticalAlign="top">
                  <Table.Cell fontWeight="medium" whiteSpace="normal" overflowWrap="anywhere">
                    {fieldLabel(entry.entityName, change.propertyName, texts)}
                  </Table.Cell>
                  {sides !== 'after' && (
                    <Table.Cell>
                      <Value
                        entityName={entry.entityName}
                        propertyName={change.propertyName}
                        value={change.originalValue}
                        texts={texts}
                      />
                    </Table.Cell>
                  )}
                  {sides !== 'before' && (
                    <Table.Cell>
                      <Value
                        entityName={entry.entityName}
                        propertyName={change.propertyName}
                        value={change.newValue}
                        texts={texts}
                      />
                    </Table.Cell>
                  )}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}

export interface AuditChangesDialogProps {
  /** The entry whose changes are open; null = closed. */
  entry: AuditLogEntry | null;
  timeZone: string;
  onClose: () => void;
  /** Goes to the record's own page (documents); absent = no link. */
  onNavigate?: (path: string) => void;
}

/** One entry opened: who and when, a link to the record where it has a page, and its changes. */
export function AuditChangesDialog({ entry, timeZone, onClose, onNavigate }: AuditChangesDialogProps) {
  const texts = useAuditTexts();
  const words = useAuditWords();
  const path = entry ? recordPath(entry) : null;
  return (
    <AppDialog
      open={entry !== null}
      onClose={onClose}
      title={
        entry
          ? texts.t('audit:changes.title', {
              entity: words.entity(entry.entityName),
              action: words.action(entry.action),
            })
          : ''
      }
      footer={
        <Button variant="outline" onClick={onClose}>
          {texts.t('common:actions.close')}
        </Button>
      }
    >
      {entry && (
        <Stack gap="3">
          <Text fontSize="sm" color="fg.muted">
            {texts.t('audit:changes.summary', {
              user: entry.userName ?? texts.t('audit:system'),
              time: auditTime(entry.executionTime, timeZone),
            })}
          </Text>
          {entry.entityId && (
            <Text fontSize="sm" wordBreak="break-all">
              {words.record(entry) === entry.entityId || entry.entityName === 'PermissionGrant'
                ? texts.t('audit:changes.record', { record: words.record(entry) })
                : texts.t('audit:changes.recordWithId', { record: words.record(entry), id: entry.entityId })}
              {path && onNavigate && (
                <>
                  {' '}
                  <NavLink
                    to={path}
                    onNavigate={(to) => {
                      onClose();
                      onNavigate(to);
                    }}
                    color="brand.fg"
                    textDecoration="underline"
                  >
                    {texts.t('audit:actions.openRecord')}
                  </NavLink>
                </>
              )}
            </Text>
          )}
          <AuditChanges entry={entry} />
        </Stack>
      )}
    </AppDialog>
  );
}
