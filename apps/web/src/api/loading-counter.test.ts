import { describe, expect, it } from 'vitest';
import { createLoadingCounter } from './loading-counter.ts';

describe('createLoadingCounter', () => {
  it('counts overlapping requests and notifies on each change', () => {
    const counter = createLoadingCounter();
    const seen: number[] = [];
    const unsubscribe = counter.subscribe(() => seen.push(counter.getSnapshot()));
    counter.start();
    counter.start();
    counter.end();
    counter.end();
    unsubscribe();
    counter.start();
    expect(seen).toEqual([1, 2, 1, 0]);
  });

  it('never goes below zero', () => {
    const counter = createLoadingCounter();
    counter.end();
    expect(counter.getSnapshot()).toBe(0);
  });
});
