import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../client.ts';
import { uploadedFileEndpoints } from '../areas/upload.ts';
import { allEndpoints, endpoints } from '../registry.ts';
import { createHandlers } from './create-handlers.ts';
import { demoIds } from './fixtures.ts';
import { mockPath } from './mock-endpoint.ts';
import { createFixtureStore } from './store.ts';

const baseUrl = 'http://api.test';
const store = createFixtureStore();
const handlers = createHandlers(store, { baseUrl });
const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('mock handler coverage', () => {
  it('answers every endpoint of the registry, once', () => {
    const mocked = handlers.map((h) => `${String(h.info.method)} ${String(h.info.path)}`);
    // The signed file URLs are not in the registry (a client only follows them), but the mocks serve them too.
    const expected = [...allEndpoints(), ...Object.values(uploadedFileEndpoints)].map(
      (e) => `${e.method} ${mockPath(e, baseUrl)}`,
    );
    expect([...mocked].sort()).toEqual([...expected].sort());
  });

  it('serves every parameterless list in the demo tenant with contract-valid bodies', async () => {
    const client = createApiClient({ baseUrl });
    const pages = await Promise.all([
      client.call(endpoints.identityUsers.list),
      client.call(endpoints.identityRoles.list),
      client.call(endpoints.tenants.list),
      client.call(endpoints.auditLog.list),
      client.call(endpoints.category.list),
      client.call(endpoints.sku.list),
      client.call(endpoints.supplier.list),
      client.call(endpoints.customization.list),
      client.call(endpoints.stock.list, { query: { IsNeedBatch: true } }),
      client.call(endpoints.purchaseInvoice.list),
      client.call(endpoints.purchaseInvoice.itemList),
      client.call(endpoints.sellInvoice.list),
      client.call(endpoints.sellInvoice.itemList),
      client.call(endpoints.warehouseInvoice.list),
      client.call(endpoints.yield.list),
    ]);
    for (const result of pages) expect(result.totalCount).toBeGreaterThan(0);
    const [roles, users, settings] = await Promise.all([
      client.call(endpoints.identityRoles.all),
      client.call(endpoints.account.listUsers),
      client.call(endpoints.settings.get),
    ]);
    expect(roles.items.map((r) => r.name)).toEqual(['admin', 'clerk']);
    expect(users.map((u) => u.userName)).toEqual(['admin', 'clerk']);
    expect(settings.nearExpiryThresholdDays).toBe(30);
    const permissions = await client.call(endpoints.permissionManagement.get, {
      query: { providerName: 'R', providerKey: 'clerk' },
    });
    const granted = permissions.groups
      .flatMap((g) => g.permissions)
      .filter((p) => p.isGranted)
      .map((p) => p.name);
    expect(granted).toContain('Inventory.Stock');
    expect(granted).not.toContain('Inventory.Stock.Delete');
    const features = await client.call(endpoints.featureManagement.get, {
      query: { providerName: 'T', providerKey: demoIds.demoTenant },
    });
    expect(features.groups[0]?.features.every((f) => f.value === 'True')).toBe(true);
  });
});
