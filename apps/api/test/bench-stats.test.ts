import { describe, expect, it } from 'vitest';
import { timeAlternating } from '../bench/stats.ts';

// The bench's big ÷ small ratios (issues 17 and 19) come from samples the two tenants take in turns.
describe('timeAlternating', () => {
  it('warms each call up, then times them in turns and gives each its own samples', async () => {
    const calls: string[] = [];
    const call = (name: string) => async () => {
      calls.push(name);
    };
    const samples = await timeAlternating([call('small'), call('big')], {
      warmup: 2,
      iterations: 3,
      budgetMs: 60_000,
    });
    expect(calls).toEqual(['small', 'small', 'big', 'big', 'small', 'big', 'small', 'big', 'small', 'big']);
    expect(samples.map((s) => s.length)).toEqual([3, 3]);
    expect(samples.flat().every((ms) => ms >= 0)).toBe(true);
  });

  it('stops after five turns once the budget of every call is spent', async () => {
    const samples = await timeAlternating([async () => undefined, async () => undefined], {
      warmup: 0,
      iterations: 1_000,
      budgetMs: -1,
    });
    expect(samples.map((s) => s.length)).toEqual([5, 5]);
  });
});
