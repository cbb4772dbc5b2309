import { ApiError, createApiClient, endpoints } from '@inventory/contracts';
import { createFixtureStore, createHandlers } from '@inventory/contracts/mocks';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerState, serverStateHandlers, slowAnswerMs } from './server-state.ts';

// MSW answers in the process: nothing leaves it, the origin is only a name.
const server = setupServer();
const client = createApiClient({ baseUrl: 'http://127.0.0.1', getTenant: () => 'demo' });
const warehouses = () =>
  client.call(endpoints.warehouse.list, { query: { SkipCount: 0, MaxResultCount: 10 } });

function inState(state: ServerState) {
  server.resetHandlers(...serverStateHandlers(state), ...createHandlers(createFixtureStore()));
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('the Server toolbar states over the fixture handlers', () => {
  it('ok answers from the fixtures', async () => {
    inState('ok');
    expect((await warehouses()).totalCount).toBeGreaterThan(0);
  });

  it('empty answers every list with an empty page', async () => {
    inState('empty');
    expect(await warehouses()).toEqual({ items: [], totalCount: 0 });
    const users = await client.call(endpoints.identityUsers.list, {
      query: { SkipCount: 0, MaxResultCount: 10 },
    });
    expect(users.totalCount).toBe(0);
  });

  it.each(['403', '500', '502'] as const)('%s refuses every call with that status', async (state) => {
    inState(state);
    const error = await warehouses().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(Number(state));
  });

  it('keeps the application configuration answering while the calls fail', async () => {
    inState('500');
    const configuration = await client.call(endpoints.abp.applicationConfiguration, {
      query: { IncludeLocalizationResources: false },
    });
    expect(configuration.currentTenant).toBeDefined();
  });

  it('offline fails every call as the browser does without a network', async () => {
    inState('offline');
    await expect(warehouses()).rejects.toBeInstanceOf(TypeError);
  });

  it('slow answers from the fixtures, after the delay', async () => {
    inState('slow');
    const started = performance.now();
    expect((await warehouses()).totalCount).toBeGreaterThan(0);
    expect(performance.now() - started).toBeGreaterThanOrEqual(slowAnswerMs - 50);
  });
});
