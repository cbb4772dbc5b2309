import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { listenBacklog, loadConfig } from '../../src/config.ts';
import type { AppDb } from '../../src/db/database.ts';
import { createTestDatabase } from './test-database.ts';

export interface TestApp {
  /** http://127.0.0.1:<port>, also the OIDC issuer and the web origin. */
  baseUrl: string;
  app: FastifyInstance;
  db: AppDb;
  close(): Promise<void>;
}

/** A loopback port nobody listens on right now (asked of the OS by listening on port 0). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface ServedApp {
  baseUrl: string;
  app: FastifyInstance;
}

/**
 * The real server (buildApp) on `db`, listening on a free loopback port that is also its issuer and web origin (the
 * issuer must be known before the provider is built, so the port is picked first).
 */
export async function serveOnFreePort(
  db: AppDb,
  options: { webDist?: string; extraWebOrigins?: string[]; logger?: boolean } = {},
): Promise<ServedApp> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = {
    ...loadConfig({}),
    port,
    host: '127.0.0.1',
    issuer: baseUrl,
    webOrigins: [baseUrl, ...(options.extraWebOrigins ?? [])],
    webDist: options.webDist ?? '/nonexistent-web-dist',
  };
  const { app } = await buildApp(config, { db, logger: options.logger ? { level: 'debug' } : false });
  await app.listen({ port, host: '127.0.0.1', backlog: listenBacklog });
  return { baseUrl, app };
}

/**
 * The whole server on a fresh, migrated and seeded database (PGlite; PostgreSQL when TEST_DATABASE_URL is set),
 * listening on 127.0.0.1 (see serveOnFreePort). TEST_LOG=1 shows the server's log. `webDist` serves a built web app (default: none).
 */
export async function startTestApp(
  options: { webDist?: string; extraWebOrigins?: string[] } = {},
): Promise<TestApp> {
  const { db, dispose } = await createTestDatabase();
  try {
    const { baseUrl, app } = await serveOnFreePort(db, { ...options, logger: Boolean(process.env.TEST_LOG) });
    return {
      baseUrl,
      app,
      db,
      close: async () => {
        await app.close();
        await dispose();
      },
    };
  } catch (error) {
    await dispose();
    throw error;
  }
}
