import { Features, Permissions } from '@inventory/contracts';
import { type FeatureValues, type GrantedPolicies, checkPolicies, isFeatureEnabled } from '@inventory/domain';
import { dashboardSectionsOf } from '../dashboard/dashboard-sections.ts';
import type { UiResources } from '../i18n/resources.ts';

export type MenuItemKey = keyof UiResources['menu']['items'];
export type MenuGroupKey = keyof UiResources['menu']['groups'];

export interface MenuItem {
  key: MenuItemKey;
  /** Route path (product-spec §2). */
  path: string;
  /** Tenant feature that must be 'True' (§6); absent = not feature-gated. */
  feature?: string;
  /** Policies of which at least one must be granted; absent = every signed-in user. */
  policies?: readonly string[];
  /** A gate of its own instead of `feature` and `policies` (an entry that shows when any of its parts may). */
  visible?: (input: BuildMenuInput) => boolean;
}

export interface MenuGroup {
  key: MenuGroupKey;
  items: readonly MenuItem[];
}

/** The whole menu before filtering: groups in display order, each entry with its gate. */
export const menuDefinition: readonly MenuGroup[] = [
  {
    key: 'business',
    items: [
      {
        key: 'dashboard',
        path: '/dashboard',
        visible: ({ grantedPolicies, featureValues }) =>
          dashboardSectionsOf(grantedPolicies, featureValues).size > 0,
      },
      { key: 'stock', path: '/sys/inventory', feature: Features.Stock, policies: [Permissions.Stock] },
      {
        key: 'warehouseInvoices',
        path: '/sys/inventory/invoices',
        // featureOfPermission names none for this permission, but every warehouse-invoice call is behind the Stock
        // feature on the server (contracts' warehouse-invoice area): without it the screen could only be refused.
        feature: Features.Stock,
        policies: ['Inventory.WarehouseInvoices'],
      },
      {
        key: 'purchasing',
        path: '/sys/purchasing',
        feature: Features.Purchase,
        policies: ['Inventory.PurchaseInvoices'],
      },
      {
        key: 'production',
        path: '/sys/production',
        feature: Features.Production,
        policies: ['Inventory.Yields'],
      },
      { key: 'market', path: '/sys/market', feature: Features.Market, policies: ['Inventory.SellInvoices'] },
    ],
  },
  {
    key: 'masterData',
    items: [
      { key: 'customItems', path: '/sys/classify', policies: ['Inventory.Categories'] },
      {
        key: 'suppliers',
        path: '/sys/supplier',
        feature: Features.Supplier,
        policies: ['Inventory.Suppliers'],
      },
      { key: 'units', path: '/sys/unit', feature: Features.Sku, policies: ['Inventory.Skus'] },
      {
        key: 'warehouses',
        path: '/sys/store',
        feature: Features.Warehouse,
        policies: [Permissions.Warehouses],
      },
    ],
  },
  {
    key: 'system',
    items: [
      { key: 'users', path: '/system/users', policies: [Permissions.Users] },
      { key: 'roles', path: '/system/roles', policies: [Permissions.Roles] },
      { key: 'tenants', path: '/system/tenants', policies: [Permissions.Tenants] },
      { key: 'settings', path: '/system/settings', policies: [Permissions.Settings] },
      { key: 'auditLog', path: '/system/audit-log', policies: [Permissions.AuditLogs] },
    ],
  },
];

export interface BuildMenuInput {
  /** `auth.grantedPolicies` of the application configuration; null while it loads (then nothing gated shows). */
  grantedPolicies: GrantedPolicies | null | undefined;
  /** `features.values` of the application configuration. */
  featureValues: FeatureValues | null | undefined;
}

function isVisible(item: MenuItem, input: BuildMenuInput): boolean {
  if (item.visible) return item.visible(input);
  const { grantedPolicies, featureValues } = input;
  if (item.feature && !isFeatureEnabled(featureValues, item.feature)) return false;
  return checkPolicies(grantedPolicies, item.policies ?? [], 'any');
}

/**
 * The menu this user may see: entries filtered by feature ('True', any case) and permission, empty groups dropped.
 * e.g. `buildMenu({ grantedPolicies: { 'Inventory.Warehouses': true }, featureValues: { 'Inventory.Warehouse': 'True' } })`
 * → `[{ key: 'masterData', items: [{ key: 'warehouses', … }] }]`
 */
export function buildMenu(input: BuildMenuInput): MenuGroup[] {
  return menuDefinition
    .map((group) => ({ key: group.key, items: group.items.filter((item) => isVisible(item, input)) }))
    .filter((group) => group.items.length > 0);
}

/** The group holding the entry for `path` (or one of its sub-routes), to open it initially. */
export function groupOfPath(menu: readonly MenuGroup[], path: string): MenuGroupKey | undefined {
  return menu.find((group) => group.items.some((item) => isActivePath(item.path, path)))?.key;
}

export function isActivePath(itemPath: string, currentPath: string): boolean {
  return within(itemPath, currentPath) && !deeperEntries(itemPath).some((path) => within(path, currentPath));
}

function within(itemPath: string, currentPath: string): boolean {
  return currentPath === itemPath || currentPath.startsWith(`${itemPath}/`);
}

/** Entries under another one (warehouse invoices under stock): their pages belong to them, not to the outer one. */
function deeperEntries(itemPath: string): string[] {
  return menuDefinition.flatMap((group) =>
    group.items.map((item) => item.path).filter((path) => path.startsWith(`${itemPath}/`)),
  );
}
