import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Mutex } from '../../src/db/mutex.ts';
import { PgliteDialect } from '../../src/db/pglite-dialect.ts';

// PGlite is one session shared by every transaction (pglite-dialect.ts): a transaction whose ROLLBACK is lost must
// not leave that session inside it, or the next transaction would commit the failed one's work, or fail for good.
// The lost ROLLBACK is injected into a real PGlite instance; everything else is PGlite itself.

let pglite: PGlite;
let db: Kysely<Record<string, never>>;
let rollbacksToLose = 0;

beforeAll(async () => {
  pglite = await PGlite.create();
  const query = pglite.query.bind(pglite);
  pglite.query = (async (text: string, ...rest: unknown[]) => {
    if (text === 'rollback' && rollbacksToLose > 0) {
      rollbacksToLose -= 1;
      throw new Error('rollback lost');
    }
    return (query as (text: string, ...rest: unknown[]) => Promise<unknown>)(text, ...rest);
  }) as typeof pglite.query;
  db = new Kysely({ dialect: new PgliteDialect(pglite, new Mutex()) });
  await sql`create table t (x int primary key)`.execute(db);
});
beforeEach(async () => {
  // Whatever a test left open is ended here, on the session itself.
  rollbacksToLose = 0;
  await pglite.query('rollback');
  await pglite.query('truncate t');
});
afterAll(async () => {
  await db.destroy();
  await pglite.close();
});

const count = async () =>
  Number((await sql<{ n: number }>`select count(*)::int as n from t`.execute(db)).rows[0]?.n);

describe('a PGlite transaction whose rollback is lost', () => {
  it('is never committed by the next transaction', async () => {
    rollbacksToLose = 1;
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`insert into t values (1)`.execute(trx);
        throw new Error('the handler failed');
      }),
    ).rejects.toThrow('rollback lost');
    await db.transaction().execute(async (trx) => {
      await sql`insert into t values (2)`.execute(trx);
    });
    expect((await sql<{ x: number }>`select x from t order by x`.execute(db)).rows).toEqual([{ x: 2 }]);
  });

  it('does not leave the session aborted after a failed statement', async () => {
    rollbacksToLose = 1;
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`insert into t values (1), (1)`.execute(trx);
      }),
    ).rejects.toThrow('rollback lost');
    await db.transaction().execute(async (trx) => {
      await sql`insert into t values (3)`.execute(trx);
    });
    expect(await count()).toBe(1);
  });

  it('releases the session to the next caller even when the rollback is lost twice', async () => {
    rollbacksToLose = 2;
    await expect(
      db.transaction().execute(async () => {
        throw new Error('the handler failed');
      }),
    ).rejects.toThrow('rollback lost');
    // The mutex was released: this would wait for ever otherwise.
    expect(await count()).toBe(0);
  });
});
