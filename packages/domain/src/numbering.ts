import { calendarDate, type Instant } from './calendar.ts';
import { StockType } from './enums.ts';
import { assertUnreachable } from './result.ts';

/** Document number prefixes (§3). */
export const DocumentPrefix = {
  Purchase: 'PO',
  Sell: 'SO',
  Production: 'MO',
  In: 'IN',
  Out: 'OUT',
  Move: 'MV',
} as const;
export type DocumentPrefix = (typeof DocumentPrefix)[keyof typeof DocumentPrefix];

export type DocumentKind = 'purchase' | 'sell' | 'production' | 'warehouse';

/** The prefix of a document; warehouse invoices by their stock type. e.g. `documentPrefix('warehouse', StockType.Move)` → 'MV' */
export function documentPrefix(kind: DocumentKind, stockType: StockType = StockType.In): DocumentPrefix {
  switch (kind) {
    case 'purchase':
      return DocumentPrefix.Purchase;
    case 'sell':
      return DocumentPrefix.Sell;
    case 'production':
      return DocumentPrefix.Production;
    case 'warehouse':
      return warehousePrefix(stockType);
    default:
      return assertUnreachable(kind);
  }
}

function warehousePrefix(stockType: StockType): DocumentPrefix {
  switch (stockType) {
    case StockType.In:
      return DocumentPrefix.In;
    case StockType.Out:
      return DocumentPrefix.Out;
    case StockType.Move:
      return DocumentPrefix.Move;
    default:
      return assertUnreachable(stockType);
  }
}

/** The day part of numbers and the key of their counters: 'yyyyMMdd' in the tenant zone. e.g. `dayKey('2026-11-21T20:00:00Z', 'Asia/Shanghai')` → '20261122' */
export function dayKey(instant: Instant, timeZone: string): string {
  return calendarDate(instant, timeZone).replaceAll('-', '');
}

/**
 * `PREFIX-yyyyMMdd-NNNN` with the tenant's per-prefix, per-day counter (from 1; grows past 4 digits, never wraps).
 * e.g. `formatDocumentNumber('PO', '2026-11-22T08:00:00Z', 'UTC', 7)` → 'PO-20261122-0007'
 */
export function formatDocumentNumber(
  prefix: DocumentPrefix,
  instant: Instant,
  timeZone: string,
  counter: number,
): string {
  return `${prefix}-${dayKey(instant, timeZone)}-${formatCounter(counter, 4)}`;
}

/** `yyyyMMdd-NNN` for a stock-in line without a batch number. e.g. `formatBatchNumber('2026-11-22T08:00:00Z', 'UTC', 12)` → '20261122-012' */
export function formatBatchNumber(instant: Instant, timeZone: string, counter: number): string {
  return `${dayKey(instant, timeZone)}-${formatCounter(counter, 3)}`;
}

function formatCounter(counter: number, width: number): string {
  if (!Number.isSafeInteger(counter) || counter < 1) throw new RangeError(`Counter must be ≥ 1: ${counter}`);
  return String(counter).padStart(width, '0');
}
