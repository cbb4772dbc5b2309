import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  /** The new database's URL (the admin URL with its name). */
  url: string;
  /** Drops the database, closing whatever connections are left. */
  drop(): Promise<void>;
}

export async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * An empty database `<prefix>_<random>` on the cluster of `adminUrl` (a superuser URL, e.g. TEST_DATABASE_URL of a
 * throwaway cluster): for a test suite, the crash test's child server or the bench. With `template`, a copy of that
 * database instead (PostgreSQL copies its files: no statement of it runs again).
 */
export async function createScratchDatabase(
  adminUrl: string,
  prefix: string,
  template?: string,
): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}
