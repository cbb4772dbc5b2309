import { describe, expect, it } from 'vitest';
import {
  labelHeightMm,
  labelPages,
  labelsPerPage,
  labelWidthMm,
  maxCopies,
  normalizeCopies,
  type LabelSku,
} from './label-sheet-layout.ts';

const skus = (count: number): LabelSku[] =>
  Array.from({ length: count }, (_, i) => ({ id: `s${i + 1}`, name: `SKU ${i + 1}`, code: `C${i + 1}` }));

describe('label sheet layout', () => {
  it('fits 24 labels of 70 × 37.125 mm on an A4 page', () => {
    expect(labelsPerPage).toBe(24);
    expect(labelWidthMm).toBe(70);
    expect(labelHeightMm).toBeCloseTo(37.125, 6);
  });

  it('gives no page for no SKU, and one page with one label for one SKU', () => {
    expect(labelPages([])).toEqual([]);
    const pages = labelPages(skus(1));
    expect(pages).toHaveLength(1);
    expect(pages[0]).toEqual([{ sku: skus(1)[0], key: 's1:0', row: 0, column: 0 }]);
  });

  it('breaks the page after 24 labels: 30 SKUs take 2 pages of 24 and 6', () => {
    const pages = labelPages(skus(30));
    expect(pages.map((p) => p.length)).toEqual([24, 6]);
    expect(pages[1]![0]).toMatchObject({ sku: { id: 's25' }, row: 0, column: 0 });
    expect(pages[0]!.at(-1)).toMatchObject({ sku: { id: 's24' }, row: 7, column: 2 });
  });

  it('exactly 24 labels fill one page; the 25th opens a second', () => {
    expect(labelPages(skus(24)).map((p) => p.length)).toEqual([24]);
    expect(labelPages(skus(25)).map((p) => p.length)).toEqual([24, 1]);
  });

  it('fills rows left to right, then the next row', () => {
    const places = labelPages(skus(5))[0]!.map(({ row, column }) => [row, column]);
    expect(places).toEqual([
      [0, 0],
      [0, 1],
      [0, 2],
      [1, 0],
      [1, 1],
    ]);
  });

  it('puts the copies of a SKU side by side, each with its own key', () => {
    const pages = labelPages(skus(2), 3);
    expect(pages[0]!.map((l) => l.key)).toEqual(['s1:0', 's1:1', 's1:2', 's2:0', 's2:1', 's2:2']);
    expect(labelPages(skus(9), 3).map((p) => p.length)).toEqual([24, 3]);
  });

  it('clamps the copies to a whole number between 1 and the maximum', () => {
    expect(normalizeCopies(0)).toBe(1);
    expect(normalizeCopies(-4)).toBe(1);
    expect(normalizeCopies(Number.NaN)).toBe(1);
    expect(normalizeCopies(2.7)).toBe(2);
    expect(normalizeCopies(1e9)).toBe(maxCopies);
    expect(labelPages(skus(1), 0)).toHaveLength(1);
  });
});
