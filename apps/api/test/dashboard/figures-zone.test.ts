import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadStockSettings } from '../../src/modules/stock/stock-context.ts';
import { figuresZone } from '../../src/modules/stock/stock-figures.repository.ts';
import { tenantId } from '../helpers/tenants.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

// ADR 031: a writer dates its figures in the zone it reads after taking the figures lock. A save reads the settings
// early and keeps them for the transaction (ADR 047); a zone change committed between that read and the lock must
// not leave the writer dating its rows in the zone the change's rebuild replaced.

let database: TestDatabase;
let demo: string;

beforeAll(async () => {
  database = await createTestDatabase();
  demo = await tenantId(database.db, 'demo');
});
afterAll(async () => {
  await database?.dispose();
});

describe('the figures zone', () => {
  it('is read after the figures lock, not taken from what the transaction read before it', async () => {
    const zone = await database.db.tenant(demo, async (trx) => {
      expect((await loadStockSettings(trx)).timeZone).toBe('UTC');
      // What another transaction's zone change leaves behind, written here without telling this transaction's
      // kept reads (the setting's own repository would).
      await sql`insert into settings (tenant_id, name, value) values (${demo}, 'Abp.Timing.TimeZone', 'Asia/Shanghai')
                on conflict (tenant_id, name) do update set value = excluded.value`.execute(trx);
      return figuresZone(trx, demo);
    });
    expect(zone).toBe('Asia/Shanghai');
  });
});
