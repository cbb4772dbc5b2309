import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTypingFilter, debounce, typingPauseMs } from './debounce.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('debounce', () => {
  it('runs once with the last arguments after the pause', () => {
    const calls: string[] = [];
    const debounced = debounce((value: string) => calls.push(value), 300);
    debounced.schedule('d');
    vi.advanceTimersByTime(299);
    debounced.schedule('de');
    vi.advanceTimersByTime(299);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(['de']);
  });

  it('flushes now, and cancels', () => {
    const calls: string[] = [];
    const debounced = debounce((value: string) => calls.push(value), 300);
    debounced.schedule('a');
    debounced.flush();
    debounced.schedule('b');
    debounced.cancel();
    vi.runAllTimers();
    expect(calls).toEqual(['a']);
  });
});

describe('createTypingFilter', () => {
  function typing() {
    const applied: Array<[string, boolean]> = [];
    const filter = createTypingFilter((value, { replace }) => applied.push([value, replace]));
    return { applied, filter };
  }

  it('applies only after typing pauses', () => {
    const { applied, filter } = typing();
    for (const value of ['d', 'de', 'dep']) {
      filter.type(value);
      vi.advanceTimersByTime(typingPauseMs - 1);
    }
    expect(applied).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(applied).toEqual([['dep', false]]);
  });

  it('pushes the first application of a typing run and replaces the later ones', () => {
    const { applied, filter } = typing();
    filter.type('dep');
    vi.advanceTimersByTime(typingPauseMs);
    filter.type('depot');
    vi.advanceTimersByTime(typingPauseMs);
    expect(applied).toEqual([
      ['dep', false],
      ['depot', true],
    ]);
  });

  it('applies at once on commit, and the next run pushes again', () => {
    const { applied, filter } = typing();
    filter.type('north');
    filter.commit();
    expect(applied).toEqual([['north', false]]);
    filter.type('south');
    vi.advanceTimersByTime(typingPauseMs);
    expect(applied).toEqual([
      ['north', false],
      ['south', false],
    ]);
  });

  it('drops pending typing on cancel', () => {
    const { applied, filter } = typing();
    filter.type('x');
    filter.cancel();
    vi.runAllTimers();
    expect(applied).toEqual([]);
  });
});
