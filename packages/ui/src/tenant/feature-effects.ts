import {
  type FeatureName,
  Features,
  featureOfPermission,
  tenantPermissionGroups,
} from '@inventory/contracts';
import { type MenuGroupKey, type MenuItemKey, menuDefinition } from '../layout/menu-model.ts';

/** A feature's key in `Features` (`Production`), which names it in texts and form fields (no dots). */
export type FeatureKey = keyof typeof Features;

export interface FeatureEffect {
  key: FeatureKey;
  name: FeatureName;
  /** The menu entries that need the feature: gone for the tenant while it is off. */
  menuEntries: readonly MenuItemKey[];
  /** The permission areas it gates (`Yields` of `Inventory.Yields.*`): refused while it is off. */
  permissionAreas: readonly string[];
}

export interface FeatureGroupEffects {
  /** The menu group the features sit in, in the menu's order. */
  group: MenuGroupKey;
  features: readonly FeatureEffect[];
}

const keyOf = Object.fromEntries(Object.entries(Features).map(([key, name]) => [name, key])) as Record<
  FeatureName,
  FeatureKey
>;

const areasOf = (feature: FeatureName): string[] => [
  ...new Set(
    tenantPermissionGroups
      .flatMap((group) => group.permissions)
      .filter((permission) => featureOfPermission(permission) === feature)
      .map((permission) => permission.split('.')[1] ?? permission),
  ),
];

/**
 * What each tenant feature switches, grouped like the menu: the entries its menu group shows with it and the
 * permissions it gates (business-rules: a disabled feature's permissions are never granted). A feature is placed in
 * the group of its first menu entry; one with none (none today) would go in the last group.
 */
export function featureEffects(): FeatureGroupEffects[] {
  const placed = new Set<FeatureName>();
  const groups: FeatureGroupEffects[] = menuDefinition.map((group) => ({ group: group.key, features: [] }));
  menuDefinition.forEach((group, index) => {
    for (const item of group.items) {
      const feature = item.feature as FeatureName | undefined;
      if (!feature || placed.has(feature)) continue;
      placed.add(feature);
      (groups[index]!.features as FeatureEffect[]).push({
        key: keyOf[feature],
        name: feature,
        menuEntries: menuDefinition.flatMap((g) =>
          g.items.filter((entry) => entry.feature === feature).map((entry) => entry.key),
        ),
        permissionAreas: areasOf(feature),
      });
    }
  });
  for (const name of Object.values(Features).filter((x) => !placed.has(x)))
    (groups.at(-1)!.features as FeatureEffect[]).push({
      key: keyOf[name],
      name,
      menuEntries: [],
      permissionAreas: areasOf(name),
    });
  return groups.filter((group) => group.features.length > 0);
}
