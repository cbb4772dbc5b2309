import { redirect, type RouteObject } from 'react-router-dom';
import { GlobalLoadingIndicator } from '@inventory/ui';
import { RouteErrorBoundary } from '../routes/route-error-boundary.tsx';
import type { RouteHandle } from './route-prefetch.ts';

/** Shown while the first route's code loads (React Router renders it before any lazy route resolves). */
function RouteLoading() {
  return <GlobalLoadingIndicator count={1} />;
}

/** Every route of product-spec §2, each loaded on demand. Only /login (and the sign-in plumbing) is anonymous. */
export const routes: RouteObject[] = [
  {
    path: '/login',
    HydrateFallback: RouteLoading,
    ErrorBoundary: RouteErrorBoundary,
    lazy: () => import('../routes/login-route.tsx').then((m) => ({ Component: m.LoginRoute })),
  },
  {
    path: '/oidc-callback',
    HydrateFallback: RouteLoading,
    ErrorBoundary: RouteErrorBoundary,
    lazy: () => import('../routes/oidc-callback-route.tsx').then((m) => ({ Component: m.OidcCallbackRoute })),
  },
  {
    path: '/error/error',
    HydrateFallback: RouteLoading,
    ErrorBoundary: RouteErrorBoundary,
    lazy: () => import('../routes/error-route.tsx').then((m) => ({ Component: m.ErrorRoute })),
  },
  {
    path: '/',
    HydrateFallback: RouteLoading,
    ErrorBoundary: RouteErrorBoundary,
    lazy: () => import('../routes/shell-route.tsx').then((m) => ({ Component: m.ShellRoute })),
    children: [
      // Redirected in a loader, before anything renders, so the layout first appears at /sys/unit.
      { index: true, loader: () => redirect('/sys/unit'), Component: RouteLoading },
      {
        path: 'dashboard',
        lazy: async () => {
          const [{ RouteGuard }, m] = await Promise.all([
            import('../routes/route-guard.tsx'),
            import('../routes/dashboard-route.tsx'),
          ]);
          return {
            element: (
              <RouteGuard item="dashboard">
                <m.DashboardRoute />
              </RouteGuard>
            ),
          };
        },
      },
      {
        path: 'profile',
        lazy: async () => {
          const [{ RouteGuard }, m] = await Promise.all([
            import('../routes/route-guard.tsx'),
            import('../routes/profile-route.tsx'),
          ]);
          return {
            element: (
              <RouteGuard item="profile">
                <m.ProfileRoute />
              </RouteGuard>
            ),
          };
        },
      },
      {
        path: 'sys/inventory',
        lazy: async () => {
          const [{ RouteGuard }, m] = await Promise.all([
            import('../routes/route-guard.tsx'),
            import('../routes/stock-route.tsx'),
          ]);
          return {
            element: (
              <RouteGuard item="stock">
                <m.StockRoute />
              </RouteGuard>
            ),
            handle: { prefetch: m.prefetchStockList } satisfies RouteHandle,
          };
        },
      },
      ...(
        [
          ['sys/inventory/components/suminventory', 'StockSummaryRoute'],
          ['sys/inventory/components/warehouse', 'StockWarehouseRoute'],
        ] as const
      ).map(([path, name]): RouteObject => ({
        path,
        lazy: async () => {
          const [{ RouteGuard }, m] = await Promise.all([
            import('../routes/route-guard.tsx'),
            import('../routes/stock-subscreen-routes.tsx'),
          ]);
          const Screen = m[name];
          return {
            element: (
              <RouteGuard item="stock">
                <Screen />
              </RouteGuard>
            ),
          };
        },
      })),
      {
        path: 'sys/inventory/components/warehouse/detailForm',
        lazy: async () => {
          const [{ RouteGuard }, m] = await Promise.all([
            import('../routes/route-guard.tsx'),
            import('../routes/stock-detail-route.tsx'),
          ]);
          return {
            element: (
              <RouteGuard item="stock">
                <m.StockDetailRoute />
              </RouteGuard>
            ),
          };
        },
      },
      {
        path: 'sys/inventory/invoices',
        lazy: async () => {
          const [{ RouteGuard }, m] = await Promise.all([
            import('../routes/route-guard.tsx'),
            import('../routes/warehouse-invoices-route.tsx'),
          ]);
          return {
            element: (
              <RouteGuard item="warehouseInvoices">
                <m.WarehouseInvoicesRoute />
              </RouteGuard>
            ),
            handle: { prefetch: m.prefetchWarehouseInvoiceList } satisfies RouteHandle,
          };
        },
      },
      ...['sys/inventory/invoices/new', 'sys/inventory/invoices/:id'].map((path): RouteObject => ({
        path,
        lazy: async () => {
          const [{ RouteGuard }, m] = await Promise.all([
            import('../routes/route-guard.tsx'),
            import('../routes/warehouse-invoice-editor-route.tsx'),
          ]);
          return {
            element: (
              <RouteGuard item="warehouseInvoices">
                <m.WarehouseInvoiceEditorRoute />
              </RouteGuard>
            ),
          };
        },
      })),
      {
        path: 'sys/purchasing',
        lazy: async () => {
          const [{ RouteGuard }, m] = await Promise.all([
            import('../routes/route-guard.tsx'),
            import('../routes/purchasing-route.tsx'),
          ]);
          return {
            element: (
              <RouteGuard item="purchasing">
                <m.PurchasingRoute />
              </RouteGuard>
            ),
            handle: { prefetch: m.prefetchPurchaseList } satisfies RouteHandle,
          };
        },
      },
      ...['sys/purchasing/new', 'sys/purchasing/:id'].map((path): RouteObject => ({
        path,
        lazy: async () => {
          const [{ RouteGuard }, m] = await Promise.all([
            import('../routes/route-guard.tsx'),
            import('../routes/purchase-editor-route.tsx'),
          ]);
          return {
            element: (
              <RouteGuard item="purchasing">
                <m.PurchaseEditorRoute />
              </RouteGuard>
            ),
          };
        },
      })),
      {
        path: 'sys/production',
        lazy: async () => {
          const [{ RouteGuard }, m] = await Promise.all([
            import('../routes/route-guard.tsx'),
            import('../routes/production-route.tsx'),
          ]);
          return {
            element: (
              <RouteGuard item="production">
                <m.ProductionRoute />
              </RouteGuard>
            ),
            handle: { prefetch: m.prefetchProductionList } satisfies RouteHandle,
          };
        },
      },
      ...['sys/production/new', 'sys/production/:id'].map((path): RouteObject => ({
        path,
        lazy: async () => {
          const [{ RouteGuard }, m] = await Promise.all([
            import('../routes/route-guard.tsx'),
            import('../routes/production-editor-route.tsx'),
          ]);
          return {
            element: (
              <RouteGuard item="production">
                <m.ProductionEditorRoute />
              </RouteGuard>
            ),
          };
        },
      })),
      {
        path: 'sys/market',
        lazy: async () => {
          const [{ RouteGuard }, m] = await Promise.all([
            import('../routes/route-guard.tsx'),
            import('../routes/sales-route.tsx'),
          ]);
          return {
            element: (
              <RouteGuard item="market">
                <m.SalesRoute />
              </RouteGuard>
            ),
            handle: { prefetch: m.prefetchSellList } satisfies RouteHandle,
          };
        },
      },
      ...['sys/market/new', 'sys/market/:id'].map((path): RouteObject => ({
        path,
        lazy: async () => {
          const [{ RouteGuard }, m] = await Promise.all([
            import('../routes/route-guard.tsx'),
            import('../routes/sell-editor-route.tsx'),
          ]);
          return {
            element: (
              <RouteGuard item="market">
                <m.SellEditorRoute />
              </RouteGuard>
            ),
          };
        },
      })),
      {
        path: 'sys/classify',
        lazy: async () => {
          const [{ RouteGuard }, m] = await Promise.all([
            import('../routes/route-guard.tsx'),
            import('../routes/categories-route.tsx'),
          ]);
          return {
            element: (
              <RouteGuard item="customItems">
                <m.CategoriesRoute />
              </RouteGuard>
            ),
            handle: { prefetch: m.prefetchCategoryTree } satisfies RouteHandle,
          };
        },
      },
      {
        path: 'sys/supplier',
        lazy: async () => {
          const [{ RouteGuard }, m] = await Promise.all([
            import('../routes/route-guard.tsx'),
            import('../routes/suppliers-route.tsx'),
          ]);
          return {
            element: (
              <RouteGuard item="suppliers">
                <m.SuppliersRoute />
              </RouteGuard>
            ),
            handle: { prefetch: m.prefetchSupplierList } satisfies RouteHandle,
          };
        },
      },
      {
        path: 'sys/unit',
        lazy: async () => {
          const [{ RouteGuard }, m] = await Promise.all([
            import('../routes/route-guard.tsx'),
            import('../routes/skus-route.tsx'),
          ]);
          return {
            element: (
              <RouteGuard item="units">
                <m.SkusRoute />
              </RouteGuard>
            ),
            handle: { prefetch: m.prefetchSkuList } satisfies RouteHandle,
          };
        },
      },
      {
        path: 'sys/store',
        lazy: async () => {
          const [{ RouteGuard }, m] = await Promise.all([
            import('../routes/route-guard.tsx'),
            import('../routes/warehouses-route.tsx'),
          ]);
          return {
            element: (
              <RouteGuard item="warehouses">
                <m.WarehousesRoute />
              </RouteGuard>
            ),
            handle: { prefetch: m.prefetchWarehouseList } satisfies RouteHandle,
          };
        },
      },
      {
        path: 'system/users',
        lazy: async () => {
          const [{ RouteGuard }, m] = await Promise.all([
            import('../routes/route-guard.tsx'),
            import('../routes/admin-users-route.tsx'),
          ]);
          return {
            element: (
              <RouteGuard item="users">
                <m.AdminUsersRoute />
              </RouteGuard>
            ),
            handle: { prefetch: m.prefetchUserList } satisfies RouteHandle,
          };
        },
      },
      // Menu entries beyond the route table of §2 (its menu labels name them): coming soon, never a dead link.
      {
        path: 'system/roles',
        lazy: async () => {
          const [{ RouteGuard }, m] = await Promise.all([
            import('../routes/route-guard.tsx'),
            import('../routes/admin-roles-route.tsx'),
          ]);
          return {
            element: (
              <RouteGuard item="roles">
                <m.AdminRolesRoute />
              </RouteGuard>
            ),
            handle: { prefetch: m.prefetchRoleList } satisfies RouteHandle,
          };
        },
      },
      {
        path: 'system/tenants',
        lazy: async () => {
          const [{ RouteGuard }, m] = await Promise.all([
            import('../routes/route-guard.tsx'),
            import('../routes/admin-tenants-route.tsx'),
          ]);
          return {
            element: (
              <RouteGuard item="tenants">
                <m.AdminTenantsRoute />
              </RouteGuard>
            ),
            handle: { prefetch: m.prefetchTenantList } satisfies RouteHandle,
          };
        },
      },
      {
        path: 'system/settings',
        lazy: async () => {
          const [{ RouteGuard }, m] = await Promise.all([
            import('../routes/route-guard.tsx'),
            import('../routes/settings-route.tsx'),
          ]);
          return {
            element: (
              <RouteGuard item="settings">
                <m.SettingsRoute />
              </RouteGuard>
            ),
          };
        },
      },
      {
        path: 'system/audit-log',
        lazy: async () => {
          const [{ RouteGuard }, m] = await Promise.all([
            import('../routes/route-guard.tsx'),
            import('../routes/audit-log-route.tsx'),
          ]);
          return {
            element: (
              <RouteGuard item="auditLog">
                <m.AuditLogRoute />
              </RouteGuard>
            ),
            handle: { prefetch: m.prefetchAuditLog } satisfies RouteHandle,
          };
        },
      },
      // The address this screen had before the issue named it (bookmarks keep working).
      {
        loader: ({ request }) => redirect(`/system/audit-log${new URL(request.url).search}`),
        path: 'system/audit-logs',
      },
      {
        path: '*',
        lazy: () => import('../routes/not-found-route.tsx').then((m) => ({ Component: m.NotFoundRoute })),
      },
    ],
  },
];
