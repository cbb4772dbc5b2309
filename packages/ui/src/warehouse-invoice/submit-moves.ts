import type { TFunction } from 'i18next';
import { formatNumber } from '../kit/format-number.ts';
import { typedCount } from './batch-fill.ts';
import type { WarehouseInvoiceFormValues } from './warehouse-invoice-form-values.ts';

export interface MoveWords {
  t: TFunction<'warehouseInvoice'>;
  language: string;
  skuNames: ReadonlyMap<string, string>;
  warehouse: string;
  to: string;
}

/**
 * What a submit will move, one line of words per batch or line: an In into a named or a new batch, an Out or Move
 * from each batch chosen, or first-expiry-first where none is.
 */
export function warehouseMoves(values: WarehouseInvoiceFormValues, words: MoveWords): string[] {
  const { t } = words;
  const count = (text: string) => formatNumber(typedCount(text).toString(), 'count', words.language);
  const place = { warehouse: words.warehouse, to: words.to };
  return values.lines.flatMap((line) => {
    const sku = (line.skuId && words.skuNames.get(line.skuId)) || '';
    if (values.stockType === 'In')
      return [
        line.batchNumber.trim()
          ? t('moves.inBatch', { count: count(line.count), sku, batch: line.batchNumber.trim(), ...place })
          : t('moves.inNewBatch', { count: count(line.count), sku, ...place }),
      ];
    const picks = line.picks.filter((p) => typedCount(p.count).isPositive());
    const out = values.stockType === 'Out';
    if (picks.length === 0)
      return [t(out ? 'moves.outFefo' : 'moves.moveFefo', { count: count(line.count), sku, ...place })];
    return picks.map((pick) =>
      t(out ? 'moves.outBatch' : 'moves.moveBatch', {
        count: count(pick.count),
        sku,
        batch: pick.batchNumber,
        ...place,
      }),
    );
  });
}
