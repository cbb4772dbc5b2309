import type { PurchaseInvoice } from '@inventory/contracts';
import type { Decimal } from '@inventory/domain';
import { creatorColumn, numberColumn, stateColumn } from '../document/document-columns.tsx';
import type { DataColumn } from '../kit/data-table-types.ts';
import { doneOfOrdered, LineProgress } from '../document/line-progress.tsx';
import { instantToDateInput } from '../kit/zoned-date.ts';

/** A purchase's own page. */
export const purchasePath = (id: string) => `/sys/purchasing/${id}`;

/** Received of ordered over all lines, exact. */
export function receivedOfOrdered(invoice: PurchaseInvoice): { received: Decimal; ordered: Decimal } {
  const { done, ordered } = doneOfOrdered(
    invoice.items,
    (item) => item.inStockCount,
    (item) => item.count,
  );
  return { received: done, ordered };
}

export interface PurchaseColumnOptions {
  /** Opens a purchase's page (`/sys/purchasing/{id}`); absent = the number is plain text. */
  onNavigate?: (path: string) => void;
  /** The tenant's time zone: a purchase's day is the day there. */
  timeZone: string;
}

/** The purchase list's columns: number, supplier, day, total (money), state, received of ordered, creator. */
export function purchaseColumns({
  timeZone,
  onNavigate,
}: PurchaseColumnOptions): DataColumn<PurchaseInvoice>[] {
  return [
    numberColumn('purchasing', purchasePath, onNavigate),
    { id: 'supplier', headerKey: 'purchasing:fields.supplier', cell: (row) => row.supplierName ?? '' },
    {
      id: 'purchaseTime',
      headerKey: 'purchasing:fields.purchaseTime',
      cell: (row) => instantToDateInput(row.purchaseTime, timeZone),
    },
    { id: 'total', headerKey: 'purchasing:fields.total', numeric: 'money', cell: (row) => row.totalPrice },
    stateColumn('purchasing'),
    {
      id: 'received',
      headerKey: 'purchasing:fields.received',
      cell: (row) => {
        const { received, ordered } = receivedOfOrdered(row);
        return <LineProgress ns="purchasing" done={received} ordered={ordered} />;
      },
    },
    creatorColumn('purchasing'),
  ];
}
