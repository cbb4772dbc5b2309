import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDebouncer } from './debounce.ts';

describe('createDebouncer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('applies only the last text, once typing paused for the delay', () => {
    const run = vi.fn();
    const debouncer = createDebouncer(run, 400);
    debouncer.call('a');
    vi.advanceTimersByTime(300);
    debouncer.call('ab');
    vi.advanceTimersByTime(399);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledExactlyOnceWith('ab');
  });

  it('runs the waiting call at once on flush, and not again later', () => {
    const run = vi.fn();
    const debouncer = createDebouncer(run, 400);
    debouncer.call('abc');
    debouncer.flush();
    expect(run).toHaveBeenCalledExactlyOnceWith('abc');
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledOnce();
  });

  it('drops the waiting call on cancel', () => {
    const run = vi.fn();
    const debouncer = createDebouncer(run, 400);
    debouncer.call('abc');
    debouncer.cancel();
    vi.advanceTimersByTime(1000);
    debouncer.flush();
    expect(run).not.toHaveBeenCalled();
  });
});
