import { endpoints, type Endpoint, type QueryOf } from '@inventory/contracts';
import type { RoutePrefetch } from '../app/route-prefetch.ts';
import { prefetchApplicationConfiguration } from '../api/application-configuration.ts';
import { preloadList } from '../api/endpoint-calls.ts';
import { listParams, type ListQuerySchema } from '../list-state/list-params.ts';
import { prefetchStockList } from './stock-view.ts';

/** A paged list endpoint: its query schema is the address codec's (filters, `Sorting`, paging). */
type ListEndpoint = Endpoint & { query: ListQuerySchema };

/** The page of a list whose view lives in the address. */
function listPrefetch<E extends ListEndpoint>(endpoint: E): RoutePrefetch {
  const codec = listParams(endpoint.query);
  // The codec writes only what the query schema accepts, so its query is the endpoint's.
  return ({ client, searchParams }) =>
    preloadList(client, endpoint, codec.toQuery(codec.read(searchParams)) as QueryOf<E>);
}

/** The category tree in one call: the server answers a flat list of up to 1,000, the screen nests it. */
export const categoryTreeQuery: QueryOf<typeof endpoints.category.list> = {
  MaxResultCount: 1000,
  Sorting: 'sort',
};

/**
 * What the layout and each list screen read first, started by their routes' loaders beside their code
 * (app/routes.tsx, ADR 048): this module holds the endpoints and address codecs only, no screen.
 */
export const firstReads = {
  /** The layout's (the signed-in routes' parent). */
  configuration: prefetchApplicationConfiguration,
  warehouses: listPrefetch(endpoints.warehouse.list),
  stock: prefetchStockList,
  skus: listPrefetch(endpoints.sku.list),
  suppliers: listPrefetch(endpoints.supplier.list),
  categories: ({ client }) => preloadList(client, endpoints.category.list, categoryTreeQuery),
  purchases: listPrefetch(endpoints.purchaseInvoice.list),
  sales: listPrefetch(endpoints.sellInvoice.list),
  production: listPrefetch(endpoints.yield.list),
  warehouseInvoices: listPrefetch(endpoints.warehouseInvoice.list),
  users: listPrefetch(endpoints.identityUsers.list),
  roles: listPrefetch(endpoints.identityRoles.list),
  tenants: listPrefetch(endpoints.tenants.list),
  auditLog: listPrefetch(endpoints.auditLog.list),
} satisfies Record<string, RoutePrefetch>;

export type FirstRead = keyof typeof firstReads;
