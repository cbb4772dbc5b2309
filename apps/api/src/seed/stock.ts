import { DocumentState, StockType, WarehouseInvoiceType } from '@inventory/domain';
import { newStamp } from '../db/ids.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { patchInvoice } from '../modules/warehouse-invoices/warehouse-invoice.repository.ts';
import { saveInvoiceIn, type SaveInput } from '../modules/warehouse-invoices/warehouse-invoice-save.ts';
import { lineFeeds } from '../line-feeds.ts';
import { demoSkuCodes } from './master-data.ts';
import { liveIdsInOrder, skuIdsByCode } from './seed-repository.ts';
import { adminScope } from './seed-scope.ts';

const day = 86_400_000;

/**
 * The demo tenant's stock (business-rules §9): batches that are fresh, near expiry and expired, a move between the
 * two warehouses, a sale, and warehouse invoices in every state — made through the same save path as the API, as
 * the demo admin. Runs after the master data; does nothing when the SKUs or warehouses are missing.
 */
export async function seedStock(db: TenantDb): Promise<void> {
  await db.run(async (trx) => {
    const scope = await adminScope(trx, db);
    const [main, second] = await liveIdsInOrder(trx, 'warehouses');
    const sku = await skuIdsByCode(trx, Object.values(demoSkuCodes));
    const flour = sku.get(demoSkuCodes.flour);
    const sugar = sku.get(demoSkuCodes.sugar);
    const box = sku.get(demoSkuCodes.box);
    const cookies = sku.get(demoSkuCodes.cookies);
    if (!scope || !main || !second || !flour || !sugar || !box || !cookies) return;

    const now = Date.now();
    const ago = (days: number) => new Date(now - days * day).toISOString();
    const save = (input: Omit<SaveInput, 'isSubmit' | 'type'> & Partial<SaveInput>) =>
      saveInvoiceIn(
        trx,
        scope,
        { isSubmit: true, type: WarehouseInvoiceType.Other, ...input },
        new Date(),
        lineFeeds,
      );

    await save({
      warehouseId: main,
      stockType: StockType.In,
      type: WarehouseInvoiceType.Purchase,
      remarks: 'Opening stock',
      items: [
        { skuId: flour, count: 120, batchNumber: 'FL-2026-01', parturitionTime: ago(60), expirationDay: 365 },
        { skuId: sugar, count: 50, batchNumber: 'SU-2026-01', parturitionTime: ago(60), expirationDay: 75 },
        { skuId: box, count: 40 },
        {
          skuId: cookies,
          count: 12,
          batchNumber: 'CK-2025-09',
          parturitionTime: ago(200),
          expirationDay: 180,
        },
        { skuId: cookies, count: 30, batchNumber: 'CK-2026-02', parturitionTime: ago(5), expirationDay: 180 },
      ],
    });
    await save({
      warehouseId: main,
      moveToWarehouseId: second,
      stockType: StockType.Move,
      items: [{ skuId: flour, count: 20, batchNumber: 'FL-2026-01' }],
    });
    await save({
      warehouseId: main,
      stockType: StockType.Out,
      type: WarehouseInvoiceType.Sale,
      items: [{ skuId: cookies, count: 6 }],
    });
    await save({
      warehouseId: main,
      stockType: StockType.Out,
      isSubmit: false,
      remarks: 'Write-off of the expired cookies, to be checked',
      items: [{ skuId: cookies, count: 12, batchNumber: 'CK-2025-09' }],
    });
    const discarded = await save({
      warehouseId: second,
      stockType: StockType.In,
      isSubmit: false,
      items: [{ skuId: box, count: 5 }],
    });
    const row = await trx
      .selectFrom('warehouse_invoices')
      .select('concurrency_stamp')
      .where('id', '=', discarded)
      .executeTakeFirstOrThrow();
    await patchInvoice(trx, discarded, row.concurrency_stamp, {
      state: DocumentState.Discard,
      stamp: newStamp(),
      time: new Date(),
      modifierId: scope.user?.sub ?? null,
    });
  });
}
