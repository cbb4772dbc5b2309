import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/http.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';
import { serveOnFreePort, type ServedApp } from '../helpers/test-app.ts';

// The probes of a load balancer or orchestrator (ADR 011): no sign-in, no tenant, nothing said but the state.

let database: TestDatabase;
let served: ServedApp;

beforeAll(async () => {
  database = await createTestDatabase();
  served = await serveOnFreePort(database.db);
});
afterAll(async () => {
  await served?.app.close();
  await database?.dispose().catch(() => undefined);
});

describe('health endpoints', () => {
  it('answer without a token, not cached, saying only the state', async () => {
    for (const path of ['/health/live', '/health/ready']) {
      const response = await call(served.baseUrl, 'GET', path);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ status: 'Healthy' });
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('report not ready (503) once the database does not answer, while the process stays live', async () => {
    await database.db.close();
    const ready = await call(served.baseUrl, 'GET', '/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ status: 'Unhealthy' });
    expect((await call(served.baseUrl, 'GET', '/health/live')).status).toBe(200);
  });
});
