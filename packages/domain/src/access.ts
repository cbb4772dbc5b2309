/** Granted policies as ABP's application configuration returns them (`auth.grantedPolicies`). */
export type GrantedPolicies = Readonly<Record<string, boolean>>;

/** Feature values as ABP returns them (`features.values`), e.g. `{ 'Inventory.Stock': 'True' }`. */
export type FeatureValues = Readonly<Record<string, string>>;

/** How a list of required policies combines. */
export type PolicyMode = 'all' | 'any';

/**
 * Evaluates one ABP-style policy expression: a name, `A || B`, or `A && B` (`&&` binds tighter).
 * e.g. `isPolicyGranted({ 'Inventory.Skus': true }, 'Inventory.Skus || Inventory.Stock')` → true
 */
export function isPolicyGranted(granted: GrantedPolicies | null | undefined, expression: string): boolean {
  if (!granted) return false;
  return expression
    .split('||')
    .some((conjunction) => conjunction.split('&&').every((name) => isNameGranted(granted, name.trim())));
}

function isNameGranted(granted: GrantedPolicies, name: string): boolean {
  return name.length > 0 && granted[name] === true;
}

/**
 * Checks a list of required policies; an empty list passes, unloaded policies fail.
 * e.g. `checkPolicies(granted, ['Inventory.Skus.Create', 'Inventory.Skus.Update'], 'any')`
 */
export function checkPolicies(
  granted: GrantedPolicies | null | undefined,
  names: readonly string[],
  mode: PolicyMode,
): boolean {
  if (names.length === 0) return true;
  if (!granted) return false;
  const check = (name: string) => isPolicyGranted(granted, name);
  return mode === 'all' ? names.every(check) : names.some(check);
}

/**
 * Whether a feature is on; ABP sends 'True'/'False', compared case-insensitively (§9).
 * e.g. `isFeatureEnabled({ 'Inventory.Stock': 'true' }, 'Inventory.Stock')` → true
 */
export function isFeatureEnabled(values: FeatureValues | null | undefined, name: string): boolean {
  const value = values?.[name];
  return typeof value === 'string' && value.trim().toLowerCase() === 'true';
}
