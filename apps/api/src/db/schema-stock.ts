// Stock core tables (migration 0400).
import type { ColumnType } from 'kysely';
import type { CreatedAt, Numeric, Timestamp } from './column-types.ts';

export interface NumberCountersTable {
  tenant_id: string;
  scope: string;
  day: string;
  value: number;
}

export interface BatchesTable {
  tenant_id: string;
  id: string;
  sku_id: string;
  batch_number: string;
  produced_time: Timestamp | null;
  expiration_day: number | null;
  expiration_time: Timestamp | null;
  cost: Numeric;
  in_quantity: Numeric;
  stock_in_time: Timestamp;
  creator_id: string | null;
}

export interface StockBalancesTable {
  tenant_id: string;
  warehouse_id: string;
  sku_id: string;
  batch_id: string;
  quantity: Numeric;
  last_movement_time: Timestamp;
  /** The batch's expiration_time, copied by the database (migration 0660, ADR 040): read-only for the code. */
  expiration_time: ColumnType<Date | null, never, never>;
}

/** Held stock per warehouse and expiration date in the tenant's zone (ADR 031); 'infinity' = no expiry. */
export interface StockValueDaysTable {
  tenant_id: string;
  warehouse_id: string;
  expiration_date: string;
  quantity: Numeric;
  value: Numeric;
}

/** Held quantity per SKU and warehouse (ADR 031). */
export interface StockSkuTotalsTable {
  tenant_id: string;
  sku_id: string;
  warehouse_id: string;
  quantity: Numeric;
}

/** Submitted sales per ISO week in the tenant's zone (ADR 031, sales trend): how many, Σ total price, Σ total cost. */
export interface SalesWeeksTable {
  tenant_id: string;
  week_start: string;
  sales: ColumnType<string, string | number, string | number>;
  revenue: Numeric;
  cost: Numeric;
}

/** Submitted sales' lines per ISO week and SKU (ADR 031, sales trend): lines, Σ count, Σ line total, Σ cost. */
export interface SalesWeekSkusTable {
  tenant_id: string;
  week_start: string;
  sku_id: string;
  lines: ColumnType<string, string | number, string | number>;
  count: Numeric;
  revenue: Numeric;
  cost: Numeric;
}

export interface StockMovementsTable {
  tenant_id: string;
  id: string;
  time: Timestamp;
  sku_id: string;
  warehouse_id: string;
  batch_id: string;
  quantity: Numeric;
  document_kind: string;
  document_id: string;
  document_line_id: string | null;
  correlation_batch_number: string | null;
  creator_id: string | null;
}

export interface WarehouseInvoicesTable {
  tenant_id: string;
  id: string;
  number: string;
  stock_type: number;
  type: number;
  state: number;
  warehouse_id: string;
  move_to_warehouse_id: string | null;
  content: string | null;
  line_count: number;
  total_count: Numeric;
  remarks: string | null;
  submit_time: Timestamp | null;
  concurrency_stamp: string;
  creation_time: CreatedAt;
  creator_id: string | null;
  creator_name: string | null;
  last_modification_time: Timestamp | null;
  last_modifier_id: string | null;
}

export interface WarehouseInvoiceItemsTable {
  tenant_id: string;
  id: string;
  invoice_id: string;
  line_no: number;
  item_id: string | null;
  sku_id: string;
  count: Numeric;
  batch_number: string | null;
  batch_id: string | null;
  correlation_batch_number: string | null;
  parturition_time: Timestamp | null;
  expiration_day: number | null;
  expiration_time: Timestamp | null;
}
