import { checkPolicies, isFeatureEnabled, type FeatureValues, type GrantedPolicies } from '@inventory/domain';
import { menuDefinition, type MenuGroup, type MenuItem, type MenuItemKey } from '@inventory/ui';

/** What a route needs: the gate of its menu entry (one definition, so the menu and the address always agree). */
export type RouteGate = Pick<MenuItem, 'feature' | 'policies' | 'visible'>;

export type RouteAccess = 'pending' | 'allowed' | 'denied';

export interface GrantedAccess {
  grantedPolicies: GrantedPolicies | null | undefined;
  featureValues: FeatureValues;
}

/** The gate of the screen a menu entry opens; none for screens outside the menu (every signed-in user). */
export function gateOf(item: MenuItemKey): RouteGate | undefined {
  for (const group of menuDefinition) {
    const found = group.items.find((entry) => entry.key === item);
    if (found) return { feature: found.feature, policies: found.policies, visible: found.visible };
  }
  return undefined;
}

/**
 * Whether the user may open a screen: its feature on and one of its policies granted, as the menu decides (§6).
 * Pending until the application configuration has loaded, so nothing is refused before it is known.
 * e.g. `routeAccess({ policies: ['Inventory.Warehouses'] }, { grantedPolicies: {}, featureValues: {} })` → 'denied'
 */
export function routeAccess(gate: RouteGate | undefined, granted: GrantedAccess | undefined): RouteAccess {
  if (!gate) return 'allowed';
  if (!granted) return 'pending';
  if (gate.visible) return gate.visible(granted) ? 'allowed' : 'denied';
  if (gate.feature && !isFeatureEnabled(granted.featureValues, gate.feature)) return 'denied';
  return checkPolicies(granted.grantedPolicies, gate.policies ?? [], 'any') ? 'allowed' : 'denied';
}

/** Where "home" is for this user: the first screen of their menu, or the root when the menu is empty. */
export function homePathOf(menu: readonly MenuGroup[]): string {
  return menu[0]?.items[0]?.path ?? '/';
}
