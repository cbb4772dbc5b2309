import { redirect, type RouteObject } from 'react-router-dom';
import type { ComponentType } from 'react';
import { GlobalLoadingIndicator, type MenuItemKey } from '@inventory/ui';
import { RouteErrorBoundary } from '../routes/route-error-boundary.tsx';
import type { FirstRead } from '../routes/first-reads.ts';
import { firstReadLoader } from './route-prefetch.ts';
import { loadRouteTexts } from './route-texts.ts';

/** Shown while the first route's code loads (React Router renders it before any lazy route resolves). */
function RouteLoading() {
  return <GlobalLoadingIndicator count={1} />;
}

/** What a guarded route's module gives: its screen. */
interface GuardedScreen {
  Screen: ComponentType;
}

let firstReadsModule: Promise<typeof import('../routes/first-reads.ts')> | undefined;
/**
 * The code of the first screen's reads (endpoints and address codecs, no screen): the app asks for it as it starts,
 * beside the sign-in's token exchange, so the reads never queue behind the screens' chunks (ADR 048).
 */
export function loadFirstReads() {
  firstReadsModule ??= import('../routes/first-reads.ts');
  return firstReadsModule;
}

/**
 * A route's loader that starts its first read beside the route's code (React Router runs a route's own loader in
 * parallel with its lazy part): the request never waits for the layout's or the screen's chunk.
 */
const firstRead = (read: FirstRead) =>
  firstReadLoader(() => loadFirstReads().then((m) => m.firstReads[read]));

/**
 * A route's lazy part: its module, the guard and its screens' texts (ADR 049) loaded together, the screen behind the
 * guard of its menu entry (the same rule the menu shows it by).
 */
function guarded(item: MenuItemKey, load: () => Promise<GuardedScreen>): NonNullable<RouteObject['lazy']> {
  return async () => {
    const [{ RouteGuard }, { Screen }] = await Promise.all([
      import('../routes/route-guard.tsx'),
      load(),
      loadRouteTexts(item),
    ]);
    return {
      element: (
        <RouteGuard item={item}>
          <Screen />
        </RouteGuard>
      ),
    };
  };
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
    // The layout's configuration, beside the layout's code and the screen's first read.
    loader: firstRead('configuration'),
    children: [
      // Redirected in a loader, before anything renders, so the layout first appears at /sys/unit.
      { index: true, loader: () => redirect('/sys/unit'), Component: RouteLoading },
      {
        path: 'dashboard',
        lazy: guarded('dashboard', () =>
          import('../routes/dashboard-route.tsx').then((m) => ({ Screen: m.DashboardRoute })),
        ),
      },
      {
        path: 'profile',
        lazy: guarded('profile', () =>
          import('../routes/profile-route.tsx').then((m) => ({ Screen: m.ProfileRoute })),
        ),
      },
      {
        path: 'sys/inventory',
        loader: firstRead('stock'),
        lazy: guarded('stock', () =>
          import('../routes/stock-route.tsx').then((m) => ({ Screen: m.StockRoute })),
        ),
      },
      ...(
        [
          ['sys/inventory/components/suminventory', 'StockSummaryRoute'],
          ['sys/inventory/components/warehouse', 'StockWarehouseRoute'],
        ] as const
      ).map(([path, name]): RouteObject => ({
        path,
        lazy: guarded('stock', () =>
          import('../routes/stock-subscreen-routes.tsx').then((m) => ({ Screen: m[name] })),
        ),
      })),
      {
        path: 'sys/inventory/components/warehouse/detailForm',
        lazy: guarded('stock', () =>
          import('../routes/stock-detail-route.tsx').then((m) => ({ Screen: m.StockDetailRoute })),
        ),
      },
      {
        path: 'sys/inventory/invoices',
        loader: firstRead('warehouseInvoices'),
        lazy: guarded('warehouseInvoices', () =>
          import('../routes/warehouse-invoices-route.tsx').then((m) => ({
            Screen: m.WarehouseInvoicesRoute,
          })),
        ),
      },
      ...['sys/inventory/invoices/new', 'sys/inventory/invoices/:id'].map((path): RouteObject => ({
        path,
        lazy: guarded('warehouseInvoices', () =>
          import('../routes/warehouse-invoice-editor-route.tsx').then((m) => ({
            Screen: m.WarehouseInvoiceEditorRoute,
          })),
        ),
      })),
      {
        path: 'sys/purchasing',
        loader: firstRead('purchases'),
        lazy: guarded('purchasing', () =>
          import('../routes/purchasing-route.tsx').then((m) => ({ Screen: m.PurchasingRoute })),
        ),
      },
      ...['sys/purchasing/new', 'sys/purchasing/:id'].map((path): RouteObject => ({
        path,
        lazy: guarded('purchasing', () =>
          import('../routes/purchase-editor-route.tsx').then((m) => ({ Screen: m.PurchaseEditorRoute })),
        ),
      })),
      {
        path: 'sys/production',
        loader: firstRead('production'),
        lazy: guarded('production', () =>
          import('../routes/production-route.tsx').then((m) => ({ Screen: m.ProductionRoute })),
        ),
      },
      ...['sys/production/new', 'sys/production/:id'].map((path): RouteObject => ({
        path,
        lazy: guarded('production', () =>
          import('../routes/production-editor-route.tsx').then((m) => ({ Screen: m.ProductionEditorRoute })),
        ),
      })),
      {
        path: 'sys/market',
        loader: firstRead('sales'),
        lazy: guarded('market', () =>
          import('../routes/sales-route.tsx').then((m) => ({ Screen: m.SalesRoute })),
        ),
      },
      ...['sys/market/new', 'sys/market/:id'].map((path): RouteObject => ({
        path,
        lazy: guarded('market', () =>
          import('../routes/sell-editor-route.tsx').then((m) => ({ Screen: m.SellEditorRoute })),
        ),
      })),
      {
        path: 'sys/classify',
        loader: firstRead('categories'),
        lazy: guarded('customItems', () =>
          import('../routes/categories-route.tsx').then((m) => ({ Screen: m.CategoriesRoute })),
        ),
      },
      {
        path: 'sys/supplier',
        loader: firstRead('suppliers'),
        lazy: guarded('suppliers', () =>
          import('../routes/suppliers-route.tsx').then((m) => ({ Screen: m.SuppliersRoute })),
        ),
      },
      {
        path: 'sys/unit',
        loader: firstRead('skus'),
        lazy: guarded('units', () =>
          import('../routes/skus-route.tsx').then((m) => ({ Screen: m.SkusRoute })),
        ),
      },
      {
        path: 'sys/store',
        loader: firstRead('warehouses'),
        lazy: guarded('warehouses', () =>
          import('../routes/warehouses-route.tsx').then((m) => ({ Screen: m.WarehousesRoute })),
        ),
      },
      {
        path: 'system/users',
        loader: firstRead('users'),
        lazy: guarded('users', () =>
          import('../routes/admin-users-route.tsx').then((m) => ({ Screen: m.AdminUsersRoute })),
        ),
      },
      // Menu entries beyond the route table of §2 (its menu labels name them): coming soon, never a dead link.
      {
        path: 'system/roles',
        loader: firstRead('roles'),
        lazy: guarded('roles', () =>
          import('../routes/admin-roles-route.tsx').then((m) => ({ Screen: m.AdminRolesRoute })),
        ),
      },
      {
        path: 'system/tenants',
        loader: firstRead('tenants'),
        lazy: guarded('tenants', () =>
          import('../routes/admin-tenants-route.tsx').then((m) => ({ Screen: m.AdminTenantsRoute })),
        ),
      },
      {
        path: 'system/settings',
        lazy: guarded('settings', () =>
          import('../routes/settings-route.tsx').then((m) => ({ Screen: m.SettingsRoute })),
        ),
      },
      {
        path: 'system/audit-log',
        loader: firstRead('auditLog'),
        lazy: guarded('auditLog', () =>
          import('../routes/audit-log-route.tsx').then((m) => ({ Screen: m.AuditLogRoute })),
        ),
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
