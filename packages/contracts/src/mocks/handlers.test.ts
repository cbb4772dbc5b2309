import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../client.ts';
import { type ApiError, ErrorCodes, fieldErrors } from '../errors.ts';
import { endpoints } from '../registry.ts';
import { ValidationKeys, parseValidationMessage } from '../validation-keys.ts';
import { translate } from '../server-texts/index.ts';
import { createHandlers } from './create-handlers.ts';
import { demoIds, demoPassword } from './fixtures.ts';
import { createScenarios } from './scenarios.ts';
import { type FixtureStore, createFixtureStore } from './store.ts';

const baseUrl = 'http://api.test';
let store: FixtureStore = createFixtureStore();
const server = setupServer();
const scenarios = createScenarios({ baseUrl });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  store = createFixtureStore();
  server.resetHandlers(...createHandlers(store, { baseUrl }));
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = (tenant?: string) =>
  createApiClient({ baseUrl, getTenant: () => tenant, getLanguage: () => 'en' });
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected an ApiError'),
    (e: unknown) => e as ApiError,
  );

describe('warehouse handlers', () => {
  it('pages the tenant’s warehouses', async () => {
    const first = await client().call(endpoints.warehouse.list, { query: { MaxResultCount: 2 } });
    expect(first.totalCount).toBe(3);
    expect(first.items.map((w) => w.name)).toEqual(['Main Warehouse', '上海仓库']);
    const second = await client().call(endpoints.warehouse.list, {
      query: { SkipCount: 2, MaxResultCount: 2 },
    });
    expect(second.items.map((w) => w.name)).toEqual(['North Depot']);
  });

  it('filters by tenant from the __tenant header', async () => {
    const acme = await client('acme').call(endpoints.warehouse.list);
    expect(acme.items.map((w) => w.name)).toEqual(['Acme Central']);
    const error = await failure(
      client('acme').call(endpoints.warehouse.get, { params: { id: demoIds.mainWarehouse } }),
    );
    expect(error.status).toBe(404);
  });

  it('creates a warehouse that the list then shows', async () => {
    const created = await client().call(endpoints.warehouse.create, {
      body: { name: ' 深圳仓 ', address: 'Shenzhen' },
    });
    expect(created.name).toBe('深圳仓');
    const list = await client().call(endpoints.warehouse.list, { query: { Filter: '深圳' } });
    expect(list.items).toEqual([created]);
  });

  it('answers 400 with validationErrors for invalid input', async () => {
    const error = await failure(
      client().call(endpoints.warehouse.create, { body: { name: '', remarks: 'x'.repeat(600) } }),
    );
    expect(error.status).toBe(400);
    expect(error.headers.get('_AbpErrorFormat')).toBe('true');
    const fields = fieldErrors(error);
    expect(Object.keys(fields).sort()).toEqual(['name', 'remarks']);
    expect(parseValidationMessage(fields.name?.[0] ?? '').key).toBe(ValidationKeys.required);
    expect(parseValidationMessage(fields.remarks?.[0] ?? '')).toEqual({
      key: ValidationKeys.maxLength,
      params: { max: 512 },
    });
  });

  it('answers 400 for MaxResultCount above 1000', async () => {
    const error = await failure(client().call(endpoints.warehouse.list, { query: { MaxResultCount: 1001 } }));
    expect(error.status).toBe(400);
    // As the server names it: ABP members are camelCase, query parameters included.
    expect(fieldErrors(error).maxResultCount).toHaveLength(1);
  });

  it('answers 404 with the ABP text for an unknown id', async () => {
    const id = '0195a000-0000-7000-8000-00000000ffff';
    const error = await failure(client().call(endpoints.warehouse.get, { params: { id } }));
    expect(error.status).toBe(404);
    expect(error.error?.message).toBe(`There is no entity Warehouse with id = ${id}!`);
  });

  it('answers 409 for a stale concurrencyStamp', async () => {
    const id = demoIds.mainWarehouse;
    const current = await client().call(endpoints.warehouse.get, { params: { id } });
    const saved = await client().call(endpoints.warehouse.update, {
      params: { id },
      body: { name: 'Main', concurrencyStamp: current.concurrencyStamp },
    });
    expect(saved.concurrencyStamp).not.toBe(current.concurrencyStamp);
    const error = await failure(
      client().call(endpoints.warehouse.update, {
        params: { id },
        body: { name: 'Main 2', concurrencyStamp: current.concurrencyStamp },
      }),
    );
    expect(error.status).toBe(409);
    expect(error.code).toBe(ErrorCodes.ConcurrencyConflict);
  });

  it('answers 403 with a code for a duplicate name, and for deleting a warehouse with stock', async () => {
    const duplicate = await failure(
      client().call(endpoints.warehouse.create, { body: { name: 'main warehouse' } }),
    );
    expect([duplicate.status, duplicate.code]).toEqual([403, ErrorCodes.DuplicateWarehouseName]);
    const withStock = await failure(
      client().call(endpoints.warehouse.delete, { params: { id: demoIds.mainWarehouse } }),
    );
    expect([withStock.status, withStock.code]).toEqual([403, ErrorCodes.WarehouseHasStock]);
    await client().call(endpoints.warehouse.delete, { params: { id: demoIds.northWarehouse } });
    expect((await client().call(endpoints.warehouse.list)).totalCount).toBe(2);
  });

  it('refuses in the server’s own words, in the language the request asks for', async () => {
    const inChinese = createApiClient({ baseUrl, getLanguage: () => 'zh-Hans' });
    const withStock = await failure(
      inChinese.call(endpoints.warehouse.delete, { params: { id: demoIds.mainWarehouse } }),
    );
    expect(withStock.message).toBe(
      translate('zh-Hans', 'errors:WarehouseHasStock', { name: 'Main Warehouse' }),
    );
    expect(withStock.message).toContain('仍有库存');
    const duplicate = await failure(
      client().call(endpoints.warehouse.create, { body: { name: 'main warehouse' } }),
    );
    expect(duplicate.message).toBe(
      translate('en', 'errors:DuplicateWarehouseName', { name: 'main warehouse' }),
    );
    const invalid = await failure(inChinese.call(endpoints.warehouse.create, { body: { name: '' } }));
    expect(invalid.message).toBe(translate('zh-Hans', 'errors:ValidationFailed'));
  });
});

describe('category handlers', () => {
  it('refuse to delete a category that SKUs are filed under, saying how many, as the server does', async () => {
    const inUse = await failure(
      client().call(endpoints.category.delete, { params: { id: demoIds.drinkCategory } }),
    );
    expect([inUse.status, inUse.code]).toEqual([403, ErrorCodes.CategoryHasChildren]);
    expect(inUse.error?.data).toMatchObject({ name: 'Drinks', children: 0, skus: 1 });
    expect(inUse.message).toBe(
      translate('en', 'errors:CategoryHasChildren', { name: 'Drinks', children: 0, skus: 1 }),
    );
    const parent = await failure(
      client().call(endpoints.category.delete, { params: { id: demoIds.foodCategory } }),
    );
    expect(parent.error?.data).toMatchObject({ children: 1 });
    expect((await client().call(endpoints.category.list)).items.map((c) => c.id)).toContain(
      demoIds.drinkCategory,
    );
  });
});

describe('abp and account handlers', () => {
  it('serves the application configuration of the tenant, in the asked culture', async () => {
    const config = await createApiClient({ baseUrl, getLanguage: () => 'zh-CN' }).call(
      endpoints.abp.applicationConfiguration,
      {
        query: { IncludeLocalizationResources: false },
      },
    );
    expect(config.currentTenant.name).toBe('demo');
    expect(config.currentUser.userName).toBe('admin');
    expect(config.localization.currentCulture.cultureName).toBe('zh-Hans');
    expect(config.localization.languages.map((l) => l.cultureName)).toEqual(['en', 'zh-Hans']);
    expect(config.features.values['Inventory.Warehouse']).toBe('True');
    expect(config.auth.grantedPolicies['Inventory.Warehouses.Create']).toBe(true);
  });

  it('updates the profile and refuses a wrong current password', async () => {
    const profile = await client().call(endpoints.account.getProfile);
    const saved = await client().call(endpoints.account.updateProfile, {
      body: {
        userName: 'admin',
        email: 'boss@demo.example',
        name: 'Boss',
        concurrencyStamp: profile.concurrencyStamp,
      },
    });
    expect(saved.email).toBe('boss@demo.example');
    const wrong = await failure(
      client().call(endpoints.account.changePassword, {
        body: { currentPassword: 'nope', newPassword: 'N3w!pass' },
      }),
    );
    expect([wrong.status, wrong.code, wrong.error?.message]).toEqual([
      403,
      ErrorCodes.IncorrectPassword,
      'Incorrect password.',
    ]);
    await client().call(endpoints.account.changePassword, {
      body: { currentPassword: demoPassword, newPassword: 'N3w!pass' },
    });
  });
});

describe('scenarios', () => {
  it('override single endpoints ahead of the defaults', async () => {
    server.use(...scenarios.emptyWarehouses());
    expect(await client().call(endpoints.warehouse.list)).toEqual({ items: [], totalCount: 0 });
    server.use(...scenarios.failing(endpoints.warehouse.list, 500));
    const error = await failure(client().call(endpoints.warehouse.list));
    expect([error.status, error.code]).toEqual([500, ErrorCodes.InternalError]);
  });

  it('answer field errors, business refusals and a pending request', async () => {
    server.use(...scenarios.validation(endpoints.warehouse.create, { name: ['validation:required'] }));
    const invalid = await failure(client().call(endpoints.warehouse.create, { body: { name: 'ok' } }));
    expect(fieldErrors(invalid)).toEqual({ name: ['validation:required'] });
    server.use(
      ...scenarios.business(endpoints.warehouse.delete, ErrorCodes.WarehouseHasStock, 'Still has stock.'),
    );
    const refused = await failure(
      client().call(endpoints.warehouse.delete, { params: { id: demoIds.northWarehouse } }),
    );
    expect([refused.status, refused.code, refused.error?.message]).toEqual([
      403,
      ErrorCodes.WarehouseHasStock,
      'Still has stock.',
    ]);
    server.use(...scenarios.loading(endpoints.warehouse.list));
    const abort = new AbortController();
    const pending = client().call(endpoints.warehouse.list, { signal: abort.signal });
    abort.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('seeds a store with replaced collections', async () => {
    store = createFixtureStore({ warehouses: [] });
    server.resetHandlers(...createHandlers(store, { baseUrl }));
    expect((await client().call(endpoints.warehouse.list)).totalCount).toBe(0);
  });
});

describe('sku handlers keep the reorder level as the server does', () => {
  it('stores it, keeps it when an update leaves it out, clears it with null, and the dashboard counts the SKU short', async () => {
    const id = demoIds.riceCracker;
    const update = (extra: object) =>
      client().call(endpoints.sku.update, {
        params: { id },
        body: { code: 'SKU-0002', name: 'Rice Cracker', unit: 'bag', cost: 1.2, ...extra },
      });
    // 300 bags in stock: a level of 500 makes them short.
    expect((await update({ reorderLevel: 500 })).reorderLevel).toBe(500);
    expect((await update({ remarks: 'No level given' })).reorderLevel).toBe(500);
    const dashboard = await client().call(endpoints.dashboard.get);
    expect(dashboard.lowStock?.items.map((item) => [item.code, item.count, item.reorderLevel])).toEqual([
      ['SKU-0002', 300, 500],
    ]);
    expect((await update({ reorderLevel: null })).reorderLevel ?? null).toBeNull();
    expect((await client().call(endpoints.dashboard.get)).lowStock?.items).toEqual([]);
  });
});
