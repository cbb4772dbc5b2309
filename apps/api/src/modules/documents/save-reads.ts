import type { Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Schema } from '../../db/schema.ts';
import { keepLiveWarehouses, keepSkuInfos, skuInfoQuery } from '../stock/sku-lookup.repository.ts';
import { keepStockSettings } from '../stock/stock-context.ts';

/**
 * A save's first three reads in one statement (issue 19, ADR 052): the live warehouses among `warehouseIds`, the
 * SKUs `skuIds` (deleted ones too) and the tenant's settings, kept for the transaction as `findLiveWarehouseIds`,
 * `findSkuInfos` and `loadStockSettings` keep what they read — so the checks after it (`requireLiveWarehouses`,
 * `requireSkuNames`) and every later step read nothing again, and answer the same errors in the same order. No row
 * is locked: these are the reads a save makes before its first lock, as before.
 */
export async function readSaveBasics(
  trx: Kysely<Schema>,
  ids: { warehouseIds: readonly (string | null | undefined)[]; skuIds: readonly string[] },
): Promise<void> {
  const warehouseIds = [...new Set(ids.warehouseIds.flatMap((id) => (id ? [id] : [])))];
  const skuIds = [...new Set(ids.skuIds)];
  const row = await trx
    .selectNoFrom((eb) => [
      jsonArrayFrom(
        eb
          .selectFrom('warehouses')
          .select('id')
          .where((w) => (warehouseIds.length > 0 ? w('id', 'in', warehouseIds) : w.lit(false)))
          .where('is_deleted', '=', false),
      ).as('warehouses'),
      jsonArrayFrom(skuInfoQuery(trx, skuIds)).as('skus'),
      jsonArrayFrom(eb.selectFrom('settings').select(['name', 'value'])).as('settings'),
    ])
    .executeTakeFirstOrThrow();
  keepLiveWarehouses(
    trx,
    row.warehouses.map((w) => w.id),
  );
  keepSkuInfos(trx, row.skus);
  keepStockSettings(trx, row.settings);
}
