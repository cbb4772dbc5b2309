import type { Warehouse } from '@inventory/contracts';
import type { DataColumn } from '../kit/data-table-types.ts';

/** The warehouse list's columns; name, address and telephone sort through the list's `Sorting`. */
export const warehouseColumns: readonly DataColumn<Warehouse>[] = [
  { id: 'name', headerKey: 'warehouse:warehouse.fields.name', sortField: 'name', cell: (w) => w.name },
  {
    id: 'address',
    headerKey: 'warehouse:warehouse.fields.address',
    sortField: 'address',
    cell: (w) => w.address ?? '',
  },
  {
    id: 'telePhone',
    headerKey: 'warehouse:warehouse.fields.telePhone',
    sortField: 'telePhone',
    cell: (w) => w.telePhone ?? '',
  },
  { id: 'remarks', headerKey: 'warehouse:warehouse.fields.remarks', cell: (w) => w.remarks ?? '' },
];
