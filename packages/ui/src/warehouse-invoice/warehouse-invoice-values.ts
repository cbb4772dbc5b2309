import {
  DocumentState,
  enumName,
  StockType,
  type WarehouseInvoice,
  WarehouseInvoiceType,
} from '@inventory/contracts';
import { warehouseTransition } from '@inventory/domain';
import type { PageStep } from '../document/document-steps.tsx';

/** A warehouse invoice's own page, and a new one's. */
export const warehouseInvoicePath = (id: string) => `/sys/inventory/invoices/${id}`;
export const warehouseInvoiceListPath = '/sys/inventory/invoices';
export const newWarehouseInvoicePath = '/sys/inventory/invoices/new';

export type StockTypeName = 'In' | 'Out' | 'Move';
export type SourceTypeName = 'Other' | 'Produce' | 'Sale' | 'Purchase';

export const stockTypeNames: readonly StockTypeName[] = ['In', 'Out', 'Move'];
export const sourceTypeNames: readonly SourceTypeName[] = ['Other', 'Produce', 'Sale', 'Purchase'];

/** The wire's number as its name (ABP returns enums as numbers; the client shows names). */
export function stockTypeName(value: number): StockTypeName {
  return (enumName(StockType, value) as StockTypeName | undefined) ?? 'In';
}

export function sourceTypeName(value: number): SourceTypeName {
  return (enumName(WarehouseInvoiceType, value) as SourceTypeName | undefined) ?? 'Other';
}

/**
 * Whether the life cycle allows `step` for this warehouse invoice now (packages/domain, the server's own rule):
 * a draft may be discarded or deleted, a discarded one deleted; nothing is finished by hand, a finished one never
 * changes again except its remarks.
 */
export function warehouseInvoiceAllows(invoice: WarehouseInvoice, step: PageStep): boolean {
  const action = step === 'discard' ? { kind: 'discard' as const, stockMoved: false } : { kind: step };
  return warehouseTransition(invoice.state as DocumentState, action).ok;
}

/** Only drafts can be submitted, together (`save-many`). */
export const isDraft = (invoice: WarehouseInvoice) => invoice.state === DocumentState.Draft;
