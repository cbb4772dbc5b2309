import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { listenBacklog, loadConfig } from '../src/config.ts';
import type { AppDb } from '../src/db/database.ts';
import { freePort } from '../test/helpers/test-app.ts';

export interface BenchServer {
  baseUrl: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

/** The real server (buildApp) on the bench database, on a free loopback port, logging off. */
export async function startBenchServer(db: AppDb): Promise<BenchServer> {
  // The issuer is part of the provider's configuration, so the port is chosen before building.
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = {
    ...loadConfig({}),
    port,
    host: '127.0.0.1',
    issuer: baseUrl,
    webOrigins: [baseUrl],
    webDist: '/nonexistent-web-dist',
  };
  const { app } = await buildApp(config, { db, logger: false });
  await app.listen({ port, host: '127.0.0.1', backlog: listenBacklog });
  return { baseUrl, app, close: () => app.close() };
}
