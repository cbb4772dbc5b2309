import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';
import { tenantId } from '../helpers/tenants.ts';

let test: TestDatabase;
let demo: string;

beforeAll(async () => {
  test = await createTestDatabase();
  demo = await tenantId(test.db, 'demo');
  await test.db.tenant(demo, (trx) =>
    trx.insertInto('settings').values({ tenant_id: demo, name: 'test.counter', value: '0' }).execute(),
  );
});
afterAll(async () => {
  await test?.dispose();
});

describe('transactions', () => {
  it('lose no update when many read-modify-write transactions run at once', async () => {
    const increments = 25;
    await Promise.all(
      Array.from({ length: increments }, () =>
        test.db.tenant(demo, async (trx) => {
          // FOR UPDATE serializes the writers on PostgreSQL; PGlite serializes whole transactions.
          const row = await trx
            .selectFrom('settings')
            .select('value')
            .where('name', '=', 'test.counter')
            .forUpdate()
            .executeTakeFirstOrThrow();
          await trx
            .updateTable('settings')
            .set({ value: String(Number(row.value) + 1) })
            .where('name', '=', 'test.counter')
            .execute();
        }),
      ),
    );
    const final = await test.db.tenant(demo, (trx) =>
      trx.selectFrom('settings').select('value').where('name', '=', 'test.counter').executeTakeFirstOrThrow(),
    );
    expect(final.value).toBe(String(increments));
  });

  it('report the rows a write affected', async () => {
    const result = await test.db.tenant(demo, (trx) =>
      trx
        .updateTable('warehouses')
        .set({ remarks: 'checked' })
        .where('is_deleted', '=', false)
        .executeTakeFirst(),
    );
    expect(result.numUpdatedRows).toBe(2n);
  });

  it('roll back everything when the work fails, and keep the role for the next transaction', async () => {
    await expect(
      test.db.tenant(demo, async (trx) => {
        await trx.updateTable('settings').set({ value: 'lost' }).where('name', '=', 'test.counter').execute();
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const after = await test.db.tenant(demo, async (trx) => ({
      value: (
        await trx.selectFrom('settings').select('value').where('name', '=', 'test.counter').executeTakeFirst()
      )?.value,
      role: (await sql<{ u: string }>`select current_user as u`.execute(trx)).rows[0]?.u,
    }));
    expect(after).toEqual({ value: '25', role: 'inventory_app' });
  });

  it('refuse a tenant that is not an id', async () => {
    await expect(test.db.tenant("x' or true --", async () => 1)).rejects.toThrow(/Not a tenant id/);
  });
});
