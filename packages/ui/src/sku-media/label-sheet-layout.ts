/** What a label shows: the SKU's name, code and unit (the QR code encodes the code). */
export interface LabelSku {
  id: string;
  name: string;
  code: string;
  unit?: string | null;
}

/**
 * The A4 sheet: 3 × 8 labels of 70 × 37.125 mm fill 210 × 297 mm edge to edge, the layout of the common 24-up
 * self-adhesive label sheets (Avery 3474 and its Chinese equivalents), so plain paper and label paper print alike.
 */
export const labelSheet = {
  columns: 3,
  rows: 8,
  pageWidthMm: 210,
  pageHeightMm: 297,
} as const;

export const labelsPerPage = labelSheet.columns * labelSheet.rows;
export const labelWidthMm = labelSheet.pageWidthMm / labelSheet.columns;
export const labelHeightMm = labelSheet.pageHeightMm / labelSheet.rows;

/** At most this many copies of one label: 10 full pages, more is a typing slip rather than a wish. */
export const maxCopies = labelsPerPage * 10;

export interface PlacedLabel {
  sku: LabelSku;
  /** Unique within the sheet (the same SKU appears once per copy). */
  key: string;
  /** 0-based row and column on its page. */
  row: number;
  column: number;
}

/** A whole number of copies between 1 and maxCopies; anything else (empty box, 0, 2.5, NaN) is clamped. */
export function normalizeCopies(value: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(maxCopies, Math.max(1, Math.floor(value)));
}

/**
 * The labels in print order (each SKU's copies side by side, SKUs in the order given), cut into A4 pages that
 * fill row by row, left to right. No SKUs gives no page.
 */
export function labelPages(skus: readonly LabelSku[], copies = 1, perPage = labelsPerPage): PlacedLabel[][] {
  const each = normalizeCopies(copies);
  const labels = skus.flatMap((sku) =>
    Array.from({ length: each }, (_, copy) => ({ sku, key: `${sku.id}:${copy}` })),
  );
  const pages: PlacedLabel[][] = [];
  labels.forEach((label, index) => {
    const onPage = index % perPage;
    if (onPage === 0) pages.push([]);
    pages[pages.length - 1]!.push({
      ...label,
      row: Math.floor(onPage / labelSheet.columns),
      column: onPage % labelSheet.columns,
    });
  });
  return pages;
}
