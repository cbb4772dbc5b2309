import { describe, expect, it } from 'vitest';
import { isFeatureEnabled } from '@inventory/domain';
import { featureValuesOf } from './feature-values.ts';

describe('featureValuesOf', () => {
  it('drops unset features, keeps the rest as sent', () => {
    const values = featureValuesOf({
      'Inventory.Stock': 'True',
      'Inventory.Market': null,
      'Inventory.Sku': 'false',
    });
    expect(values).toEqual({ 'Inventory.Stock': 'True', 'Inventory.Sku': 'false' });
    expect(isFeatureEnabled(values, 'Inventory.Market')).toBe(false);
  });

  it('is empty before the configuration loads', () => {
    expect(featureValuesOf(undefined)).toEqual({});
  });
});
