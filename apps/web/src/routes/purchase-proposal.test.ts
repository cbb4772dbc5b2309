import { describe, expect, it } from 'vitest';
import { lowStockProposal, proposalOf } from './purchase-proposal.ts';

const item = { skuId: 'a', code: 'A', name: 'Rice', unit: 'kg', count: 2.5, reorderLevel: 10 };

describe('lowStockProposal', () => {
  it('proposes each SKU back up to its reorder level, in decimals', () => {
    expect(lowStockProposal([item, { ...item, skuId: 'b', count: 0.1, reorderLevel: 0.3 }])).toEqual({
      proposal: [
        { skuId: 'a', count: '7.5' },
        { skuId: 'b', count: '0.2' },
      ],
    });
  });

  it('leaves out an SKU that is no longer short', () => {
    expect(lowStockProposal([{ ...item, count: 10 }]).proposal).toEqual([]);
  });
});

describe('proposalOf', () => {
  it('reads the lines a screen put in the state and ignores anything else', () => {
    expect(proposalOf({ proposal: [{ skuId: 'a', count: '1' }, { skuId: 3 }, null] })).toEqual([
      { skuId: 'a', count: '1' },
    ]);
    expect(proposalOf(null)).toEqual([]);
    expect(proposalOf({ usr: 1 })).toEqual([]);
  });
});
