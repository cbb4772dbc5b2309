import { describe, expect, it } from 'vitest';
import { composeTitle } from './page-title.ts';

const base = { productSetting: null, productFallback: 'Inventory', tenantName: 'demo', host: 'localhost' };

describe('composeTitle', () => {
  it('joins product and tenant names', () => {
    expect(composeTitle(base)).toBe('Inventory - demo');
  });

  it('prefers the product name setting over the translated name', () => {
    expect(composeTitle({ ...base, productSetting: 'Acme Stock' })).toBe('Acme Stock - demo');
  });

  it('ignores a blank setting', () => {
    expect(composeTitle({ ...base, productSetting: '  ' })).toBe('Inventory - demo');
  });

  it('uses the host when there is no tenant', () => {
    expect(composeTitle({ ...base, tenantName: null })).toBe('Inventory - localhost');
    expect(composeTitle({ ...base, tenantName: '' })).toBe('Inventory - localhost');
  });
});
