import { allFeatures } from '@inventory/contracts';
import { describe, expect, it } from 'vitest';
import { dashboardSectionsOf } from './dashboard-sections.ts';

const allOn = Object.fromEntries(allFeatures.map((f) => [f, 'True']));

describe('dashboardSectionsOf', () => {
  it('gives each section whose permission is granted and whose feature is on', () => {
    const granted = { 'Inventory.Stock': true, 'Inventory.SellInvoices': true, 'Inventory.Yields': false };
    expect([...dashboardSectionsOf(granted, allOn)].sort()).toEqual(['sell', 'stock']);
  });

  it('drops a section whose feature is off even with its permission', () => {
    const granted = { 'Inventory.Stock': true, 'Inventory.SellInvoices': true };
    expect([...dashboardSectionsOf(granted, { ...allOn, 'Inventory.Market': 'False' })]).toEqual(['stock']);
  });

  it('gives none while the configuration loads', () => {
    expect(dashboardSectionsOf(null, null).size).toBe(0);
  });
});
