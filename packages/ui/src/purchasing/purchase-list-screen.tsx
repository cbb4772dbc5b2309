import {
  type DocumentState,
  type PurchaseInvoice,
  purchaseInvoiceListQuery,
  sortableFieldsOf,
} from '@inventory/contracts';
import { purchaseTransition } from '@inventory/domain';
import { useMemo } from 'react';
import { DocumentListScreen, type DocumentListProps } from '../document/document-list-screen.tsx';
import type { DocumentStep } from '../document/lifecycle-steps.tsx';
import type { PageStep } from '../document/document-steps.tsx';
import type { FilterDefinition } from '../kit/filter-types.ts';
import { purchaseColumns, receivedOfOrdered } from './purchase-columns.tsx';

const sortableFields = sortableFieldsOf(purchaseInvoiceListQuery) ?? [];

/** A life-cycle step of one purchase; the promise settles when the server has answered. */
export type PurchaseStep = DocumentStep<PurchaseInvoice>;

/** `GET /api/app/purchase-invoice` and the view in the address (filters SKUName, Supplier, Creator, State, IsNeedDiscard). */
export type PurchaseListScreenProps = DocumentListProps<PurchaseInvoice>;

/** Whether the life cycle allows `step` for this purchase now (packages/domain, the server's own rule). */
export function purchaseAllows(invoice: PurchaseInvoice, step: PageStep): boolean {
  const action =
    step === 'discard'
      ? { kind: 'discard' as const, stockMoved: !receivedOfOrdered(invoice).received.isZero() }
      : { kind: step };
  return purchaseTransition(invoice.state as DocumentState, action).ok;
}

const ownFilters: FilterDefinition[] = [
  { id: 'SKUName', labelKey: 'purchasing:fields.skuName', kind: 'text' },
  { id: 'Supplier', labelKey: 'purchasing:fields.supplier', kind: 'text' },
  { id: 'Creator', labelKey: 'purchasing:fields.creator', kind: 'text' },
];

/**
 * Purchasing (`/sys/purchasing`): the purchases with the spec's filters, their state, total and how much of what was
 * ordered has been received; discard, finish and delete after a confirmation, each offered only where the life
 * cycle allows it. It reports each step; the app (or a story's mock server) does the requests.
 */
export function PurchaseListScreen(props: PurchaseListScreenProps) {
  const columns = useMemo(
    () => purchaseColumns({ timeZone: props.timeZone, onNavigate: props.onNavigate }),
    [props.timeZone, props.onNavigate],
  );
  return (
    <DocumentListScreen
      {...props}
      ns="purchasing"
      ownFilters={ownFilters}
      columns={columns}
      sortableFields={sortableFields}
      allows={purchaseAllows}
      newPath="/sys/purchasing/new"
      rowId={(invoice) => invoice.id}
      rowName={(invoice) => invoice.number}
    />
  );
}
