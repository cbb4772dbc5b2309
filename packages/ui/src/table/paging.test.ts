import { describe, expect, it } from 'vitest';
import { lastPage, pageRange, toPaging } from './paging.ts';

describe('paging', () => {
  it('turns a 1-based page into SkipCount/MaxResultCount', () => {
    expect(toPaging(1, 10)).toEqual({ SkipCount: 0, MaxResultCount: 10 });
    expect(toPaging(3, 20)).toEqual({ SkipCount: 40, MaxResultCount: 20 });
    expect(toPaging(0, 10)).toEqual({ SkipCount: 0, MaxResultCount: 10 });
  });

  it('shows the rows of the page, clipped to the total', () => {
    expect(pageRange(1, 10, 23)).toEqual({ from: 1, to: 10 });
    expect(pageRange(3, 10, 23)).toEqual({ from: 21, to: 23 });
    expect(pageRange(1, 10, 0)).toEqual({ from: 0, to: 0 });
  });

  it('knows the last page', () => {
    expect(lastPage(10, 0)).toBe(1);
    expect(lastPage(10, 20)).toBe(2);
    expect(lastPage(10, 21)).toBe(3);
  });
});
