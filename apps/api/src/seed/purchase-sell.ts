import { StockType, WarehouseInvoiceType } from '@inventory/domain';
import type { TenantDb } from '../db/tenant-db.ts';
import { savePurchaseIn } from '../modules/purchase-invoices/purchase-invoice-save.ts';
import { findPurchaseLines } from '../modules/purchase-invoices/purchase-invoice.repository.ts';
import { saveSellIn } from '../modules/sell-invoices/sell-invoice-save.ts';
import { saveInvoiceIn } from '../modules/warehouse-invoices/warehouse-invoice-save.ts';
import { lineFeeds } from '../line-feeds.ts';
import { demoSkuCodes } from './master-data.ts';
import { liveIdsInOrder, skuIdsByCode } from './seed-repository.ts';
import { adminScope } from './seed-scope.ts';

const day = 86_400_000;

/**
 * The demo tenant's purchases and sales (business-rules §9): a purchase received at once (sugar and boxes: the demo flour stays as the stock seed left it), one half received by a
 * later warehouse invoice, a draft; a sale delivered at once (FEFO) and a draft with a discount — made through the
 * same save paths as the API, as the demo admin. Runs after the stock seed; does nothing when its inputs are missing.
 */
export async function seedPurchasesAndSales(db: TenantDb): Promise<void> {
  await db.run(async (trx) => {
    const scope = await adminScope(trx, db);
    const [main] = await liveIdsInOrder(trx, 'warehouses');
    const [supplier] = await liveIdsInOrder(trx, 'suppliers');
    const codes = [demoSkuCodes.flour, demoSkuCodes.sugar, demoSkuCodes.box, demoSkuCodes.cookies];
    const sku = await skuIdsByCode(trx, codes);
    const flour = sku.get(demoSkuCodes.flour);
    const sugar = sku.get(demoSkuCodes.sugar);
    const box = sku.get(demoSkuCodes.box);
    const cookies = sku.get(demoSkuCodes.cookies);
    if (!scope || !main || !supplier || !flour || !sugar || !box || !cookies) return;

    const ago = (days: number) => new Date(Date.now() - days * day).toISOString();
    const purchase = { isSubmit: true, isCreateStockInvoice: false, supplierId: supplier };

    await savePurchaseIn(
      trx,
      scope,
      {
        ...purchase,
        isCreateStockInvoice: true,
        warehouseId: main,
        remarks: 'Received on delivery',
        items: [
          {
            skuId: sugar,
            count: 25,
            price: 4.75,
            batchNumber: 'SU-2026-02',
            parturitionTime: ago(3),
            expirationDay: 120,
          },
          { skuId: box, count: 200, price: 0.35 },
        ],
      },
      new Date(),
      lineFeeds,
    );
    const open = await savePurchaseIn(
      trx,
      scope,
      { ...purchase, items: [{ skuId: sugar, count: 60, price: 4.6 }] },
      new Date(),
      lineFeeds,
    );
    const [openLine] = await findPurchaseLines(trx, [open]);
    if (openLine)
      await saveInvoiceIn(
        trx,
        scope,
        {
          stockType: StockType.In,
          type: WarehouseInvoiceType.Purchase,
          warehouseId: main,
          isSubmit: true,
          remarks: 'First half of the sugar order',
          items: [
            { itemId: openLine.id, skuId: sugar, count: 30, parturitionTime: ago(1), expirationDay: 120 },
          ],
        },
        new Date(),
        lineFeeds,
      );
    await savePurchaseIn(
      trx,
      scope,
      { ...purchase, isSubmit: false, items: [{ skuId: flour, count: 100, price: 3.1 }] },
      new Date(),
      lineFeeds,
    );

    const sale = {
      isSubmit: true,
      isCreateOutStockInvoice: false,
      discountsPrice: 0,
      marketingChannel: 'Shop',
    };
    await saveSellIn(
      trx,
      scope,
      {
        ...sale,
        isCreateOutStockInvoice: true,
        warehouseId: main,
        items: [{ skuId: cookies, count: 4, price: 12.5 }],
      },
      new Date(),
      lineFeeds,
    );
    await saveSellIn(
      trx,
      scope,
      {
        ...sale,
        isSubmit: false,
        discountsPrice: 5,
        marketingChannel: 'Online',
        items: [{ skuId: cookies, count: 10, price: 11 }],
      },
      new Date(),
      lineFeeds,
    );
  });
}
