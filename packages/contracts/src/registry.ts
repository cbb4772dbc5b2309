import type { Endpoint } from './endpoint.ts';
import { abpEndpoints } from './areas/abp.ts';
import { accountEndpoints } from './areas/account.ts';
import { auditLogEndpoints } from './areas/audit-log.ts';
import { categoryEndpoints } from './areas/category.ts';
import { customizationEndpoints } from './areas/customization.ts';
import { dashboardEndpoints } from './areas/dashboard.ts';
import { featureManagementEndpoints } from './areas/feature-management.ts';
import { identityRoleEndpoints } from './areas/identity-roles.ts';
import { identityUserEndpoints } from './areas/identity-users.ts';
import { permissionManagementEndpoints } from './areas/permission-management.ts';
import { purchaseInvoiceEndpoints } from './areas/purchase-invoice.ts';
import { sellInvoiceEndpoints } from './areas/sell-invoice.ts';
import { settingsEndpoints } from './areas/settings.ts';
import { skuEndpoints } from './areas/sku.ts';
import { stockEndpoints } from './areas/stock.ts';
import { supplierEndpoints } from './areas/supplier.ts';
import { tenantEndpoints } from './areas/tenants.ts';
import { uploadEndpoints } from './areas/upload.ts';
import { warehouseInvoiceEndpoints } from './areas/warehouse-invoice.ts';
import { warehouseEndpoints } from './areas/warehouse.ts';
import { yieldEndpoints } from './areas/yield.ts';

/** Every call of the wire contract, by area (product-spec §7). An endpoint's name is `<area>.<key>`. */
export const endpoints = {
  abp: abpEndpoints,
  account: accountEndpoints,
  identityUsers: identityUserEndpoints,
  identityRoles: identityRoleEndpoints,
  permissionManagement: permissionManagementEndpoints,
  featureManagement: featureManagementEndpoints,
  tenants: tenantEndpoints,
  settings: settingsEndpoints,
  auditLog: auditLogEndpoints,
  upload: uploadEndpoints,
  warehouse: warehouseEndpoints,
  category: categoryEndpoints,
  sku: skuEndpoints,
  supplier: supplierEndpoints,
  customization: customizationEndpoints,
  stock: stockEndpoints,
  purchaseInvoice: purchaseInvoiceEndpoints,
  sellInvoice: sellInvoiceEndpoints,
  warehouseInvoice: warehouseInvoiceEndpoints,
  yield: yieldEndpoints,
  dashboard: dashboardEndpoints,
};
export type EndpointArea = keyof typeof endpoints;

/** The registry flattened, for route registration and checks. */
export function allEndpoints(): Endpoint[] {
  return Object.values(endpoints).flatMap((area) => Object.values(area) as Endpoint[]);
}

/** Looks an endpoint up by its name (`warehouse.create`). */
export function endpointByName(name: string): Endpoint | undefined {
  return allEndpoints().find((e) => e.name === name);
}
