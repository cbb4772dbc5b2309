import { describe, expect, it } from 'vitest';
import { hasAllPolicies, hasAnyPolicy, hasPolicies } from './permissions.ts';

const granted = { 'Inventory.Warehouses': true, 'Inventory.Warehouses.Create': true };

describe('hasAllPolicies', () => {
  it('needs every named policy', () => {
    expect(hasAllPolicies(granted, ['Inventory.Warehouses', 'Inventory.Warehouses.Create'])).toBe(true);
    expect(hasAllPolicies(granted, ['Inventory.Warehouses', 'Inventory.Warehouses.Delete'])).toBe(false);
  });

  it('passes with no names and fails before policies load', () => {
    expect(hasAllPolicies(undefined, [])).toBe(true);
    expect(hasAllPolicies(undefined, ['Inventory.Warehouses'])).toBe(false);
  });
});

describe('hasAnyPolicy', () => {
  it('needs one named policy', () => {
    expect(hasAnyPolicy(granted, ['Inventory.Warehouses.Delete', 'Inventory.Warehouses.Create'])).toBe(true);
    expect(hasAnyPolicy(granted, ['Inventory.Warehouses.Delete', 'AbpIdentity.Users'])).toBe(false);
  });

  it('fails before policies load', () => {
    expect(hasAnyPolicy(null, ['Inventory.Warehouses'])).toBe(false);
  });
});

describe('hasPolicies', () => {
  it('defaults to all and honours the any mode', () => {
    const names = ['Inventory.Warehouses', 'Inventory.Warehouses.Delete'];
    expect(hasPolicies(granted, names)).toBe(false);
    expect(hasPolicies(granted, names, 'any')).toBe(true);
  });
});
