import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkPolicies, isFeatureEnabled, isPolicyGranted } from './access.ts';

const granted = { A: true, B: false, C: true };

describe('isPolicyGranted', () => {
  it.each([
    ['A', true],
    ['B', false],
    ['Missing', false],
    ['A || B', true],
    ['B || A', true],
    ['B || Missing', false],
    ['A && C', true],
    ['A && B', false],
    ['B && A || C', true],
    ['B || A && C', true],
    ['B || A && B', false],
    ['  A  ', true],
    ['', false],
    ['A ||', true],
    ['A &&', false],
  ])('%s → %s', (expression, expected) => {
    expect(isPolicyGranted(granted, expression)).toBe(expected);
  });

  it('fails when policies are not loaded', () => {
    expect(isPolicyGranted(null, 'A')).toBe(false);
    expect(isPolicyGranted(undefined, 'A')).toBe(false);
  });
});

describe('checkPolicies', () => {
  it.each([
    [[], 'all', true],
    [[], 'any', true],
    [['A'], 'all', true],
    [['A', 'C'], 'all', true],
    [['A', 'B'], 'all', false],
    [['A', 'B'], 'any', true],
    [['B', 'Missing'], 'any', false],
    [['B || C', 'A && C'], 'all', true],
  ] as const)('%j in mode %s → %s', (names, mode, expected) => {
    expect(checkPolicies(granted, names, mode)).toBe(expected);
  });

  it('passes an empty list even before policies load, and fails anything else', () => {
    expect(checkPolicies(null, [], 'all')).toBe(true);
    expect(checkPolicies(undefined, ['A'], 'any')).toBe(false);
    expect(checkPolicies(null, ['A'], 'all')).toBe(false);
  });

  it('all ⇔ every name granted; any ⇔ some name granted', () => {
    const names = fc.array(fc.constantFrom('A', 'B', 'C', 'D'), { maxLength: 6 });
    const policies = fc.dictionary(fc.constantFrom('A', 'B', 'C', 'D'), fc.boolean());
    fc.assert(
      fc.property(policies, names, (g, ns) => {
        expect(checkPolicies(g, ns, 'all')).toBe(ns.every((n) => g[n] === true));
        expect(checkPolicies(g, ns, 'any')).toBe(ns.length === 0 || ns.some((n) => g[n] === true));
      }),
    );
  });

  it('an OR expression equals mode any over its parts', () => {
    const names = fc.array(fc.constantFrom('A', 'B', 'C', 'D'), { minLength: 1, maxLength: 4 });
    const policies = fc.dictionary(fc.constantFrom('A', 'B', 'C', 'D'), fc.boolean());
    fc.assert(
      fc.property(policies, names, (g, ns) => {
        expect(isPolicyGranted(g, ns.join(' || '))).toBe(checkPolicies(g, ns, 'any'));
        expect(isPolicyGranted(g, ns.join(' && '))).toBe(checkPolicies(g, ns, 'all'));
      }),
    );
  });
});

describe('isFeatureEnabled', () => {
  it.each([
    ['True', true],
    ['true', true],
    ['TRUE', true],
    ['False', false],
    ['false', false],
    ['', false],
    ['1', false],
  ])('%s → %s', (value, expected) => {
    expect(isFeatureEnabled({ 'Inventory.Stock': value }, 'Inventory.Stock')).toBe(expected);
  });

  it('is off when the feature or the values are missing', () => {
    expect(isFeatureEnabled({}, 'Inventory.Stock')).toBe(false);
    expect(isFeatureEnabled(null, 'Inventory.Stock')).toBe(false);
    expect(isFeatureEnabled(undefined, 'Inventory.Stock')).toBe(false);
  });
});
