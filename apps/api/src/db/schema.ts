import type { ColumnType, Generated } from 'kysely';

/** A timestamptz column: read as Date, written as Date or ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamptz column with a database default. */
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
/** A jsonb column: written as JSON text (both drivers pass it through unchanged), read as parsed JSON. */
type Json<T> = ColumnType<T, string | undefined, string>;

export type ExtraProperties = Record<string, unknown>;

export interface TenantsTable {
  id: string;
  name: string;
  normalized_name: string;
  is_active: Generated<boolean>;
  concurrency_stamp: string;
  entity_version: Generated<number>;
  creation_time: CreatedAt;
  creator_id: string | null;
  last_modification_time: Timestamp | null;
  last_modifier_id: string | null;
  is_deleted: Generated<boolean>;
  deleter_id: string | null;
  deletion_time: Timestamp | null;
  extra_properties: Json<ExtraProperties>;
}

interface FullAudit {
  creation_time: CreatedAt;
  creator_id: string | null;
  last_modification_time: Timestamp | null;
  last_modifier_id: string | null;
  is_deleted: Generated<boolean>;
  deleter_id: string | null;
  deletion_time: Timestamp | null;
}

export interface UsersTable extends FullAudit {
  tenant_id: string;
  id: string;
  user_name: string;
  normalized_user_name: string;
  email: string;
  normalized_email: string;
  name: string | null;
  surname: string | null;
  phone_number: string | null;
  password_hash: string | null;
  is_active: Generated<boolean>;
  lockout_enabled: Generated<boolean>;
  lockout_end: Timestamp | null;
  access_failed_count: Generated<number>;
  email_confirmed: Generated<boolean>;
  phone_number_confirmed: Generated<boolean>;
  concurrency_stamp: string;
  security_stamp: string;
  entity_version: Generated<number>;
  extra_properties: Json<ExtraProperties>;
}

export interface RolesTable {
  tenant_id: string;
  id: string;
  name: string;
  normalized_name: string;
  is_default: Generated<boolean>;
  is_static: Generated<boolean>;
  is_public: Generated<boolean>;
  concurrency_stamp: string;
  entity_version: Generated<number>;
  creation_time: CreatedAt;
  extra_properties: Json<ExtraProperties>;
}

export interface UserRolesTable {
  tenant_id: string;
  user_id: string;
  role_id: string;
}

/** provider_name 'R' = role (key: role name), 'U' = user (key: user id), as ABP's permission management. */
export interface PermissionGrantsTable {
  tenant_id: string;
  name: string;
  provider_name: 'R' | 'U';
  provider_key: string;
}

export interface FeatureValuesTable {
  tenant_id: string;
  name: string;
  value: string;
}

export interface SettingsTable {
  tenant_id: string;
  name: string;
  value: string;
}

export interface AuditLogsTable {
  tenant_id: string;
  id: string;
  user_id: string | null;
  user_name: string | null;
  time: Timestamp;
  entity_name: string;
  entity_id: string;
  action: string;
  changed_fields: Json<Record<string, unknown>>;
}

export interface IdempotencyKeysTable {
  tenant_id: string;
  key: string;
  request_hash: string;
  response: Json<unknown>;
  created_at: CreatedAt;
}

export interface WarehousesTable extends FullAudit {
  tenant_id: string;
  id: string;
  name: string;
  normalized_name: string;
  address: string | null;
  tele_phone: string | null;
  remarks: string | null;
  concurrency_stamp: string;
  extra_properties: Json<ExtraProperties>;
}

// ---- stock core (migration 0400) ----
/** A numeric column: read as exact decimal text, written as text or number. */
type Numeric = ColumnType<string, string | number, string | number>;

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
// ---- end stock core ----

// ---- master data (migration 0300): suppliers, categories, SKUs, customizations, upload key ----
export interface SuppliersTable extends FullAudit {
  tenant_id: string;
  id: string;
  name: string;
  normalized_name: string;
  contact: string | null;
  tele_phone: string | null;
  address: string | null;
  remarks: string | null;
  concurrency_stamp: string;
  extra_properties: Json<ExtraProperties>;
}

export interface CategoriesTable extends FullAudit {
  tenant_id: string;
  id: string;
  parent_id: string | null;
  code: string;
  name: string;
  normalized_name: string;
  cover_image: string | null;
  sort: number;
  color: string | null;
  concurrency_stamp: string;
  extra_properties: Json<ExtraProperties>;
}

/** `cost` is NUMERIC(18,4): read as a string (exact), written as a decimal string. */
export interface SkusTable extends FullAudit {
  tenant_id: string;
  id: string;
  code: string;
  normalized_code: string;
  name: string;
  unit: string | null;
  cost: ColumnType<string, string, string>;
  state: number;
  kind: number;
  remarks: string | null;
  attribute_id: string | null;
  images: Json<string[]>;
  concurrency_stamp: string;
  extra_properties: Json<ExtraProperties>;
}

export interface SkuComponentsTable {
  tenant_id: string;
  sku_id: string;
  component_id: string;
  number: ColumnType<string, string, string>;
  position: number;
}

export interface SkuCodeCountersTable {
  tenant_id: string;
  last_value: ColumnType<string, number | string, number | string>;
}

export interface CustomizationsTable {
  tenant_id: string;
  id: string;
  code: string;
  normalized_code: string;
  name: string | null;
  content: string | null;
  /** jsonb, nullable: JSON text or null on the way in, parsed JSON out. */
  value: ColumnType<unknown, string | null | undefined, string | null>;
  remarks: string | null;
  concurrency_stamp: string;
  creation_time: CreatedAt;
  creator_id: string | null;
  last_modification_time: Timestamp | null;
  last_modifier_id: string | null;
}

export interface UploadSigningKeysTable {
  id: number;
  secret: string;
  created_at: CreatedAt;
}
// ---- end master data ----

// ---- yields (migration 0550) ----
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
// ---- end yields ----

export interface SchemaMigrationsTable {
  name: string;
  applied_at: CreatedAt;
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

/** The tables of migrations 0001–0099, in snake_case as stored. (The OIDC tables are queried with raw sql.) */
export interface Schema {
  tenants: TenantsTable;
  users: UsersTable;
  roles: RolesTable;
  user_roles: UserRolesTable;
  permission_grants: PermissionGrantsTable;
  feature_values: FeatureValuesTable;
  settings: SettingsTable;
  audit_logs: AuditLogsTable;
  idempotency_keys: IdempotencyKeysTable;
  warehouses: WarehousesTable;
  // stock core (0400)
  number_counters: NumberCountersTable;
  batches: BatchesTable;
  stock_balances: StockBalancesTable;
  stock_movements: StockMovementsTable;
  warehouse_invoices: WarehouseInvoicesTable;
  warehouse_invoice_items: WarehouseInvoiceItemsTable;
  // master data (migration 0300)
  suppliers: SuppliersTable;
  categories: CategoriesTable;
  skus: SkusTable;
  sku_components: SkuComponentsTable;
  sku_code_counters: SkuCodeCountersTable;
  customizations: CustomizationsTable;
  upload_signing_keys: UploadSigningKeysTable;
  // yields (0550)
  yields: YieldsTable;
  yield_items: YieldItemsTable;
  schema_migrations: SchemaMigrationsTable;
  // purchase and sell invoices (migration 0500)
  purchase_invoices: PurchaseInvoicesTable;
  purchase_invoice_items: PurchaseInvoiceItemsTable;
  sell_invoices: SellInvoicesTable;
  sell_invoice_items: SellInvoiceItemsTable;
}
