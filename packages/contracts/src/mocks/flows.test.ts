import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../client.ts';
import { DocumentState } from '../enums.ts';
import { type ApiError, ErrorCodes } from '../errors.ts';
import { endpoints } from '../registry.ts';
import { createHandlers } from './create-handlers.ts';
import { demoIds } from './fixtures.ts';
import { createFixtureStore } from './store.ts';

const baseUrl = 'http://api.test';
const server = setupServer();
const client = createApiClient({ baseUrl });
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected an ApiError'),
    (e: unknown) => e as ApiError,
  );

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => server.resetHandlers(...createHandlers(createFixtureStore(), { baseUrl })));
afterAll(() => server.close());

describe('document life cycle in the mocks', () => {
  it('saves a purchase Draft with a number and server totals, submits it, then refuses to edit it', async () => {
    const draft = await client.call(endpoints.purchaseInvoice.save, {
      body: { supplierId: demoIds.supplierTea, items: [{ skuId: demoIds.greenTea, count: 3, price: 1.1 }] },
    });
    expect(draft.number).toMatch(/^PO-\d{8}-\d{4}$/);
    expect([draft.state, draft.totalPrice]).toEqual([DocumentState.Draft, 3.3]);
    const submitted = await client.call(endpoints.purchaseInvoice.save, {
      body: {
        id: draft.id,
        supplierId: demoIds.supplierTea,
        isSubmit: true,
        items: [{ skuId: demoIds.greenTea, count: 3, price: 1.1 }],
      },
    });
    expect(submitted.state).toBe(DocumentState.Processing);
    const edit = await failure(
      client.call(endpoints.purchaseInvoice.save, { body: { id: draft.id, items: [] } }),
    );
    expect([edit.status, edit.code]).toEqual([403, ErrorCodes.InvalidStateTransition]);
    await client.call(endpoints.purchaseInvoice.finish, {
      params: { id: draft.id },
      query: { remarks: 'short delivery' },
    });
    const finished = await client.call(endpoints.purchaseInvoice.get, { params: { id: draft.id } });
    expect([finished.state, finished.remarks]).toEqual([DocumentState.Finish, 'short delivery']);
  });

  it('hides discarded documents unless asked, and deletes only Draft or Discard', async () => {
    await client.call(endpoints.purchaseInvoice.discard, { params: { id: demoIds.purchaseDraft } });
    const visible = await client.call(endpoints.purchaseInvoice.list);
    expect(visible.items.map((d) => d.id)).not.toContain(demoIds.purchaseDraft);
    const all = await client.call(endpoints.purchaseInvoice.list, { query: { IsNeedDiscard: true } });
    expect(all.items.map((d) => d.id)).toContain(demoIds.purchaseDraft);
    const moved = await failure(
      client.call(endpoints.purchaseInvoice.discard, { params: { id: demoIds.purchaseProcessing } }),
    );
    expect(moved.code).toBe(ErrorCodes.InvalidStateTransition);
    await client.call(endpoints.purchaseInvoice.delete, { params: { id: demoIds.purchaseDraft } });
    const gone = await failure(
      client.call(endpoints.purchaseInvoice.get, { params: { id: demoIds.purchaseDraft } }),
    );
    expect(gone.status).toBe(404);
  });

  it('saves a sell invoice without a body and finds it through the list, filtered by state name', async () => {
    const none = await client.call(endpoints.sellInvoice.save, {
      body: { discountsPrice: 1, items: [{ skuId: demoIds.riceCracker, count: 2, price: 2.5 }] },
    });
    expect(none).toBeUndefined();
    const drafts = await client.call(endpoints.sellInvoice.list, { query: { State: 'Draft' } });
    expect(drafts.items.map((d) => d.totalPrice)).toEqual([4]);
    const tooMuch = await failure(
      client.call(endpoints.sellInvoice.save, {
        body: { discountsPrice: 9, items: [{ skuId: demoIds.riceCracker, count: 1, price: 2.5 }] },
      }),
    );
    expect([tooMuch.status, tooMuch.code]).toEqual([403, ErrorCodes.DiscountOutOfRange]);
  });

  it('refuses a Move into the same warehouse before any handler logic', async () => {
    const error = await failure(
      client.call(endpoints.warehouseInvoice.save, {
        body: {
          warehouseId: demoIds.mainWarehouse,
          moveToWarehouseId: demoIds.mainWarehouse,
          stockType: 'Move',
          items: [],
        },
      }),
    );
    expect(error.status).toBe(400);
    expect(error.error?.validationErrors?.[0]?.members).toEqual(['moveToWarehouseId']);
  });
});

describe('stock checks in the mocks', () => {
  it('proposes FEFO batches and names shortages', async () => {
    const enough = await client.call(endpoints.stock.proposal, {
      params: { SKUId: demoIds.greenTea },
      query: { Count: 110 },
    });
    expect(enough.items.map((i) => [i.batchNumber, i.count])).toEqual([
      ['20260301-001', 100],
      ['20260301-002', 10],
    ]);
    expect(enough.errorStr).toBe('');
    const short = await client.call(endpoints.stock.checkGroupStock, {
      params: { skuId: demoIds.giftBox },
      query: { count: 200 },
    });
    expect(short.maxCount).toBe(60);
    expect(short.errorStr).not.toBe('');
  });

  it('deletes only empty stock rows', async () => {
    const error = await failure(
      client.call(endpoints.stock.deleteEmpty, {
        query: { skuId: demoIds.greenTea, warehouseId: demoIds.mainWarehouse },
      }),
    );
    expect([error.status, error.code]).toEqual([403, ErrorCodes.StockNotZero]);
  });
});

describe('identity in the mocks', () => {
  it('creates a user, refuses a duplicate name, and refuses deleting yourself', async () => {
    const created = await client.call(endpoints.identityUsers.create, {
      body: { userName: 'wang', email: 'wang@demo.example', password: 'Pa55w0rd!', roleNames: ['clerk'] },
    });
    const roles = await client.call(endpoints.identityUsers.getRoles, { params: { id: created.id } });
    expect(roles.items.map((r) => r.name)).toEqual(['clerk']);
    const duplicate = await failure(
      client.call(endpoints.identityUsers.create, {
        body: { userName: 'WANG', email: 'x@demo.example', password: 'Pa55w0rd!' },
      }),
    );
    expect(duplicate.code).toBe(ErrorCodes.DuplicateUserName);
    const self = await failure(
      client.call(endpoints.identityUsers.delete, { params: { id: demoIds.demoAdmin } }),
    );
    expect(self.code).toBe(ErrorCodes.CannotDeleteSelf);
    expect(
      await client.call(endpoints.identityUsers.findByUserName, { params: { userName: 'nobody' } }),
    ).toBeNull();
  });
});
