import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IdempotencyKeyReusedError } from '../../src/errors/app-errors.ts';
import { idempotent } from '../../src/http/idempotency.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';
import { tenantId } from '../helpers/tenants.ts';

let test: TestDatabase;
let demo: string;
let runs = 0;

beforeAll(async () => {
  test = await createTestDatabase();
  demo = await tenantId(test.db, 'demo');
});
afterAll(async () => {
  await test?.dispose();
});

const save = (key: string | undefined, body: unknown) =>
  test.db.tenant(demo, (trx) =>
    idempotent(trx, demo, key, { operation: 'test.save', body }, async () => {
      runs += 1;
      return { number: `PO-${runs}` };
    }),
  );

describe('Idempotency-Key (business-rules §8)', () => {
  it('answers the first result for the same key and body, whatever the key order', async () => {
    const first = await save('k-1', { a: 1, b: [1, 2] });
    const again = await save('k-1', { b: [1, 2], a: 1 });
    expect(again).toEqual(first);
    expect(runs).toBe(1);
  });

  it('refuses the same key with another body (409)', async () => {
    await expect(save('k-1', { a: 2 })).rejects.toBeInstanceOf(IdempotencyKeyReusedError);
  });

  it('runs every time without a key, and once for concurrent duplicates', async () => {
    const before = runs;
    await save(undefined, {});
    await save(undefined, {});
    const results = await Promise.all([save('k-2', { x: 1 }), save('k-2', { x: 1 }), save('k-2', { x: 1 })]);
    expect(new Set(results.map((r) => r.number)).size).toBe(1);
    expect(runs).toBe(before + 3);
  });

  it('forgets a claim when the work fails, so a retry runs', async () => {
    await expect(
      test.db.tenant(demo, (trx) =>
        idempotent(trx, demo, 'k-3', { operation: 'test.save', body: {} }, () =>
          Promise.reject(new Error('refused')),
        ),
      ),
    ).rejects.toThrow('refused');
    expect((await save('k-3', {})).number).toBe(`PO-${runs}`);
  });
});
