import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database.ts';
import { findTenantByName } from '../../src/tenancy/tenant.repository.ts';
import { seed } from '../../src/seed/seed.ts';
import { demoTenantName } from '../../src/seed/seed-data.ts';
import { hasUser } from '../../src/seed/seed-repository.ts';

// A first start killed half-way through seeding (the crash test's finding) must not leave a demo tenant that
// exists but can never be completed: the next start seeds it whole.
describe('an interrupted first seed', () => {
  it('leaves no demo tenant behind, and the next seed makes a complete one', async () => {
    const db = await openDatabase({});
    try {
      const interrupted = seed(db, [
        async () => {
          throw new Error('killed while seeding');
        },
      ]);
      await expect(interrupted).rejects.toThrow('killed while seeding');
      expect(await db.system((trx) => findTenantByName(trx, demoTenantName))).toBeUndefined();

      const result = await seed(db);
      expect(result.demoSeeded).toBe(true);
      const demo = await db.system((trx) => findTenantByName(trx, demoTenantName));
      expect(demo?.id).toBe(result.demoTenantId);
      expect(await db.tenant(result.demoTenantId, (trx) => hasUser(trx, 'admin'))).toBe(true);
      const skus = await db.tenant(result.demoTenantId, (trx) =>
        trx
          .selectFrom('skus')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow(),
      );
      expect(Number(skus.n)).toBeGreaterThan(0);
    } finally {
      await db.close();
    }
  });
});
