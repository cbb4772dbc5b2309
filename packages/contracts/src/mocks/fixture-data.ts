// The mock database's tables: one row type per collection and the data a store starts from (the demo data,
// or a story's seed). The fixtures build rows of these shapes; the store (store.ts) serves them.
import type { Category } from '../areas/category.ts';
import type { Customization } from '../areas/customization.ts';
import type { IdentityRole } from '../areas/identity-roles.ts';
import type { IdentityUser } from '../areas/identity-users.ts';
import type { PurchaseInvoice } from '../areas/purchase-invoice.ts';
import type { SellInvoice } from '../areas/sell-invoice.ts';
import type { TenantSettings } from '../areas/settings.ts';
import type { Sku } from '../areas/sku.ts';
import type { Supplier } from '../areas/supplier.ts';
import type { WarehouseInvoice } from '../areas/warehouse-invoice.ts';
import type { Warehouse } from '../areas/warehouse.ts';
import type { ProductionOrder } from '../areas/yield.ts';
import type { AuditLogEntry } from '../areas/audit-log.ts';

/** A row that belongs to one tenant (business-rules.md §1): handlers only ever see their tenant's rows. */
export type Owned<T> = T & { tenantId: string };

export interface MockTenant {
  id: string;
  name: string;
  isActive: boolean;
  concurrencyStamp: string;
}

/** A lot of one SKU, `(tenant, skuId, batchNumber)` unique (business-rules §1); decimals as exact text. */
export interface MockBatch {
  skuId: string;
  batchNumber: string;
  producedTime: string | null;
  expirationDay: number | null;
  expirationTime: string | null;
  /** Unit cost at 4 decimals. */
  cost: string;
  /** Everything ever stocked into the batch (warehouse invoice lines show received / used / remaining). */
  inQuantity: string;
  stockInTime: string;
}

/** The quantity of one batch in one warehouse: never negative, always Σ of its movements. */
export interface MockBalance {
  skuId: string;
  warehouseId: string;
  batchNumber: string;
  quantity: string;
}

/** One ledger entry: a signed change, the document it belongs to. */
export interface MockMovement extends MockBalance {
  documentId: string;
  correlationBatchNumber: string | null;
  time: string;
}

export interface MockUser extends IdentityUser {
  tenantId: string;
  password: string;
  roleNames: string[];
}

export interface FixtureData {
  tenants: MockTenant[];
  users: MockUser[];
  roles: Owned<IdentityRole>[];
  /** Granted permissions per `tenantId|R|roleName` or `tenantId|U|userId`. */
  grants: Record<string, string[]>;
  /** Feature values per tenant id ("True"/"False"). */
  features: Record<string, Record<string, string>>;
  settings: Record<string, TenantSettings>;
  warehouses: Owned<Warehouse>[];
  categories: Owned<Category>[];
  skus: Owned<Sku>[];
  suppliers: Owned<Supplier>[];
  customizations: Owned<Customization>[];
  batches: Owned<MockBatch>[];
  balances: Owned<MockBalance>[];
  movements: Owned<MockMovement>[];
  /** Document and batch number counters per `tenantId|prefix|yyyyMMdd` (never reused, business-rules §3). */
  counters: Record<string, number>;
  purchaseInvoices: Owned<PurchaseInvoice>[];
  sellInvoices: Owned<SellInvoice>[];
  warehouseInvoices: Owned<WarehouseInvoice>[];
  productionOrders: Owned<ProductionOrder>[];
  auditLog: Owned<AuditLogEntry>[];
  /** Localization texts per culture, served by application-localization (resource name → key → text). */
  texts: Record<string, Record<string, Record<string, string>>>;
}
