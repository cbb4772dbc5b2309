// Document tables: yields (migration 0550), purchase and sell invoices (0500).
import type { ColumnType } from 'kysely';
import type { CreatedAt, Numeric, Timestamp } from './column-types.ts';

export interface YieldsTable {
  tenant_id: string;
  id: string;
  number: string;
  sku_id: string;
  count: Numeric;
  product_time: Timestamp | null;
  expiration_day: number | null;
  expiration_time: Timestamp | null;
  period_of_validity: string | null;
  total_cost: Numeric;
  remarks: string | null;
  state: number;
  warehouse_id: string | null;
  in_count: Numeric;
  out_state: number;
  submit_time: Timestamp | null;
  concurrency_stamp: string;
  creation_time: CreatedAt;
  creator_id: string | null;
  creator_name: string | null;
  last_modification_time: Timestamp | null;
  last_modifier_id: string | null;
}

export interface YieldItemsTable {
  tenant_id: string;
  id: string;
  yield_id: string;
  line_no: number;
  sku_id: string;
  count: Numeric;
  warehouse_id: string | null;
  batch_number: string | null;
  out_stock_count: Numeric;
}

// purchase and sell invoices (migration 0500)
export interface PurchaseInvoicesTable {
  tenant_id: string;
  id: string;
  number: string;
  state: number;
  supplier_id: string | null;
  purchase_time: Timestamp | null;
  total_price: Numeric;
  content: string | null;
  remarks: string | null;
  submit_time: Timestamp | null;
  concurrency_stamp: string;
  creation_time: CreatedAt;
  creator_id: string | null;
  creator_name: string | null;
  last_modification_time: Timestamp | null;
  last_modifier_id: string | null;
}

export interface PurchaseInvoiceItemsTable {
  tenant_id: string;
  id: string;
  invoice_id: string;
  line_no: number;
  sku_id: string;
  count: Numeric;
  price: Numeric;
  batch_number: string | null;
  parturition_time: Timestamp | null;
  expiration_day: number | null;
  expiration_time: Timestamp | null;
  in_stock_count: ColumnType<string, string | number | undefined, string | number>;
  creation_time: CreatedAt;
}

export interface SellInvoicesTable {
  tenant_id: string;
  id: string;
  number: string;
  state: number;
  marketing_channel: string | null;
  sell_time: Timestamp | null;
  total_price: Numeric;
  total_cost: Numeric;
  discounts_price: Numeric;
  content: string | null;
  remarks: string | null;
  submit_time: Timestamp | null;
  concurrency_stamp: string;
  creation_time: CreatedAt;
  creator_id: string | null;
  creator_name: string | null;
  last_modification_time: Timestamp | null;
  last_modifier_id: string | null;
}

export interface SellInvoiceItemsTable {
  tenant_id: string;
  id: string;
  invoice_id: string;
  line_no: number;
  sku_id: string;
  count: Numeric;
  price: Numeric;
  cost: Numeric | null;
  batch_number: string | null;
  sell_batch_number: string | null;
  warehouse_id: string | null;
  marketing_channel: string | null;
  out_count: ColumnType<string, string | number | undefined, string | number>;
  creation_time: CreatedAt;
}
