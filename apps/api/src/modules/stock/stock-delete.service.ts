import { ErrorCodes } from '@inventory/contracts';
import { Decimal, checkStockRowRemovable } from '@inventory/domain';
import { BusinessError, EntityNotFoundError } from '../../errors/app-errors.ts';
import type { RequestScope } from '../../http/request-scope.ts';
import { audit } from '../audit/audit.ts';
import { findSkuInfos, findWarehouseNames } from './sku-lookup.repository.ts';
import { deleteStockRows, lockStockRows } from './stock-list.repository.ts';

/** DELETE /stock?skuId&warehouseId: removes the SKU's empty rows in the warehouse; any stock refuses (§6). */
export async function deleteEmptyStock(
  scope: RequestScope,
  skuId: string,
  warehouseId: string,
): Promise<void> {
  const time = new Date();
  await scope.db.run(async (trx) => {
    const rows = await lockStockRows(trx, skuId, warehouseId);
    if (rows.length === 0) throw new EntityNotFoundError('Stock', `${skuId}/${warehouseId}`);
    const refused = rows.map((r) =>
      checkStockRowRemovable({ skuId, warehouseId, batchNumber: r.batchId, quantity: r.quantity }),
    );
    if (refused.some((r) => !r.ok)) {
      const [skus, warehouses] = await Promise.all([
        findSkuInfos(trx, [skuId]),
        findWarehouseNames(trx, [warehouseId]),
      ]);
      throw new BusinessError(ErrorCodes.StockNotZero, {
        sku: skus.get(skuId)?.name ?? skuId,
        warehouse: warehouses.get(warehouseId) ?? warehouseId,
        count: Decimal.sum(rows.map((r) => r.quantity)).toNumber(),
      });
    }
    await deleteStockRows(trx, skuId, warehouseId);
    await audit(trx, scope, {
      entityName: 'Stock',
      entityId: `${skuId}/${warehouseId}`,
      action: 'Deleted',
      changedFields: { rows: { from: rows.length, to: 0 } },
      time,
    });
  });
}
