import { describe, expect, it } from 'vitest';
import { createApiClient, endpoints } from '@inventory/contracts';
import { endpointKey } from './query-keys.ts';
import { readKey, writeAndRevalidate } from './endpoint-calls.ts';

const stamp = 'a'.repeat(32);
const depot = {
  id: '3f1c0a52-6a55-4c8e-9d7e-1c2b3a4d5e6f',
  name: 'Depot',
  creationTime: '2026-01-02T03:04:05Z',
  concurrencyStamp: stamp,
};

/** A client over a fake server answering `status` with `body`, recording each request. */
function clientAnswering(status: number, body: unknown) {
  const sent: string[] = [];
  const client = createApiClient({
    baseUrl: 'http://127.0.0.1:1',
    fetch: async (input, init) => {
      sent.push(`${init?.method} ${String(input)}`);
      return new Response(status === 204 ? null : JSON.stringify(body), { status });
    },
  });
  return { client, sent };
}

/** The keys a screen has in its cache, and which of them a write reloads. */
const cached = [
  endpointKey(endpoints.warehouse.list, { query: { SkipCount: 0, MaxResultCount: 10 } }),
  endpointKey(endpoints.warehouse.get, { params: { id: depot.id } }),
  endpointKey(endpoints.warehouseInvoice.list, { query: {} }),
  endpointKey(endpoints.abp.applicationConfiguration, {}, 'en'),
];
function recorder() {
  const reloaded: unknown[] = [];
  const revalidate = async (filter: (key: unknown) => boolean) => {
    reloaded.push(...cached.filter(filter));
  };
  return { reloaded, revalidate };
}

describe('writeAndRevalidate', () => {
  it('reloads every read of the written area, and only those, after the write succeeds', async () => {
    const { client, sent } = clientAnswering(200, depot);
    const { reloaded, revalidate } = recorder();
    const saved = await writeAndRevalidate(client, revalidate, endpoints.warehouse.update, {
      params: { id: depot.id },
      body: { name: 'Depot', concurrencyStamp: stamp },
    });
    expect(saved.name).toBe('Depot');
    expect(sent).toEqual([`PUT http://127.0.0.1:1/api/app/warehouse/${depot.id}`]);
    expect(reloaded).toEqual([cached[0], cached[1]]);
  });

  it('also reloads the areas it names', async () => {
    const { client } = clientAnswering(204, null);
    const { reloaded, revalidate } = recorder();
    await writeAndRevalidate(client, revalidate, endpoints.warehouse.delete, { params: { id: depot.id } }, [
      'abp',
    ]);
    expect(reloaded).toEqual([cached[0], cached[1], cached[3]]);
  });

  it('reloads nothing when the write fails, and rejects with the server error', async () => {
    const { client } = clientAnswering(409, { error: { code: 'Conflict', message: 'changed' } });
    const { reloaded, revalidate } = recorder();
    await expect(
      writeAndRevalidate(client, revalidate, endpoints.warehouse.delete, { params: { id: depot.id } }),
    ).rejects.toMatchObject({ status: 409 });
    expect(reloaded).toEqual([]);
  });
});

describe('readKey', () => {
  // The prefetch (preloadList) and the hooks (useRead) both key by readKey; SWR hands a preloaded request to the
  // hook with an equal key. (SWR's preload is a no-op outside a browser, so the hand-over itself is checked by the
  // Playwright journey.)
  it('is the endpoint key of the input, whatever undefined values ride along', () => {
    const query = { SkipCount: 20, MaxResultCount: 10, Filter: 'north' };
    expect(readKey(endpoints.warehouse.list, { query: { ...query, Sorting: undefined } })).toEqual([
      'warehouse.list',
      { query },
    ]);
  });
});
