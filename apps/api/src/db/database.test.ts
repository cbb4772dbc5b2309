import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';

describe('an embedded database in a data directory', () => {
  it('is vacuumed and analyzed when opened, as PGlite runs no autovacuum', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'inventory-vacuum-'));
    try {
      const db = await openDatabase({ dataDir: dir });
      try {
        const { rows } = await db.system((trx) =>
          sql<{ vacuumed: number; analyzed: number }>`
            select count(last_vacuum)::int as vacuumed, count(last_analyze)::int as analyzed
            from pg_stat_user_tables where relname in ('tenants', 'users', 'stock_movements')`.execute(trx),
        );
        expect(rows[0]).toEqual({ vacuumed: 3, analyzed: 3 });
      } finally {
        await db.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
