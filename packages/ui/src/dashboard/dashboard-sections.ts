import { dashboardSectionPermissions, featureOfPermission } from '@inventory/contracts';
import {
  type FeatureValues,
  type GrantedPolicies,
  DocumentState,
  ExpirationStatus,
  isFeatureEnabled,
  isPolicyGranted,
} from '@inventory/domain';

/** A part of the dashboard with its own permission: stock (value, expiry, low stock), each document kind. */
export type DashboardSection = keyof typeof dashboardSectionPermissions;

const sections = Object.keys(dashboardSectionPermissions) as DashboardSection[];

/**
 * The sections this user may see: the section's permission granted and its feature on — what the server answers
 * non-null for (ADR 030). The screen shows placeholders for these while it loads, and the menu shows the
 * dashboard only when there is one.
 * e.g. `dashboardSectionsOf({ 'Inventory.Stock': true }, { 'Inventory.Stock': 'True' })` → `{ stock }`
 */
export function dashboardSectionsOf(
  grantedPolicies: GrantedPolicies | null | undefined,
  featureValues: FeatureValues | null | undefined,
): ReadonlySet<DashboardSection> {
  return new Set(
    sections.filter((section) => {
      const permission = dashboardSectionPermissions[section];
      const feature = featureOfPermission(permission);
      return (
        isPolicyGranted(grantedPolicies, permission) &&
        (feature === null || isFeatureEnabled(featureValues, feature))
      );
    }),
  );
}

/** The app's addresses a tile leads to, each with the list filter that shows the tile's detail. */
export const dashboardLinks = {
  stock: '/sys/inventory',
  stockIn: (warehouseId: string) => `/sys/inventory?WarehouseId=${encodeURIComponent(warehouseId)}`,
  expired: `/sys/inventory?DateType=${ExpirationStatus.Expired}`,
  nearExpiry: `/sys/inventory?DateType=${ExpirationStatus.NearExpiry}`,
  purchaseDrafts: `/sys/purchasing?State=${DocumentState.Draft}`,
  purchasesOpen: `/sys/purchasing?State=${DocumentState.Processing}`,
  sellDrafts: `/sys/market?State=${DocumentState.Draft}`,
  salesOpen: `/sys/market?State=${DocumentState.Processing}`,
  productionDrafts: `/sys/production?State=${DocumentState.Draft}`,
  productionsOpen: `/sys/production?State=${DocumentState.Processing}`,
} as const;
