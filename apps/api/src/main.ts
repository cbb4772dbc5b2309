import { buildApp } from './app.ts';
import { listenBacklog, loadConfig, type AppConfig } from './config.ts';
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

/** `npm start`: migrate, seed when missing, serve API + sign-in + web app on one port, and say how to sign in. */
async function main(): Promise<void> {
  const config = loadConfig();
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
    `  Database:   ${database}${seeded.demoSeeded ? ' (demo data seeded now)' : ''}`,
    '  Demo sign-ins:',
    `    host admin:        tenant (empty)   user admin   password ${demoPassword}`,
    `    demo tenant admin: tenant ${demoTenantName}      user admin   password ${demoPassword}`,
    `    demo clerk:        tenant ${demoTenantName}      user ${clerk}   password ${demoPassword}`,
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);

  const stop = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  process.stderr.write(`Failed to start: ${failureDetail(error)}\n`);
  process.exit(1);
});
