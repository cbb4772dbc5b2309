import type { Supplier } from '@inventory/contracts';
import type { DataColumn } from '../kit/data-table-types.ts';

/** The supplier list's columns; all but the remarks sort through the list's `Sorting`. */
export const supplierColumns: readonly DataColumn<Supplier>[] = [
  { id: 'name', headerKey: 'supplier:fields.name', sortField: 'name', cell: (s) => s.name },
  { id: 'contact', headerKey: 'supplier:fields.contact', sortField: 'contact', cell: (s) => s.contact ?? '' },
  {
    id: 'telePhone',
    headerKey: 'supplier:fields.telePhone',
    sortField: 'telePhone',
    cell: (s) => s.telePhone ?? '',
  },
  { id: 'address', headerKey: 'supplier:fields.address', sortField: 'address', cell: (s) => s.address ?? '' },
  { id: 'remarks', headerKey: 'supplier:fields.remarks', cell: (s) => s.remarks ?? '' },
];
