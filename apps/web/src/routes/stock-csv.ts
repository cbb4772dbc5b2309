import { type ApiClient, endpoints, type StockSummary } from '@inventory/contracts';
import { Decimal, MONEY_SCALE, PRICE_SCALE, QUANTITY_SCALE } from '@inventory/domain';
import { batchValue } from '@inventory/ui';
import { callEndpoint } from '../api/endpoint-calls.ts';
import type { StockListQuery } from './stock-view.ts';
import { exportPageSize } from './sku-csv.ts';
import { csvText } from './csv-text.ts';

/** The export's words in the current language. */
export interface StockCsvTexts {
  /** SKU code, SKU, category, warehouse, batch number, count, unit, unit cost, cost value, production date,
   * expiry date, expiry status. */
  headers: readonly string[];
  status: (expirationType: number) => string;
  /** A stored instant as the tenant's calendar date. */
  date: (instant: string | null | undefined) => string;
}

/**
 * The CSV of the stock shown: one line per batch (an SKU without batches gets one line of its own), numbers as
 * plain decimal text with their places and a BOM, as the SKU export does (ADR 022).
 */
export function stockCsvText(rows: readonly StockSummary[], texts: StockCsvTexts): Promise<string> {
  const data = rows.flatMap((row) => {
    const base = [row.skuCode ?? '', row.sku, row.attribute ?? ''];
    if (row.items.length === 0)
      return [
        [
          ...base,
          row.warehouse ?? '',
          '',
          Decimal.from(row.count).toFixed(QUANTITY_SCALE),
          row.unit ?? '',
          Decimal.from(row.cost ?? 0).toFixed(PRICE_SCALE),
          Decimal.from(row.count)
            .mul(row.cost ?? 0)
            .toFixed(MONEY_SCALE),
          '',
          '',
          texts.status(row.expirationType),
        ],
      ];
    return row.items.map((batch) => [
      ...base,
      batch.warehouse ?? '',
      batch.batchNumber ?? '',
      Decimal.from(batch.count).toFixed(QUANTITY_SCALE),
      batch.unit ?? row.unit ?? '',
      Decimal.from(batch.cost ?? row.cost ?? 0).toFixed(PRICE_SCALE),
      batchValue(batch, row.cost).toFixed(MONEY_SCALE),
      texts.date(batch.producedTime),
      texts.date(batch.expirationTime),
      texts.status(batch.expirationType),
    ]);
  });
  return csvText(texts.headers, data);
}

/** Every row of a filter with its batches, page after page in the list's order; stops at a short page. */
export async function loadAllStock(client: ApiClient, query: StockListQuery): Promise<StockSummary[]> {
  const items: StockSummary[] = [];
  for (let skip = 0; ; skip += exportPageSize) {
    const page = await callEndpoint(client, endpoints.stock.list, {
      query: { ...query, IsNeedBatch: true, SkipCount: skip, MaxResultCount: exportPageSize },
    });
    items.push(...page.items);
    if (page.items.length < exportPageSize || items.length >= page.totalCount) return items;
  }
}
