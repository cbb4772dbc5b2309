import {
  DocumentState,
  StockType,
  WarehouseInvoiceType,
  enumName,
  type WarehouseInvoice,
} from '@inventory/contracts';
import { Decimal } from '@inventory/domain';

export type MovementKind = 'In' | 'Out' | 'MoveIn' | 'MoveOut';
export type MovementType = keyof typeof WarehouseInvoiceType;

/** One change of one SKU's stock in one warehouse, as a submitted warehouse invoice line made it. */
export interface StockMovementRow {
  key: string;
  /** When the stock moved: the document's submit time (its creation when it has none). */
  time: string;
  invoiceId: string;
  number: string;
  /** The purchase, sale or production line the warehouse invoice line served, if any. */
  itemId: string | null;
  kind: MovementKind;
  type: MovementType;
  batchNumber: string;
  /** Signed: positive in, negative out. */
  count: Decimal;
  remarks: string;
}

function kindIn(invoice: WarehouseInvoice, warehouseId: string, lineWarehouse: string): MovementKind | null {
  switch (invoice.stockType) {
    case StockType.In:
      return lineWarehouse === warehouseId ? 'In' : null;
    case StockType.Out:
      return lineWarehouse === warehouseId ? 'Out' : null;
    case StockType.Move:
      if (lineWarehouse === warehouseId) return 'MoveOut';
      return invoice.moveToWarehouseId === warehouseId ? 'MoveIn' : null;
    default:
      return null;
  }
}

/**
 * The ledger of one SKU in one warehouse from its warehouse invoices (business-rules §1: every change of stock
 * is a movement of a submitted document): only finished invoices moved stock; a Move counts out of its source
 * and into its destination. Newest first; one row per line (a line served by several batches is one per batch).
 */
export function stockMovements(
  invoices: readonly WarehouseInvoice[],
  skuId: string,
  warehouseId: string,
): StockMovementRow[] {
  const rows: StockMovementRow[] = [];
  for (const invoice of invoices) {
    if (invoice.state !== DocumentState.Finish) continue;
    invoice.items.forEach((line, index) => {
      if (line.skuId !== skuId) return;
      const kind = kindIn(invoice, warehouseId, line.warehouseId ?? invoice.warehouseId);
      if (!kind) return;
      const count = Decimal.from(line.count);
      rows.push({
        key: `${invoice.id}|${index}|${kind}`,
        time: invoice.submitTime ?? invoice.creationTime,
        invoiceId: invoice.id,
        number: invoice.number,
        itemId: line.itemId ?? null,
        kind,
        type: (enumName(WarehouseInvoiceType, invoice.type) as MovementType | undefined) ?? 'Other',
        batchNumber: line.batchNumber ?? '',
        count: kind === 'In' || kind === 'MoveIn' ? count : count.neg(),
        remarks: invoice.remarks ?? '',
      });
    });
  }
  return rows.sort((a, b) => Date.parse(b.time) - Date.parse(a.time) || b.number.localeCompare(a.number));
}
