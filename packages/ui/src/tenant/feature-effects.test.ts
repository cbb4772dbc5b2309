import { describe, expect, it } from 'vitest';
import { allFeatures } from '@inventory/contracts';
import { featureEffects } from './feature-effects.ts';

describe('what each tenant feature switches', () => {
  const groups = featureEffects();
  const all = groups.flatMap((group) => group.features);

  it('lists every feature once, grouped and ordered like the menu', () => {
    expect(all.map((f) => f.name).sort()).toEqual([...allFeatures].sort());
    expect(groups.map((g) => [g.group, g.features.map((f) => f.key)])).toEqual([
      ['business', ['Stock', 'Purchase', 'Production', 'Market']],
      ['masterData', ['Supplier', 'Sku', 'Warehouse']],
    ]);
  });

  it('names the menu entries and permission areas a feature takes away', () => {
    const byKey = Object.fromEntries(all.map((f) => [f.key, f]));
    expect(byKey.Production?.menuEntries).toEqual(['production']);
    expect(byKey.Production?.permissionAreas).toEqual(['Yields']);
    expect(byKey.Stock?.menuEntries).toEqual(['stock', 'warehouseInvoices']);
    expect(byKey.Sku?.permissionAreas).toEqual(['Skus', 'Categories']);
  });
});
