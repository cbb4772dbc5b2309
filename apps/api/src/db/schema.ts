import type { Generated } from 'kysely';
import type { CreatedAt, ExtraProperties, FullAudit, Json, Timestamp } from './column-types.ts';
import type * as Documents from './schema-documents.ts';
import type * as MasterData from './schema-master-data.ts';
import type * as Stock from './schema-stock.ts';

export type { ExtraProperties } from './column-types.ts';
export type * from './schema-documents.ts';
export type * from './schema-master-data.ts';
export type * from './schema-stock.ts';

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
  /** The status a refused write was answered with (migration 0640); null = the write succeeded. */
  http_status: Generated<number | null>;
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

export interface SchemaMigrationsTable {
  name: string;
  applied_at: CreatedAt;
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
  number_counters: Stock.NumberCountersTable;
  batches: Stock.BatchesTable;
  stock_balances: Stock.StockBalancesTable;
  stock_value_days: Stock.StockValueDaysTable;
  stock_value_spans: Stock.StockValueSpansTable;
  stock_value_folds: Stock.StockValueFoldsTable;
  stock_sku_totals: Stock.StockSkuTotalsTable;
  sales_weeks: Stock.SalesWeeksTable;
  sales_week_skus: Stock.SalesWeekSkusTable;
  sales_window_skus: Stock.SalesWindowSkusTable;
  stock_movements: Stock.StockMovementsTable;
  warehouse_invoices: Stock.WarehouseInvoicesTable;
  warehouse_invoice_items: Stock.WarehouseInvoiceItemsTable;
  // master data (migration 0300)
  suppliers: MasterData.SuppliersTable;
  categories: MasterData.CategoriesTable;
  skus: MasterData.SkusTable;
  sku_components: MasterData.SkuComponentsTable;
  sku_code_counters: MasterData.SkuCodeCountersTable;
  customizations: MasterData.CustomizationsTable;
  upload_signing_keys: MasterData.UploadSigningKeysTable;
  // yields (0550)
  yields: Documents.YieldsTable;
  yield_items: Documents.YieldItemsTable;
  schema_migrations: SchemaMigrationsTable;
  // purchase and sell invoices (migration 0500)
  purchase_invoices: Documents.PurchaseInvoicesTable;
  purchase_invoice_items: Documents.PurchaseInvoiceItemsTable;
  sell_invoices: Documents.SellInvoicesTable;
  sell_invoice_items: Documents.SellInvoiceItemsTable;
}
