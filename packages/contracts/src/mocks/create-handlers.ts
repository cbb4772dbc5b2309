import type { HttpHandler } from 'msw';
import type { MockOptions } from './mock-endpoint.ts';
import type { FixtureStore } from './store.ts';
import { abpHandlers } from './handlers/abp.ts';
import { accountHandlers } from './handlers/account.ts';
import { identityRoleHandlers } from './handlers/identity-roles.ts';
import { identityUserHandlers } from './handlers/identity-users.ts';
import { permissionFeatureHandlers } from './handlers/permission-feature.ts';
import { purchaseInvoiceHandlers } from './handlers/purchase-invoice.ts';
import { sellInvoiceHandlers } from './handlers/sell-invoice.ts';
import { tenantHandlers } from './handlers/tenants.ts';
import { warehouseInvoiceHandlers } from './handlers/warehouse-invoice.ts';
import { yieldHandlers } from './handlers/yield.ts';
import { categoryHandlers } from './handlers/category.ts';
import { skuHandlers } from './handlers/sku.ts';
import { supplierHandlers } from './handlers/supplier.ts';
import { settingsHandlers } from './handlers/settings.ts';
import { stockHandlers } from './handlers/stock.ts';
import { uploadHandlers } from './handlers/upload.ts';
import { warehouseHandlers } from './handlers/warehouse.ts';
import { dashboardHandlers } from './handlers/dashboard.ts';

/**
 * Every mock handler over one fixture store (all endpoints of the registry). Give the same `baseUrl` as the
 * client; the default '' matches the paths on any origin.
 */
export function createHandlers(store: FixtureStore, options: MockOptions = {}): HttpHandler[] {
  return byStaticFirst([
    ...abpHandlers(store, options),
    ...accountHandlers(store, options),
    ...identityUserHandlers(store, options),
    ...identityRoleHandlers(store, options),
    ...permissionFeatureHandlers(store, options),
    ...tenantHandlers(store, options),
    ...settingsHandlers(store, options),
    ...warehouseHandlers(store, options),
    ...categoryHandlers(store, options),
    ...skuHandlers(store, options),
    ...supplierHandlers(store, options),
    ...stockHandlers(store, options),
    ...purchaseInvoiceHandlers(store, options),
    ...sellInvoiceHandlers(store, options),
    ...warehouseInvoiceHandlers(store, options),
    ...yieldHandlers(store, options),
    ...uploadHandlers(store, options),
    ...dashboardHandlers(store, options),
  ]);
}

const placeholders = (handler: HttpHandler) => String(handler.info.path).split('/:').length - 1;

/**
 * MSW takes the first matching handler, unlike a server router that prefers static segments: without this,
 * `GET …/purchase-invoice/{id}` would swallow `GET …/purchase-invoice/item-list`.
 */
function byStaticFirst(handlers: HttpHandler[]): HttpHandler[] {
  return [...handlers].sort((a, b) => placeholders(a) - placeholders(b));
}
