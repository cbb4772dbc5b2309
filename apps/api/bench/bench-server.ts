import type { FastifyInstance } from 'fastify';
import type { AppDb } from '../src/db/database.ts';
import { serveOnFreePort } from '../test/helpers/test-app.ts';

export interface BenchServer {
  baseUrl: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

/** The real server (buildApp) on the bench database, on a free loopback port, logging off. */
export async function startBenchServer(db: AppDb): Promise<BenchServer> {
  const { baseUrl, app } = await serveOnFreePort(db);
  return { baseUrl, app, close: () => app.close() };
}
