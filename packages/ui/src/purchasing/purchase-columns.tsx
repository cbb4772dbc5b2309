import { Progress, Text } from '@chakra-ui/react';
import { DocumentState, type PurchaseInvoice, enumName } from '@inventory/contracts';
import { Decimal } from '@inventory/domain';
import type { TFunction } from 'i18next';
import { StatusBadge } from '../feedback/status-badge.tsx';
import type { DataColumn } from '../kit/data-table-types.ts';
import { formatNumber } from '../kit/format-number.ts';
import { instantToDateInput } from '../kit/zoned-date.ts';
import { NavLink } from '../layout/nav-link.tsx';

/** A purchase's own page. */
export const purchasePath = (id: string) => `/sys/purchasing/${id}`;

/** Received of ordered over all lines, exact (quantities never go through binary floating point). */
export function receivedOfOrdered(invoice: PurchaseInvoice): { received: Decimal; ordered: Decimal } {
  return {
    received: Decimal.sum(invoice.items.map((item) => item.inStockCount)),
    ordered: Decimal.sum(invoice.items.map((item) => item.count)),
  };
}

export function stateName(invoice: PurchaseInvoice) {
  return enumName(DocumentState, invoice.state) ?? 'Draft';
}

function ReceivedProgress({
  invoice,
  t,
  locale,
}: {
  invoice: PurchaseInvoice;
  t: TFunction<['purchasing']>;
  locale: string;
}) {
  const { received, ordered } = receivedOfOrdered(invoice);
  if (ordered.isZero()) return <Text color="fg.muted">{t('purchasing:progress.none')}</Text>;
  const label = t('purchasing:progress.label', {
    received: formatNumber(received.toString(), 'quantity', locale),
    ordered: formatNumber(ordered.toString(), 'quantity', locale),
  });
  const percent = Number(received.mul(100).div(ordered, 0).toString());
  return (
    <Progress.Root
      value={Math.min(percent, 100)}
      size="sm"
      minWidth="24"
      colorPalette="brand"
      aria-label={label}
    >
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
      <Text fontSize="xs" color="fg.muted" marginTop="1">
        {label}
      </Text>
    </Progress.Root>
  );
}

export interface PurchaseColumnOptions {
  t: TFunction<['purchasing']>;
  /** Opens a purchase's page (`/sys/purchasing/{id}`); absent = the number is plain text. */
  onNavigate?: (path: string) => void;
  locale: string;
  /** The tenant's time zone: a purchase's day is the day there. */
  timeZone: string;
}

/** The purchase list's columns: number, supplier, day, total (money), state, received of ordered, creator. */
export function purchaseColumns({
  t,
  locale,
  timeZone,
  onNavigate,
}: PurchaseColumnOptions): DataColumn<PurchaseInvoice>[] {
  return [
    {
      id: 'number',
      headerKey: 'purchasing:fields.number',
      sortField: 'number',
      cell: (row) =>
        onNavigate ? (
          <NavLink
            to={purchasePath(row.id)}
            onNavigate={onNavigate}
            color="brand.fg"
            textDecoration="underline"
          >
            {row.number}
          </NavLink>
        ) : (
          row.number
        ),
    },
    { id: 'supplier', headerKey: 'purchasing:fields.supplier', cell: (row) => row.supplierName ?? '' },
    {
      id: 'purchaseTime',
      headerKey: 'purchasing:fields.purchaseTime',
      cell: (row) => instantToDateInput(row.purchaseTime, timeZone),
    },
    { id: 'total', headerKey: 'purchasing:fields.total', numeric: 'money', cell: (row) => row.totalPrice },
    {
      id: 'state',
      headerKey: 'purchasing:fields.state',
      cell: (row) => <StatusBadge state={stateName(row)} />,
    },
    {
      id: 'received',
      headerKey: 'purchasing:fields.received',
      cell: (row) => <ReceivedProgress invoice={row} t={t} locale={locale} />,
    },
    { id: 'creator', headerKey: 'purchasing:fields.creator', cell: (row) => row.creator ?? '' },
  ];
}
