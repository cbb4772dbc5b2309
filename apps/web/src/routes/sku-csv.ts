import { type ApiClient, endpoints, type QueryOf, type Sku } from '@inventory/contracts';
import { Decimal, PRICE_SCALE, QUANTITY_SCALE } from '@inventory/domain';
import type { ExportProgress } from '@inventory/ui';
import { callEndpoint } from '../api/endpoint-calls.ts';
import { csvText } from './csv-text.ts';

/** The largest page the list answers (the contract's MaxResultCount bound): fewest round trips. */
export const exportPageSize = 1000;

/** The export's words in the current language: the header row and the enum names. */
export interface SkuCsvTexts {
  /** Code, name, unit, cost, category, kind, On / Off, components, images, remarks. */
  headers: readonly string[];
  kind: (sku: Sku) => string;
  state: (sku: Sku) => string;
}

/**
 * The CSV of the given SKUs (csvText). Numbers are plain decimal text with their fixed places, so a spreadsheet
 * reads them in any locale.
 */
export function skuCsvText(items: readonly Sku[], texts: SkuCsvTexts): Promise<string> {
  const data = items.map((sku) => [
    sku.code,
    sku.name,
    sku.unit ?? '',
    Decimal.from(sku.cost).toFixed(PRICE_SCALE),
    sku.attribute ?? '',
    texts.kind(sku),
    texts.state(sku),
    sku.groups
      .map((line) => `${line.code ?? line.id} × ${Decimal.from(line.number).toFixed(QUANTITY_SCALE)}`)
      .join('; '),
    sku.images.join(' '),
    sku.remarks ?? '',
  ]);
  return csvText(texts.headers, data);
}

type SkuListQuery = QueryOf<typeof endpoints.sku.list>;

/**
 * Every SKU of a filter, page after page in the list's order (not only the page on screen), reporting progress as
 * pages arrive. Stops at a short page, so SKUs added meanwhile cannot keep it going.
 */
export async function loadAllSkus(
  client: ApiClient,
  query: SkuListQuery,
  onProgress: (progress: ExportProgress) => void,
): Promise<Sku[]> {
  const items: Sku[] = [];
  for (let skip = 0; ; skip += exportPageSize) {
    const page = await callEndpoint(client, endpoints.sku.list, {
      query: { ...query, SkipCount: skip, MaxResultCount: exportPageSize },
    });
    items.push(...page.items);
    onProgress({ loaded: items.length, total: Math.max(page.totalCount, items.length) });
    if (page.items.length < exportPageSize || items.length >= page.totalCount) return items;
  }
}

/** Hands the text to the browser as a download. */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
