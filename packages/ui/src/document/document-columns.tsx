import { DocumentState, enumName } from '@inventory/contracts';
import { StatusBadge } from '../feedback/status-badge.tsx';
import type { DataColumn } from '../kit/data-table-types.ts';
import { NavLink } from '../layout/nav-link.tsx';
import type { DocumentNamespace } from './lifecycle-steps.tsx';

/** What every document row has. */
export interface DocumentRow {
  id: string;
  number: string;
  state: number;
  creator?: string | null;
}

export function stateName(document: { state: number }) {
  return enumName(DocumentState, document.state) ?? 'Draft';
}

/** The number, linked to the document's own page when the screen can navigate; sortable by the list's `number`. */
export function numberColumn<T extends DocumentRow>(
  ns: DocumentNamespace,
  pathOf: (id: string) => string,
  onNavigate?: (path: string) => void,
): DataColumn<T> {
  return {
    id: 'number',
    headerKey: `${ns}:fields.number`,
    sortField: 'number',
    cell: (row) =>
      onNavigate ? (
        <NavLink to={pathOf(row.id)} onNavigate={onNavigate} color="brand.fg" textDecoration="underline">
          {row.number}
        </NavLink>
      ) : (
        row.number
      ),
  };
}

/** The state badge and the creator, the columns every document list ends with. */
export function stateColumn<T extends DocumentRow>(ns: DocumentNamespace): DataColumn<T> {
  return {
    id: 'state',
    headerKey: `${ns}:fields.state`,
    cell: (row) => <StatusBadge state={stateName(row)} />,
  };
}

export function creatorColumn<T extends DocumentRow>(ns: DocumentNamespace): DataColumn<T> {
  return { id: 'creator', headerKey: `${ns}:fields.creator`, cell: (row) => row.creator ?? '' };
}
