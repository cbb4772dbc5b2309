import type { FeatureValues } from '@inventory/domain';

/**
 * Feature values without the nulls the server may send for unset features (an unset feature is off).
 * e.g. `featureValuesOf({ 'Inventory.Stock': 'True', 'Inventory.Market': null })` → `{ 'Inventory.Stock': 'True' }`
 */
export function featureValuesOf(values: Readonly<Record<string, string | null>> | undefined): FeatureValues {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(values ?? {})) if (value !== null) result[name] = value;
  return result;
}
