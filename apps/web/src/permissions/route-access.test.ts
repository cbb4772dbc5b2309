import { describe, expect, it } from 'vitest';
import { Features, Permissions } from '@inventory/contracts';
import { buildMenu } from '@inventory/ui';
import { gateOf, homePathOf, routeAccess } from './route-access.ts';

const warehouses = gateOf('warehouses');
const featureOn = { [Features.Warehouse]: 'True' };

describe('gateOf', () => {
  it('is the gate of the menu entry, so the menu and the address agree', () => {
    expect(warehouses).toEqual({ feature: Features.Warehouse, policies: [Permissions.Warehouses] });
    expect(gateOf('users')).toEqual({ feature: undefined, policies: [Permissions.Users] });
  });

  it('is absent for screens outside the menu', () => {
    expect(gateOf('profile')).toBeUndefined();
  });
});

describe('routeAccess', () => {
  it('waits for the configuration before deciding', () => {
    expect(routeAccess(warehouses, undefined)).toBe('pending');
  });

  it('needs the feature on and a policy granted', () => {
    const granted = { [Permissions.Warehouses]: true };
    expect(routeAccess(warehouses, { grantedPolicies: granted, featureValues: featureOn })).toBe('allowed');
    expect(routeAccess(warehouses, { grantedPolicies: {}, featureValues: featureOn })).toBe('denied');
    expect(routeAccess(warehouses, { grantedPolicies: granted, featureValues: {} })).toBe('denied');
    expect(
      routeAccess(warehouses, {
        grantedPolicies: granted,
        featureValues: { [Features.Warehouse]: 'false' },
      }),
    ).toBe('denied');
  });

  it('opens the dashboard when any of its sections may be seen, as its menu entry shows', () => {
    const dashboard = gateOf('dashboard');
    const sales = { [Permissions.Stock]: false, 'Inventory.SellInvoices': true };
    const market = { [Features.Market]: 'True' };
    expect(routeAccess(dashboard, { grantedPolicies: sales, featureValues: market })).toBe('allowed');
    expect(routeAccess(dashboard, { grantedPolicies: sales, featureValues: {} })).toBe('denied');
    expect(routeAccess(dashboard, { grantedPolicies: {}, featureValues: market })).toBe('denied');
  });

  it('lets every signed-in user open an ungated screen', () => {
    expect(routeAccess(undefined, undefined)).toBe('allowed');
  });
});

describe('homePathOf', () => {
  it('is the first screen the user may open', () => {
    const menu = buildMenu({ grantedPolicies: { [Permissions.Warehouses]: true }, featureValues: featureOn });
    expect(homePathOf(menu)).toBe('/sys/store');
    expect(homePathOf([])).toBe('/');
  });
});
