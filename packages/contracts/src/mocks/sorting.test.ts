import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../client.ts';
import { type ApiError, fieldErrors } from '../errors.ts';
import { endpoints } from '../registry.ts';
import { sortingMessage } from '../sorting.ts';
import { createHandlers } from './create-handlers.ts';
import { createFixtureStore } from './store.ts';

const baseUrl = 'http://api.test';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => server.resetHandlers(...createHandlers(createFixtureStore(), { baseUrl })));
afterAll(() => server.close());

const client = createApiClient({ baseUrl, getTenant: () => undefined, getLanguage: () => 'en' });

describe('the mocks sort as the server does', () => {
  it('by every allowed term, field names in any case', async () => {
    const desc = await client.call(endpoints.warehouse.list, { query: { Sorting: 'NAME desc' } });
    const names = desc.items.map((w) => w.name);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a)));
    const asc = await client.call(endpoints.warehouse.list, { query: { Sorting: 'name asc, creationTime' } });
    expect(asc.items.map((w) => w.name)).toEqual([...names].reverse());
  });

  it.each(['constructor', '__proto__', 'name;drop table x', '(select 1)'])(
    'refuses %j with the server’s 400 on member sorting',
    async (Sorting) => {
      const error = await client.call(endpoints.warehouse.list, { query: { Sorting } }).then(
        () => expect.fail('expected a 400'),
        (e: unknown) => e as ApiError,
      );
      expect(error.status).toBe(400);
      expect(fieldErrors(error)).toEqual({
        sorting: [sortingMessage(['name', 'address', 'telePhone', 'creationTime'])],
      });
    },
  );
});
