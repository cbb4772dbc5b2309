import { Badge, Stack, chakra } from '@chakra-ui/react';
import { type AuditLogEntry, auditLogQuery, isApiError, sortableFieldsOf } from '@inventory/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../kit/data-table.tsx';
import type { DataColumn, TableAction } from '../kit/data-table-types.ts';
import { FilterBar } from '../kit/filter-bar.tsx';
import type { FilterDefinition } from '../kit/filter-types.ts';
import type { ListViewProps } from '../kit/list-view-props.ts';
import { ScreenHeader } from '../kit/screen-header.tsx';
import { NavLink } from '../layout/nav-link.tsx';
import { AuditChangesDialog } from './audit-changes.tsx';
import {
  auditActionNames,
  auditEntityNames,
  auditStatusCodes,
  auditTime,
  recordPath,
} from './audit-model.ts';
import { useAuditWords } from './audit-words.ts';

const sortableFields = sortableFieldsOf(auditLogQuery) ?? [];

/** An id (when no name was recorded) wraps within its column rather than widening the table. */
const recordText = {
  display: 'inline-block',
  maxWidth: '14rem',
  whiteSpace: 'normal',
  // Between words where it can, anywhere in an id.
  overflowWrap: 'anywhere',
} as const;

const actionColours: Record<string, string> = {
  Created: 'green',
  Updated: 'blue',
  Deleted: 'red',
  Refused: 'orange',
  Failed: 'red',
};

/** What the route gives the audit log: the page, the view in the address and the tenant's zone. */
/**
 * The page of `GET /api/app/audit-log`, its filters by the query's names (UserName, EntityName, Action,
 * HttpStatusCode, StartTime, EndTime) and its order; newest first.
 */
export interface AuditLogScreenProps extends ListViewProps<AuditLogEntry> {
  /** The tenant's time zone (Abp.Timing.TimeZone): times and the date filters are the tenant's. */
  timeZone: string;
  /** Goes to a record's own page (documents); absent = records are plain text. */
  onNavigate?: (path: string) => void;
}

/**
 * The audit log (`/system/audit-log`): every recorded write newest first, filtered by user, record type, action and
 * status and days in the tenant's zone, each entry opening its field-by-field changes (before → after). A write the
 * server refused a signed-in user shows its HTTP status; one that succeeded shows "Succeeded".
 */
export function AuditLogScreen(props: AuditLogScreenProps) {
  const { t } = useTranslation(['audit', 'common']);
  const words = useAuditWords();
  const [open, setOpen] = useState<AuditLogEntry | null>(null);
  const { timeZone, onNavigate } = props;

  const filters = useMemo(
    (): FilterDefinition[] => [
      { id: 'UserName', labelKey: 'audit:filters.user', kind: 'text' },
      {
        id: 'EntityName',
        labelKey: 'audit:filters.entity',
        kind: 'select',
        options: auditEntityNames.map((name) => ({ value: name, label: words.entity(name) })),
      },
      {
        id: 'Action',
        labelKey: 'audit:filters.action',
        kind: 'select',
        options: auditActionNames.map((name) => ({ value: name, label: words.action(name) })),
      },
      {
        id: 'HttpStatusCode',
        labelKey: 'audit:filters.status',
        kind: 'select',
        options: auditStatusCodes.map((code) => ({ value: code, label: words.status(Number(code)) })),
      },
      { id: 'StartTime', labelKey: 'audit:filters.from', kind: 'date', timeZone },
      { id: 'EndTime', labelKey: 'audit:filters.until', kind: 'date', timeZone, until: true },
    ],
    // `words` follows the language through `t`.
    [t, timeZone],
  );

  const columns = useMemo(
    (): DataColumn<AuditLogEntry>[] => [
      {
        id: 'time',
        headerKey: 'audit:columns.time',
        sortField: 'executionTime',
        // One line: a date's hyphens must not break it.
        cell: (entry) => (
          <chakra.span whiteSpace="nowrap">{auditTime(entry.executionTime, timeZone)}</chakra.span>
        ),
      },
      { id: 'user', headerKey: 'audit:columns.user', cell: (entry) => entry.userName ?? t('audit:system') },
      { id: 'entity', headerKey: 'audit:columns.entity', cell: (entry) => words.entity(entry.entityName) },
      {
        id: 'record',
        headerKey: 'audit:columns.record',
        cell: (entry) => {
          const text = words.record(entry);
          const path = recordPath(entry);
          return path && onNavigate ? (
            <NavLink
              to={path}
              onNavigate={onNavigate}
              color="brand.fg"
              textDecoration="underline"
              {...recordText}
            >
              {text}
            </NavLink>
          ) : (
            <chakra.span {...recordText}>{text}</chakra.span>
          );
        },
      },
      {
        id: 'action',
        headerKey: 'audit:columns.action',
        cell: (entry) => (
          <Badge colorPalette={actionColours[entry.action] ?? 'gray'}>{words.action(entry.action)}</Badge>
        ),
      },
      {
        id: 'status',
        headerKey: 'audit:columns.status',
        cell: (entry) => (
          <Badge colorPalette={entry.httpStatus ? (entry.httpStatus >= 500 ? 'red' : 'orange') : 'gray'}>
            {words.status(entry.httpStatus)}
          </Badge>
        ),
      },
      {
        id: 'changes',
        headerKey: 'audit:columns.changes',
        cell: (entry) => t('audit:changeCount', { count: entry.changes.length }),
      },
    ],
    [t, timeZone, onNavigate],
  );

  const rowName = (entry: AuditLogEntry) =>
    t('audit:rowName', {
      entity: words.entity(entry.entityName),
      action: words.action(entry.action),
      time: auditTime(entry.executionTime, timeZone),
    });
  const rowActions: TableAction<AuditLogEntry>[] = [
    { id: 'changes', label: t('audit:actions.changes'), permitted: true, onAction: setOpen },
  ];

  return (
    <Stack gap="5">
      <ScreenHeader title={t('audit:title')} description={t('audit:description')} />
      <FilterBar
        filters={filters}
        values={props.filters}
        onChange={props.onFiltersChange}
        onReset={props.onFiltersReset}
      />
      <DataTable
        label={t('audit:title')}
        columns={columns}
        rows={props.data?.items}
        rowId={(entry) => entry.id}
        rowName={rowName}
        loading={props.loading}
        error={props.error}
        onRetry={props.onRetry}
        forbidden={isApiError(props.error) && props.error.status === 403}
        emptyMessage={t('audit:empty')}
        sorting={props.sorting}
        sortableFields={sortableFields}
        onSortingChange={props.onSortingChange}
        rowActions={rowActions}
        paging={{
          page: props.page,
          pageSize: props.pageSize,
          totalCount: props.data?.totalCount ?? 0,
          onPageChange: props.onPageChange,
          onPageSizeChange: props.onPageSizeChange,
        }}
      />
      <AuditChangesDialog
        entry={open}
        timeZone={timeZone}
        onClose={() => setOpen(null)}
        onNavigate={onNavigate}
      />
    </Stack>
  );
}
