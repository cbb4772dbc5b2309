import { allFeatures, allHostPermissions, allTenantPermissions } from '@inventory/contracts';
import { describe, expect, it } from 'vitest';
import { buildMenu, groupOfPath, isActivePath, menuDefinition } from './menu-model.ts';

const everything = Object.fromEntries([...allTenantPermissions, ...allHostPermissions].map((p) => [p, true]));
const allOn = Object.fromEntries(allFeatures.map((f) => [f, 'True']));
const keys = (menu: ReturnType<typeof buildMenu>) => menu.flatMap((g) => g.items.map((i) => i.key));

describe('buildMenu', () => {
  it('shows every entry with every permission and feature', () => {
    expect(keys(buildMenu({ grantedPolicies: everything, featureValues: allOn }))).toEqual(
      menuDefinition.flatMap((g) => g.items.map((i) => i.key)),
    );
  });

  it('hides exactly the eight feature-gated entries when every feature is off', () => {
    const off = Object.fromEntries(allFeatures.map((f) => [f, 'False']));
    // The dashboard stays: its warehouse-invoice drafts have no feature (ADR 030).
    expect(keys(buildMenu({ grantedPolicies: everything, featureValues: off }))).toEqual([
      'dashboard',
      'customItems',
      'users',
      'roles',
      'tenants',
      'settings',
      'auditLog',
    ]);
  });

  it.each([
    ['stock', 'Inventory.Stock'],
    ['warehouseInvoices', 'Inventory.Stock'],
    ['purchasing', 'Inventory.Purchase'],
    ['production', 'Inventory.Production'],
    ['market', 'Inventory.Market'],
    ['suppliers', 'Inventory.Supplier'],
    ['units', 'Inventory.Sku'],
    ['warehouses', 'Inventory.Warehouse'],
  ])('gates %s by feature %s, compared case-insensitively', (key, feature) => {
    const shown = (value: string) =>
      keys(
        buildMenu({ grantedPolicies: everything, featureValues: { ...allOn, [feature]: value } }),
      ).includes(key as never);
    expect(shown('true')).toBe(true);
    expect(shown('TRUE')).toBe(true);
    expect(shown('False')).toBe(false);
    expect(shown('')).toBe(false);
  });

  it('hides entries whose permission is not granted and drops empty groups', () => {
    const menu = buildMenu({
      grantedPolicies: { 'Inventory.Warehouses': true, 'AbpIdentity.Users': false },
      featureValues: allOn,
    });
    expect(menu).toEqual([
      { key: 'masterData', items: [expect.objectContaining({ key: 'warehouses', path: '/sys/store' })] },
    ]);
  });

  it('shows the dashboard first when any of its sections may be seen, and never otherwise', () => {
    const menuOf = (policies: Record<string, boolean>, features: Record<string, string> = allOn) =>
      keys(buildMenu({ grantedPolicies: policies, featureValues: features }));
    expect(menuOf({ 'Inventory.Yields': true })).toEqual(['dashboard', 'production']);
    expect(menuOf({ 'Inventory.Yields': true }, { ...allOn, 'Inventory.Production': 'False' })).toEqual([]);
    expect(menuOf({ 'Inventory.Suppliers': true })).toEqual(['suppliers']);
    expect(menuOf(everything)[0]).toBe('dashboard');
  });

  it('shows nothing gated while policies are not loaded', () => {
    expect(buildMenu({ grantedPolicies: null, featureValues: allOn })).toEqual([]);
  });

  it('finds the group of a route and of its sub-routes', () => {
    const menu = buildMenu({ grantedPolicies: everything, featureValues: allOn });
    expect(groupOfPath(menu, '/sys/store')).toBe('masterData');
    expect(groupOfPath(menu, '/sys/inventory/components/warehouse')).toBe('business');
    expect(groupOfPath(menu, '/nowhere')).toBeUndefined();
  });

  it('marks only the deepest entry of a page: a warehouse invoice belongs to its entry, not to stock', () => {
    expect(isActivePath('/sys/inventory/invoices', '/sys/inventory/invoices/new')).toBe(true);
    expect(isActivePath('/sys/inventory', '/sys/inventory/invoices/new')).toBe(false);
    expect(isActivePath('/sys/inventory', '/sys/inventory/components/warehouse')).toBe(true);
  });
});
