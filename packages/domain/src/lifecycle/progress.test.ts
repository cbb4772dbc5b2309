import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Decimal } from '../decimal.ts';
import { OutState } from '../enums.ts';
import { arbAmount } from '../test-arbitraries.ts';
import { addProgress, isComplete, outState, remaining } from './progress.ts';

describe('addProgress', () => {
  it.each([
    [{ count: 10, done: 0 }, 4, '4', 0.4, false],
    [{ count: 10, done: 4 }, 6, '10', 1, true],
    [{ count: '2.5', done: '1.25' }, '1.25', '2.50', 1, true],
    [{ count: 3, done: 0 }, 1, '1', 0.3333, false],
  ])('%j + %s → done %s, rate %s', (line, incoming, done, rate, complete) => {
    const result = addProgress(line, incoming);
    expect(result.ok && [result.value.done.toString(), result.value.rate, result.value.complete]).toEqual([
      done,
      rate,
      complete,
    ]);
  });

  it('refuses receiving more than ordered', () => {
    expect(addProgress({ count: 10, done: 8 }, '2.001')).toEqual({
      ok: false,
      error: { code: 'Inventory:ExceedsOrdered', params: { ordered: 10, done: 8, incoming: 2.001 } },
    });
  });

  it('partial receipts add up to at most the ordered count', () => {
    fc.assert(
      fc.property(
        arbAmount(3, 10n ** 6n, 1n),
        fc.array(arbAmount(3, 10n ** 5n), { maxLength: 10 }),
        (ordered, parts) => {
          let done = Decimal.ZERO;
          for (const part of parts) {
            const result = addProgress({ count: ordered, done }, part);
            if (result.ok) done = result.value.done;
            else expect(done.add(part).gt(ordered)).toBe(true);
            expect(done.lte(ordered)).toBe(true);
          }
          expect(remaining({ count: ordered, done }).add(done).eq(ordered)).toBe(true);
        },
      ),
    );
  });
});

describe('completion and outState', () => {
  it.each([
    [[], false, OutState.NotOut],
    [[{ count: 2, done: 0 }], false, OutState.NotOut],
    [[{ count: 2, done: 1 }], false, OutState.PartOut],
    [
      [
        { count: 2, done: 2 },
        { count: 1, done: 0 },
      ],
      false,
      OutState.PartOut,
    ],
    [
      [
        { count: 2, done: 2 },
        { count: 1, done: 1 },
      ],
      true,
      OutState.AllOut,
    ],
  ])('%j → complete %s, outState %i', (lines, complete, state) => {
    expect(isComplete(lines)).toBe(complete);
    expect(outState(lines)).toBe(state);
  });

  it('remaining is never negative', () => {
    expect(remaining({ count: 2, done: 3 }).toString()).toBe('0');
    expect(remaining({ count: '2.5', done: 1 }).toString()).toBe('1.5');
  });
});
