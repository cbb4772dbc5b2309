import {
  type DocumentState,
  type SellInvoice,
  sellInvoiceListQuery,
  sortableFieldsOf,
} from '@inventory/contracts';
import { sellTransition } from '@inventory/domain';
import { useMemo } from 'react';
import { DocumentListScreen, type DocumentListProps } from '../document/document-list-screen.tsx';
import type { DocumentStep } from '../document/lifecycle-steps.tsx';
import type { PageStep } from '../document/document-steps.tsx';
import type { FilterDefinition } from '../kit/filter-types.ts';
import { deliveredOfOrdered, sellColumns } from './sell-columns.tsx';

const sortableFields = sortableFieldsOf(sellInvoiceListQuery) ?? [];

/** A life-cycle step of one sale; the promise settles when the server has answered. */
export type SellStep = DocumentStep<SellInvoice>;

/** `GET /api/app/sell-invoice` and the view in the address (SearchKey, MarketingChannel, Creator, State, IsNeedDiscard). */
export type SellListScreenProps = DocumentListProps<SellInvoice>;

/** Whether the life cycle allows `step` for this sale now (packages/domain, the server's own rule). */
export function sellAllows(invoice: SellInvoice, step: PageStep): boolean {
  const action =
    step === 'discard'
      ? { kind: 'discard' as const, stockMoved: !deliveredOfOrdered(invoice).delivered.isZero() }
      : { kind: step };
  return sellTransition(invoice.state as DocumentState, action).ok;
}

const ownFilters: FilterDefinition[] = [
  { id: 'SearchKey', labelKey: 'sales:fields.search', kind: 'text' },
  { id: 'MarketingChannel', labelKey: 'sales:fields.channel', kind: 'text' },
  { id: 'Creator', labelKey: 'sales:fields.creator', kind: 'text' },
];

/**
 * Sales (`/sys/market`): the sales with the spec's filters, their channel, discount, total, state and how much of
 * what was sold has been delivered; discard, finish and delete after a confirmation, each offered only where the
 * life cycle allows it.
 */
export function SellListScreen(props: SellListScreenProps) {
  const columns = useMemo(
    () => sellColumns({ timeZone: props.timeZone, onNavigate: props.onNavigate }),
    [props.timeZone, props.onNavigate],
  );
  return (
    <DocumentListScreen
      {...props}
      ns="sales"
      ownFilters={ownFilters}
      columns={columns}
      sortableFields={sortableFields}
      allows={sellAllows}
      newPath="/sys/market/new"
      rowId={(invoice) => invoice.id}
      rowName={(invoice) => invoice.number}
    />
  );
}
