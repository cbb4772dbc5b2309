import { allFeatures, allTenantPermissions, endpoints } from '@inventory/contracts';
import type { RequestScope } from '../src/http/request-scope.ts';
import { getPurchaseInvoices } from '../src/modules/purchase-invoices/purchase-invoice.service.ts';
import { getDashboard } from '../src/modules/dashboard/dashboard.service.ts';
import { checkGroupStockOf, getStock, getStockInfo } from '../src/modules/stock/stock-query.service.ts';
import { getWarehouseInvoices } from '../src/modules/warehouse-invoices/warehouse-invoice.service.ts';
import type { TenantFacts } from './tenant-facts.ts';

/** One measured call: the HTTP request and the same service call for capturing its SQL. */
export interface ReadCase {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  service: (scope: RequestScope) => Promise<unknown>;
}

const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query)}`;

/** The stock list as its screen asks it (ADR 062); the lists' goals read it instead of the unbounded call. */
export const stockScreenCase = 'stock list as the screen asks, IsNeedBatch, 5 batches a SKU';

/** The stock detail screen's call (ADR 071): one SKU by its full name in one warehouse, every batch. */
export const stockDetailCase = 'stock list as the detail asks, one SKU in one warehouse, every batch';

/** The dashboard's case name; its goal (issue 17) is printed beside the table. */
export const dashboardCase = 'dashboard (issue 17)';

/** The dashboard picks its sections by the caller's access; the captured SQL is the admin's (every section). */
const asAdmin = (scope: RequestScope): RequestScope => ({
  ...scope,
  access: () =>
    Promise.resolve({
      grantedPolicies: new Set(allTenantPermissions),
      features: Object.fromEntries(allFeatures.map((name) => [name, 'True'])),
      roles: ['admin'],
      userActive: true,
    }),
});

/** The calls of issue 7 (stock list with filters and IsNeedBatch, two document lists, stock info, check), and the dashboard. */
export function readCases(f: TenantFacts): ReadCase[] {
  const stock = (name: string, query: Record<string, string>): ReadCase => ({
    name,
    method: 'GET',
    path: withQuery('/api/app/stock', query),
    service: (scope) => getStock(scope, endpoints.stock.list.query.parse(query)),
  });
  const warehouseInvoices = (name: string, query: Record<string, string>): ReadCase => ({
    name,
    method: 'GET',
    path: withQuery('/api/app/warehouse-invoice', query),
    service: (scope) => getWarehouseInvoices(scope, endpoints.warehouseInvoice.list.query.parse(query)),
  });
  const purchases = (name: string, query: Record<string, string>): ReadCase => ({
    name,
    method: 'GET',
    path: withQuery('/api/app/purchase-invoice', query),
    service: (scope) => getPurchaseInvoices(scope, endpoints.purchaseInvoice.list.query.parse(query)),
  });
  const page = { MaxResultCount: '20' };
  const infoQuery = { skuId: f.busySkuId };
  const checkQuery = { count: '5' };
  return [
    stock('stock list', page),
    // The spec's call, every batch of each SKU: printed, judged by no goal (ADR 062: its answer grows with the
    // tenant's batches, 2,650 on a big-tenant page against 25, whatever the server does).
    stock('stock list, IsNeedBatch', { ...page, IsNeedBatch: 'true' }),
    // What the stock screen asks (apps/web/src/routes/stock-view.ts, stockListBatchCount): 5 batches a SKU.
    stock(stockScreenCase, { ...page, IsNeedBatch: 'true', MaxBatchCount: '5' }),
    stock('stock list, page 40', { ...page, SkipCount: '780' }),
    stock('stock list, warehouse+name+batches', {
      ...page,
      WarehouseId: f.warehouseId,
      SKUName: 'butter',
      IsNeedBatch: 'true',
    }),
    // The stock detail's call exactly (apps/web/src/routes/stock-detail-route.tsx: one SKU's full name, one
    // warehouse, every batch, a page of 1,000), for a SKU holding one batch row there on either tenant (ADR 071):
    // the same answer on both, so its big ÷ small compares tenants, not answers. The case above answers 31× more
    // batch rows on the big tenant and is printed without a goal, with its rows and time per row.
    stock(stockDetailCase, {
      WarehouseId: f.warehouseId,
      SKUName: f.detailSkuName,
      IsNeedBatch: 'true',
      MaxResultCount: '1000',
    }),
    stock('stock list, DateType=Expired', { ...page, DateType: '2' }),
    warehouseInvoices('warehouse-invoice list', page),
    warehouseInvoices('warehouse-invoice list, SKUName', { ...page, SKUName: 'butter' }),
    warehouseInvoices('warehouse-invoice list, warehouse+Out', {
      ...page,
      WarehouseId: f.warehouseId,
      StockType: '1',
    }),
    purchases('purchase-invoice list', page),
    purchases('purchase-invoice list, SKUName', { ...page, SKUName: 'butter' }),
    // Suppliers 001–009 (ADR 068): a full page on both tenants (42 purchases on the small one, 3,825 on the big one).
    // One supplier of fifty had 5 purchases on the small tenant against a full page of 20 on the big one, so its
    // big ÷ small compared answers of 5 and 20 documents (4× the lines and SKUs to read and send), not tenants.
    purchases('purchase-invoice list, Supplier', { ...page, Supplier: 'Supplier 00' }),
    {
      name: 'stock info (busiest SKU)',
      method: 'GET',
      path: withQuery('/api/app/stock/info', infoQuery),
      service: (scope) => getStockInfo(scope, endpoints.stock.info.query.parse(infoQuery)),
    },
    {
      name: 'check-group-stock (kit ×5)',
      method: 'POST',
      path: withQuery(`/api/app/stock/check-group-stock/${f.kitId}`, checkQuery),
      service: (scope) => checkGroupStockOf(scope, f.kitId, 5, undefined),
    },
    {
      name: dashboardCase,
      method: 'GET',
      path: '/api/app/dashboard',
      service: (scope) => getDashboard(asAdmin(scope)),
    },
  ];
}
