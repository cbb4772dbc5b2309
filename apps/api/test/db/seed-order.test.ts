import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../src/db/database.ts';
import { seed } from '../../src/seed/seed.ts';
import { demoSupplierNames, seedMasterData } from '../../src/seed/master-data.ts';
import { demoSeed } from '../../src/seed/seed-data.ts';
import { liveIdsInOrder } from '../../src/seed/seed-repository.ts';

/** The 48-bit millisecond prefix of a UUID v7. */
const millisecondOf = (id: string) => parseInt(id.replaceAll('-', '').slice(0, 12), 16);

// The demo's documents go to the oldest warehouse and supplier. Seeded in one millisecond (a fast machine, or a
// clock that does not move), their order fell to the ids' random tail, and the opening stock sometimes went to the
// second warehouse. A clock frozen for the whole seed makes that case certain.
describe('the demo seed', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps the warehouses and suppliers in their listed order when the clock does not move', async () => {
    const db = await openDatabase({});
    try {
      vi.spyOn(Date, 'now').mockReturnValue(Date.UTC(2026, 10, 27, 6, 0, 0));
      const { demoTenantId } = await seed(db, [seedMasterData]);
      vi.restoreAllMocks();
      for (const [table, listed] of [
        ['warehouses', demoSeed.warehouses.map((w) => w.name)],
        ['suppliers', [demoSupplierNames.mill, demoSupplierNames.packaging]],
      ] as const) {
        const [ids, rows] = await db.tenant(demoTenantId, async (trx) => [
          await liveIdsInOrder(trx, table),
          await trx.selectFrom(table).select(['id', 'name']).execute(),
        ]);
        const nameOf = new Map(rows.map((row) => [row.id, row.name]));
        expect(ids.map((id) => nameOf.get(id))).toEqual(listed);
        // Distinct milliseconds, rising: the order never rests on the random tail.
        const stamps = ids.map(millisecondOf);
        expect(new Set(stamps).size).toBe(stamps.length);
        expect(stamps).toEqual([...stamps].sort((a, b) => a - b));
      }
    } finally {
      await db.close();
    }
  });
});
