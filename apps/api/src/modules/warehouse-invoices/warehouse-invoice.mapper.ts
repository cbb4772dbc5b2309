import type { StockType, WarehouseInvoice, WarehouseInvoiceLine } from '@inventory/contracts';
import type { WarehouseInvoiceType } from '@inventory/contracts';
import type { DocumentState } from '@inventory/domain';
import { fastWireNumber, wireDifference, wireTimes } from '../../db/wire-values.ts';
import type { SkuInfo } from '../stock/sku-lookup.repository.ts';
import type { InvoiceLineRow, InvoiceRow } from './warehouse-invoice.repository.ts';
import { wireTime } from '../../db/wire-values.ts';
import { groupRows } from '../documents/group-rows.ts';

/** What the documents name, loaded by the service before they are mapped; `usage` by batch id. */
export interface InvoiceNames {
  skus: ReadonlyMap<string, SkuInfo>;
  warehouses: ReadonlyMap<string, string>;
  usage: ReadonlyMap<string, { inQuantity: string; remaining: string }>;
}

/**
 * Documents as the wire shows them, with names, batch usage and what the server computed (§6a). One pass over the
 * lines (each was copied into a new array per line of its document: 64,000 copies for a write-off of 358 lines),
 * each instant formatted once per answer, numeric text read with Number() (ADR 044's fastWireNumber).
 */
export function toInvoiceDtos(
  rows: readonly InvoiceRow[],
  lines: readonly InvoiceLineRow[],
  { skus, warehouses, usage }: InvoiceNames,
): WarehouseInvoice[] {
  const byInvoice = groupRows(lines, (line) => line.invoice_id);
  const time = wireTimes();
  return rows.map((row) => {
    const warehouseName = warehouses.get(row.warehouse_id) ?? null;
    const moveToName = row.move_to_warehouse_id ? (warehouses.get(row.move_to_warehouse_id) ?? null) : null;
    const items = (byInvoice.get(row.id) ?? []).map((l): WarehouseInvoiceLine => {
      const sku = skus.get(l.sku_id);
      const used = l.batch_id ? usage.get(l.batch_id) : undefined;
      return {
        id: l.id,
        itemId: l.item_id,
        skuId: l.sku_id,
        name: sku?.name ?? null,
        skuCode: sku?.code ?? null,
        unit: sku?.unit ?? null,
        attribute: sku?.attribute ?? null,
        supplierName: null,
        count: fastWireNumber(String(l.count)),
        batchNumber: l.batch_number,
        correlationBatchNumber: l.correlation_batch_number,
        inCount: used ? fastWireNumber(used.inQuantity) : null,
        usedCount: used ? wireDifference(used.inQuantity, used.remaining) : null,
        unUseCount: used ? fastWireNumber(used.remaining) : null,
        parturitionTime: time(l.parturition_time),
        expirationTime: time(l.expiration_time),
        expirationDay: l.expiration_day,
        warehouseId: row.warehouse_id,
        warehouseName,
        moveToWarehouseId: row.move_to_warehouse_id,
        moveToWarehouseName: moveToName,
        marketingChannel: null,
        sellTime: null,
      };
    });
    return {
      id: row.id,
      number: row.number,
      creator: row.creator_name,
      creationTime: row.creation_time.toISOString(),
      stockType: row.stock_type as StockType,
      type: row.type as WarehouseInvoiceType,
      state: row.state as DocumentState,
      warehouseId: row.warehouse_id,
      warehouseName,
      moveToWarehouseId: row.move_to_warehouse_id,
      moveToWarehouseName: moveToName,
      content: row.content,
      remarks: row.remarks,
      submitTime: wireTime(row.submit_time),
      concurrencyStamp: row.concurrency_stamp,
      items,
    };
  });
}
