import type { TenantDb } from '../db/tenant-db.ts';
import { BusinessError } from '../errors/app-errors.ts';
import { saveYieldIn, type YieldSaveInput } from '../modules/yields/yield-save.ts';
import { demoSkuCodes } from './master-data.ts';
import { liveIdsInOrder, skuIdsByCode } from './seed-repository.ts';
import { adminScope } from './seed-scope.ts';

const day = 86_400_000;

/**
 * The demo tenant's production orders (business-rules §9): one finished gift box made from the seeded cookies and
 * boxes, and one draft — made through the same save path as the API, as the demo admin. Runs after the stock;
 * does nothing when the gift box or the main warehouse is missing.
 */
export async function seedYields(db: TenantDb): Promise<void> {
  await db.run(async (trx) => {
    const scope = await adminScope(trx, db);
    const [main] = await liveIdsInOrder(trx, 'warehouses');
    const giftBox = (await skuIdsByCode(trx, [demoSkuCodes.giftBox])).get(demoSkuCodes.giftBox);
    if (!scope || !main || !giftBox) return;

    const base: Pick<YieldSaveInput, 'skuId' | 'items' | 'isSubmit'> = {
      skuId: giftBox,
      items: [],
      isSubmit: false,
    };
    // The finished order needs the seeded cookies and boxes; when other demo documents used them up, skip it
    // (a refusal is raised before anything is written, so the transaction stays usable).
    try {
      await saveYieldIn(
        trx,
        scope,
        {
          ...base,
          count: 1,
          productTime: new Date(Date.now() - day).toISOString(),
          expirationDay: 90,
          warehouseId: main,
          isSubmit: true,
          remarks: 'Sample gift box for the shop window',
        },
        new Date(),
      );
    } catch (error) {
      if (!(error instanceof BusinessError)) throw error;
    }
    await saveYieldIn(
      trx,
      scope,
      { ...base, count: 10, remarks: 'New Year order, waiting for cookies' },
      new Date(),
    );
  });
}
