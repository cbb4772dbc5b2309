import { ErrorCodes } from '@inventory/contracts';
import { dec, type Shortage } from '@inventory/domain';
import { BusinessError } from '../../errors/app-errors.ts';
import { joinClauses, translate, type Culture, type TextKey } from '@inventory/contracts/server-texts';

/** Names for the ids in a refusal: SKU id → name, warehouse id → name. */
export interface StockNames {
  readonly skus: ReadonlyMap<string, string>;
  readonly warehouses: ReadonlyMap<string, string>;
}

function lineKey(s: Shortage): TextKey {
  if (!s.warehouseId) return 'errors:StockShortageAnywhereLine';
  return s.batchNumber ? 'errors:StockShortageBatchLine' : 'errors:StockShortageLine';
}

/** One readable line per shortage in the caller's language (business-rules §5, §7). */
export function shortageLines(culture: Culture, shortages: readonly Shortage[], names: StockNames): string[] {
  return shortages.map((s) =>
    translate(culture, lineKey(s), {
      sku: names.skus.get(s.skuId) ?? s.skuId,
      warehouse: s.warehouseId ? (names.warehouses.get(s.warehouseId) ?? s.warehouseId) : '',
      batchNumber: s.batchNumber ?? '',
      wanted: dec(s.wanted).normalize().toString(),
      available: dec(s.available).normalize().toString(),
    }),
  );
}

/** 'Inventory:StockShortage' naming every shortage: params in error.data, the lines in the message. */
export function stockShortageError(
  culture: Culture,
  shortages: readonly Shortage[],
  names: StockNames,
): BusinessError {
  return new BusinessError(ErrorCodes.StockShortage, {
    shortages: shortages.map((s) => ({
      skuId: s.skuId,
      sku: names.skus.get(s.skuId) ?? s.skuId,
      warehouseId: s.warehouseId,
      warehouse: s.warehouseId ? (names.warehouses.get(s.warehouseId) ?? null) : null,
      batchNumber: s.batchNumber,
      wanted: s.wanted,
      available: s.available,
    })),
    details: joinClauses(culture, shortageLines(culture, shortages, names)),
  });
}
