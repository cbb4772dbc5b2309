import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { buildApp } from './app.ts';
import { listenBacklog, loadConfig, type AppConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { failureDetail } from './db/data-dir-lock.ts';
import { logUnhandledRejections } from './process-guards.ts';
import { seed } from './seed/seed.ts';
import { demoPassword, demoSeed, demoTenantName } from './seed/seed-data.ts';

/** Where another device on the network opens the app (only when no ISSUER pins one public origin). */
function otherDevices(config: AppConfig): string[] {
  const lan = config.webOrigins.filter(
    (origin) => /^http:\/\/(\d+\.){3}\d+:/.test(origin) && !origin.includes('//127.'),
  );
  return lan.length > 0 ? [`  From another device: ${lan.map((origin) => `${origin}/`).join('  ')}`] : [];
}

/**
 * Start-up leaves hundreds of MB that nothing references any more (on a new data directory PGlite runs initdb in a
 * second wasm instance of its own; the migrations and the seed fill buffers), and an idle server allocates too
 * little for V8 to collect them by itself, so they stayed resident. One full collection once the server listens
 * gives them back (ADR 038). `gc` is reachable only with --expose-gc, which a context made after setting it has.
 */
function collectStartupGarbage(): void {
  try {
    setFlagsFromString('--expose-gc');
    (runInNewContext('gc') as () => void)();
  } catch {
    // A runtime without the flag keeps that memory until its next collection: slower to shrink, not wrong.
  }
}

/** The argument that makes this program create, migrate and seed the database, then exit. */
const prepareOnly = '--prepare-database';

/** Creates, migrates and seeds the database in this process (the child of `prepareInChild`). */
async function prepareDatabase(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    await seed(db);
  } finally {
    await db.close();
  }
}

/**
 * A new embedded data directory is created (initdb, every migration, the demo seed) by a short-lived copy of this
 * program, and the server then opens it as on any later start. Done in the server's own process, that first start
 * kept ~100 MB more for good: what initdb and the migrations grew stays in PGlite's wasm heap, which never shrinks,
 * and in the allocator's arenas (ADR 038). Answers whether it prepared one.
 */
async function prepareInChild(config: AppConfig): Promise<boolean> {
  if (config.databaseUrl || existsSync(join(config.dataDir, 'PG_VERSION'))) return false;
  const argv = [...process.execArgv, process.argv[1] ?? '', prepareOnly];
  const child = spawn(process.execPath, argv, { stdio: 'inherit' });
  // Stopping this process stops the preparation too (it would otherwise hold the data directory on its own).
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGINT', forward).on('SIGTERM', forward);
  const code = await new Promise<number | null>((resolveExit, reject) => {
    child.once('error', reject);
    child.once('exit', resolveExit);
  }).finally(() => process.off('SIGINT', forward).off('SIGTERM', forward));
  // The child said why (its "Failed to start: …" line); this process only stops too.
  if (code !== 0) process.exit(code ?? 1);
  return true;
}

/** `npm start`: migrate, seed when missing, serve API + sign-in + web app on one port, and say how to sign in. */
async function main(): Promise<void> {
  const config = loadConfig();
  const prepared = await prepareInChild(config);
  const { app, db } = await buildApp(config);
  logUnhandledRejections(app.log);
  const seeded = await seed(db);
  await app.listen({ port: config.port, host: config.host, backlog: listenBacklog });

  const clerk = demoSeed.users.find((user) => user.userName === 'clerk')?.userName ?? 'clerk';
  const database = config.databaseUrl
    ? `PostgreSQL (${new URL(config.databaseUrl).host}${new URL(config.databaseUrl).pathname})`
    : `PGlite, embedded, in ${config.dataDir}`;
  const lines = [
    '',
    `Inventory back office is running at ${config.issuer}/`,
    `  Swagger UI: ${config.issuer}/swagger`,
    ...otherDevices(config),
    `  Database:   ${database}${prepared || seeded.demoSeeded ? ' (demo data seeded now)' : ''}`,
    '  Demo sign-ins:',
    `    host admin:        tenant (empty)   user admin   password ${demoPassword}`,
    `    demo tenant admin: tenant ${demoTenantName}      user admin   password ${demoPassword}`,
    `    demo clerk:        tenant ${demoTenantName}      user ${clerk}   password ${demoPassword}`,
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  collectStartupGarbage();

  const stop = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

(process.argv.includes(prepareOnly) ? prepareDatabase() : main()).catch((error: unknown) => {
  process.stderr.write(`Failed to start: ${failureDetail(error)}\n`);
  process.exit(1);
});
