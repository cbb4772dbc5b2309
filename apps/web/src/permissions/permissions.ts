import { checkPolicies, type GrantedPolicies, type PolicyMode } from '@inventory/domain';

/**
 * All named policies granted (product-spec §6); no names pass, unloaded policies fail.
 * e.g. `hasAllPolicies({ A: true }, ['A'])` → true
 */
export function hasAllPolicies(
  granted: GrantedPolicies | null | undefined,
  names: readonly string[],
): boolean {
  return checkPolicies(granted, names, 'all');
}

/**
 * At least one named policy granted (the `any` modifier of §6).
 * e.g. `hasAnyPolicy({ A: true }, ['A', 'B'])` → true
 */
export function hasAnyPolicy(granted: GrantedPolicies | null | undefined, names: readonly string[]): boolean {
  return checkPolicies(granted, names, 'any');
}

/** Either check by mode. e.g. `hasPolicies(granted, ['A', 'B'], 'any')` */
export function hasPolicies(
  granted: GrantedPolicies | null | undefined,
  names: readonly string[],
  mode: PolicyMode = 'all',
): boolean {
  return mode === 'all' ? hasAllPolicies(granted, names) : hasAnyPolicy(granted, names);
}
