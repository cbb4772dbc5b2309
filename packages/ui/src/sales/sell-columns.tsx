import type { SellInvoice } from '@inventory/contracts';
import type { Decimal } from '@inventory/domain';
import { creatorColumn, numberColumn, stateColumn } from '../document/document-columns.tsx';
import { doneOfOrdered, LineProgress } from '../document/line-progress.tsx';
import type { DataColumn } from '../kit/data-table-types.ts';
import { instantToDateInput } from '../kit/zoned-date.ts';

/** A sale's own page. */
export const sellPath = (id: string) => `/sys/market/${id}`;

/** Delivered of ordered over all lines, exact. */
export function deliveredOfOrdered(invoice: SellInvoice): { delivered: Decimal; ordered: Decimal } {
  const { done, ordered } = doneOfOrdered(
    invoice.items,
    (item) => item.outCount,
    (item) => item.count,
  );
  return { delivered: done, ordered };
}

export interface SellColumnOptions {
  /** Opens a sale's page (`/sys/market/{id}`); absent = the number is plain text. */
  onNavigate?: (path: string) => void;
  /** The tenant's time zone: a sale's day is the day there. */
  timeZone: string;
}

/** The sales list's columns: number, channel, day, discount, total (money), state, delivered of ordered, creator. */
export function sellColumns({ timeZone, onNavigate }: SellColumnOptions): DataColumn<SellInvoice>[] {
  return [
    numberColumn('sales', sellPath, onNavigate),
    { id: 'channel', headerKey: 'sales:fields.channel', cell: (row) => row.marketingChannel ?? '' },
    {
      id: 'sellTime',
      headerKey: 'sales:fields.sellTime',
      cell: (row) => instantToDateInput(row.sellTime, timeZone),
    },
    {
      id: 'discount',
      headerKey: 'sales:fields.discount',
      numeric: 'money',
      cell: (row) => row.discountsPrice,
    },
    { id: 'total', headerKey: 'sales:fields.total', numeric: 'money', cell: (row) => row.totalPrice },
    stateColumn('sales'),
    {
      id: 'delivered',
      headerKey: 'sales:fields.delivered',
      cell: (row) => {
        const { delivered, ordered } = deliveredOfOrdered(row);
        return <LineProgress ns="sales" done={delivered} ordered={ordered} />;
      },
    },
    creatorColumn('sales'),
  ];
}
