import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { Permissions } from '../permissions.ts';

// The owner's first screen (issue 17, ADR 030). One call; each section is present only when the caller holds its
// permission in a tenant whose feature is on, else null. Money is rounded half-up to 2 places (business-rules §2).

/** Stock value at batch cost in one warehouse. */
export const dashboardWarehouseValue = z.object({
  warehouseId: z.string(),
  warehouse: z.string().nullable(),
  value: z.number(),
});
export type DashboardWarehouseValue = z.infer<typeof dashboardWarehouseValue>;

/** Σ count × batch cost of the maintained balances (each balance rounded to the cent), total = Σ warehouses. */
export const dashboardStockValue = z.object({
  total: z.number(),
  warehouses: z.array(dashboardWarehouseValue),
});
export type DashboardStockValue = z.infer<typeof dashboardStockValue>;

/**
 * Value of batches by expiry (business-rules §4, "today" in the tenant's zone): already expired; expiring within
 * 30 / 60 / 90 days (cumulative, today included, expired excluded); and NearExpiry at the tenant's own threshold.
 */
export const dashboardExpiryRisk = z.object({
  expired: z.number(),
  within30Days: z.number(),
  within60Days: z.number(),
  within90Days: z.number(),
  nearExpiry: z.number(),
  nearExpiryDays: z.number().int(),
});
export type DashboardExpiryRisk = z.infer<typeof dashboardExpiryRisk>;

/** An SKU whose total count (all warehouses) is below its reorder level. */
export const dashboardLowStockItem = z.object({
  skuId: z.string(),
  code: z.string(),
  name: z.string(),
  unit: z.string().nullable(),
  count: z.number(),
  reorderLevel: z.number(),
});
export type DashboardLowStockItem = z.infer<typeof dashboardLowStockItem>;

/** The most short first (count ÷ reorder level), at most 20; `totalCount` = how many SKUs are low. */
export const dashboardLowStock = z.object({
  items: z.array(dashboardLowStockItem),
  totalCount: z.number().int(),
});
export type DashboardLowStock = z.infer<typeof dashboardLowStock>;

/** Drafts per document kind; each count null when the caller may not see that kind. */
export const dashboardDrafts = z.object({
  purchase: z.number().int().nullable(),
  sell: z.number().int().nullable(),
  production: z.number().int().nullable(),
  warehouse: z.number().int().nullable(),
});
export type DashboardDrafts = z.infer<typeof dashboardDrafts>;

/** Open documents (Processing): purchases not fully received, sales not fully delivered, productions in progress. */
export const dashboardOpenWork = z.object({
  drafts: dashboardDrafts,
  purchasesNotReceived: z.number().int().nullable(),
  salesNotDelivered: z.number().int().nullable(),
  productionsInProgress: z.number().int().nullable(),
});
export type DashboardOpenWork = z.infer<typeof dashboardOpenWork>;

/** One week (Monday to Sunday in the tenant's zone) of submitted sales, by sale date. */
export const dashboardSalesWeek = z.object({
  /** Monday, `yyyy-MM-dd`, in the tenant's zone. */
  weekStart: z.string(),
  sales: z.number().int(),
  revenue: z.number(),
  cost: z.number(),
  margin: z.number(),
});
export type DashboardSalesWeek = z.infer<typeof dashboardSalesWeek>;

/** An SKU's sale lines over the trend's weeks: revenue = Σ line totals, cost = Σ delivered cost. */
export const dashboardTopSku = z.object({
  skuId: z.string(),
  code: z.string(),
  name: z.string(),
  unit: z.string().nullable(),
  count: z.number(),
  revenue: z.number(),
  cost: z.number(),
  margin: z.number(),
});
export type DashboardTopSku = z.infer<typeof dashboardTopSku>;

/** The last 12 weeks, oldest first (the current week last), and the 5 SKUs of the highest margin over them. */
export const dashboardSalesTrend = z.object({
  weeks: z.array(dashboardSalesWeek),
  topSkus: z.array(dashboardTopSku),
});
export type DashboardSalesTrend = z.infer<typeof dashboardSalesTrend>;

export const dashboard = z.object({
  /** The tenant's zone the days and weeks are counted in. */
  timeZone: z.string(),
  stockValue: dashboardStockValue.nullable(),
  expiryRisk: dashboardExpiryRisk.nullable(),
  lowStock: dashboardLowStock.nullable(),
  openWork: dashboardOpenWork.nullable(),
  salesTrend: dashboardSalesTrend.nullable(),
});
export type Dashboard = z.infer<typeof dashboard>;

/** How many weeks the trend shows, how many top SKUs and low-stock lines it lists. */
export const dashboardLimits = { weeks: 12, topSkus: 5, lowStock: 20, expiryHorizons: [30, 60, 90] } as const;

/**
 * Which permission shows which section (each also needs its feature on, as every permission does): stock value,
 * expiry risk and low stock `Inventory.Stock`; the sales trend `Inventory.SellInvoices`; open work per document
 * kind its `Inventory.<Kind>` permission.
 */
export const dashboardSectionPermissions = {
  stock: Permissions.Stock,
  purchase: 'Inventory.PurchaseInvoices',
  sell: 'Inventory.SellInvoices',
  production: 'Inventory.Yields',
  warehouse: 'Inventory.WarehouseInvoices',
} as const;

export const dashboardEndpoints = {
  /**
   * Any signed-in tenant user may call it: the sections are gated one by one (`dashboardSectionPermissions`), so a
   * caller with none of them gets every section null, never a 403 (so no `conditionalPermissions`, which name what
   * a call is refused without). The host is refused (403): it has no business data.
   */
  get: defineEndpoint({
    name: 'dashboard.get',
    method: 'GET',
    path: '/api/app/dashboard',
    response: dashboard,
    permission: null,
  }),
};
