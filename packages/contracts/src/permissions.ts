/**
 * Every permission the server checks (business-rules.md §9), as ABP's permission-management groups them.
 * The names are wire values: they appear in `auth.grantedPolicies` and in permission grants.
 */
const crud = (root: string) => [root, `${root}.Create`, `${root}.Update`, `${root}.Delete`] as const;
const documentPermissions = (root: string) =>
  [...crud(root), `${root}.Submit`, `${root}.Discard`, `${root}.Finish`] as const;

export interface PermissionGroupDefinition {
  /** Group name, e.g. `Inventory`; also the i18n key suffix for its display name. */
  name: string;
  /** Permission names; a name's parent is the longest other name in the group that prefixes it + '.'. */
  permissions: readonly string[];
  /** Feature that must be enabled for the tenant for any of these to be granted (null = none). */
  featureOf?: (permission: string) => string | null;
}

export const Features = {
  Stock: 'Inventory.Stock',
  Purchase: 'Inventory.Purchase',
  Production: 'Inventory.Production',
  Market: 'Inventory.Market',
  Supplier: 'Inventory.Supplier',
  Sku: 'Inventory.Sku',
  Warehouse: 'Inventory.Warehouse',
} as const;
export type FeatureName = (typeof Features)[keyof typeof Features];
export const allFeatures: readonly FeatureName[] = Object.values(Features);

/** Which tenant feature gates a permission (a disabled feature's permissions are never granted). */
export function featureOfPermission(permission: string): FeatureName | null {
  const root = permission.split('.').slice(0, 2).join('.');
  switch (root) {
    case 'Inventory.Stock':
      return Features.Stock;
    case 'Inventory.PurchaseInvoices':
      return Features.Purchase;
    case 'Inventory.Yields':
      return Features.Production;
    case 'Inventory.SellInvoices':
      return Features.Market;
    case 'Inventory.Suppliers':
      return Features.Supplier;
    case 'Inventory.Skus':
    case 'Inventory.Categories':
      return Features.Sku;
    case 'Inventory.Warehouses':
      return Features.Warehouse;
    default:
      return null;
  }
}

export const Permissions = {
  Stock: 'Inventory.Stock',
  StockDelete: 'Inventory.Stock.Delete',
  Warehouses: 'Inventory.Warehouses',
  WarehousesCreate: 'Inventory.Warehouses.Create',
  WarehousesUpdate: 'Inventory.Warehouses.Update',
  WarehousesDelete: 'Inventory.Warehouses.Delete',
  Settings: 'Inventory.Settings',
  AuditLogs: 'Inventory.AuditLogs',
  Users: 'AbpIdentity.Users',
  Roles: 'AbpIdentity.Roles',
  Tenants: 'AbpTenantManagement.Tenants',
  ManageHostFeatures: 'FeatureManagement.ManageHostFeatures',
} as const;

/** Permissions a tenant's users can hold. */
export const tenantPermissionGroups: readonly PermissionGroupDefinition[] = [
  {
    name: 'Inventory',
    permissions: [
      'Inventory.Stock',
      'Inventory.Stock.Delete',
      ...documentPermissions('Inventory.PurchaseInvoices'),
      ...documentPermissions('Inventory.SellInvoices'),
      ...documentPermissions('Inventory.Yields'),
      ...documentPermissions('Inventory.WarehouseInvoices'),
      ...crud('Inventory.Skus'),
      ...crud('Inventory.Suppliers'),
      ...crud('Inventory.Warehouses'),
      ...crud('Inventory.Categories'),
      ...crud('Inventory.Customizations'),
      'Inventory.Settings',
      'Inventory.AuditLogs',
    ],
    featureOf: featureOfPermission,
  },
  {
    name: 'AbpIdentity',
    permissions: [
      ...crud('AbpIdentity.Roles'),
      'AbpIdentity.Roles.ManagePermissions',
      ...crud('AbpIdentity.Users'),
      'AbpIdentity.Users.ManagePermissions',
    ],
  },
];

/** Permissions only the host side can hold. */
export const hostPermissionGroups: readonly PermissionGroupDefinition[] = [
  {
    name: 'AbpTenantManagement',
    permissions: [...crud('AbpTenantManagement.Tenants'), 'AbpTenantManagement.Tenants.ManageFeatures'],
  },
  { name: 'FeatureManagement', permissions: ['FeatureManagement.ManageHostFeatures'] },
  {
    name: 'AbpIdentity',
    permissions: [
      ...crud('AbpIdentity.Roles'),
      'AbpIdentity.Roles.ManagePermissions',
      ...crud('AbpIdentity.Users'),
      'AbpIdentity.Users.ManagePermissions',
    ],
  },
];

export const allTenantPermissions: readonly string[] = tenantPermissionGroups.flatMap((g) => g.permissions);
export const allHostPermissions: readonly string[] = hostPermissionGroups.flatMap((g) => g.permissions);

/** The demo `clerk` role: day-to-day documents, no deletes of master data, no administration. */
export const clerkPermissions: readonly string[] = [
  'Inventory.Stock',
  ...documentPermissions('Inventory.PurchaseInvoices').filter((p) => !p.endsWith('.Delete')),
  ...documentPermissions('Inventory.SellInvoices').filter((p) => !p.endsWith('.Delete')),
  ...documentPermissions('Inventory.Yields').filter((p) => !p.endsWith('.Delete')),
  ...documentPermissions('Inventory.WarehouseInvoices').filter((p) => !p.endsWith('.Delete')),
  'Inventory.Skus',
  'Inventory.Suppliers',
  'Inventory.Warehouses',
  'Inventory.Categories',
  'Inventory.Customizations',
];
