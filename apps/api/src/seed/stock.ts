import { DocumentState, StockType, WarehouseInvoiceType } from '@inventory/domain';
import { newStamp } from '../db/ids.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import type { RequestScope } from '../http/request-scope.ts';
import { patchInvoice } from '../modules/warehouse-invoices/warehouse-invoice.repository.ts';
import { saveInvoiceIn, type SaveInput } from '../modules/warehouse-invoices/warehouse-invoice-save.ts';
import { lineFeeds } from '../line-feeds.ts';
import { demoSkuCodes } from './master-data.ts';

const day = 86_400_000;

/**
 * The demo tenant's stock (business-rules §9): batches that are fresh, near expiry and expired, a move between the
 * two warehouses, a sale, and warehouse invoices in every state — made through the same save path as the API, as
 * the demo admin. Runs after the master data; does nothing when the SKUs or warehouses are missing.
 */
export async function seedStock(db: TenantDb): Promise<void> {
  await db.run(async (trx) => {
    const admin = await trx
      .selectFrom('users')
      .select(['id', 'user_name'])
      .where('user_name', '=', 'admin')
      .executeTakeFirst();
    const warehouses = await trx
      .selectFrom('warehouses')
      .select('id')
      .where('is_deleted', '=', false)
      .orderBy('creation_time')
      .orderBy('id')
      .execute();
    const skus = await trx
      .selectFrom('skus')
      .select(['id', 'code'])
      .where('code', 'in', Object.values(demoSkuCodes))
      .execute();
    const sku = new Map(skus.map((s) => [s.code, s.id]));
    const [main, second] = warehouses;
    const flour = sku.get(demoSkuCodes.flour);
    const sugar = sku.get(demoSkuCodes.sugar);
    const box = sku.get(demoSkuCodes.box);
    const cookies = sku.get(demoSkuCodes.cookies);
    if (!admin || !main || !second || !flour || !sugar || !box || !cookies) return;

    const scope: RequestScope = {
      culture: 'en',
      tenant: { id: db.tenantId, name: null },
      user: {
        sub: admin.id,
        tenantId: db.tenantId,
        userName: admin.user_name,
        email: null,
        roles: [],
        clientId: 'seed',
      },
      db,
      access: () => Promise.reject(new Error('The seed checks no permissions')),
    };
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
      warehouseId: main.id,
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
      warehouseId: main.id,
      moveToWarehouseId: second.id,
      stockType: StockType.Move,
      items: [{ skuId: flour, count: 20, batchNumber: 'FL-2026-01' }],
    });
    await save({
      warehouseId: main.id,
      stockType: StockType.Out,
      type: WarehouseInvoiceType.Sale,
      items: [{ skuId: cookies, count: 6 }],
    });
    await save({
      warehouseId: main.id,
      stockType: StockType.Out,
      isSubmit: false,
      remarks: 'Write-off of the expired cookies, to be checked',
      items: [{ skuId: cookies, count: 12, batchNumber: 'CK-2025-09' }],
    });
    const discarded = await save({
      warehouseId: second.id,
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
      modifierId: admin.id,
    });
  });
}
