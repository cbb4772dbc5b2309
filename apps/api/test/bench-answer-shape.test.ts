import { describe, expect, it } from 'vitest';
import { answerShape } from '../bench/read-bench.ts';

// ADR 071: the bench records each answer's rows (its items and the rows nested in them) and bytes, so that
// scripts/bench-goals.mjs prints the every-batch stock calls with both tenants' rows and their time per answered row.
describe('answerShape', () => {
  it("counts a list's items and each item's nested rows, and the answer's bytes as sent", () => {
    const text = JSON.stringify({
      totalCount: 40,
      items: [
        { sku: '黄油', items: [{ batchNumber: 'B1' }, { batchNumber: 'B2' }], moreBatches: false },
        { sku: 'Tea', items: [] },
        { sku: 'Milk', items: [{ batchNumber: 'B3' }], tags: ['x'] },
      ],
    });
    expect(answerShape(text)).toEqual({
      totalCount: 40,
      items: 3,
      answerRows: 3 + 2 + 1 + 1,
      bytes: Buffer.byteLength(text, 'utf8'),
    });
    // UTF-8 bytes, not characters: the two Chinese characters take three bytes each.
    expect(answerShape(text).bytes).toBe(text.length + 4);
  });

  it('counts an array answer the same way, and no rows for an answer that is no list', () => {
    expect(answerShape('[{"items":[{"count":1}]},{"items":[]}]')).toMatchObject({
      totalCount: null,
      items: 2,
      answerRows: 3,
    });
    expect(answerShape('{"stock":{"value":1}}')).toMatchObject({
      totalCount: null,
      items: 0,
      answerRows: null,
    });
  });
});
