import type { Category } from '@inventory/contracts';
import { describe, expect, it } from 'vitest';
import {
  buildCategoryTree,
  filterCategoryTree,
  positionAmongSiblings,
  sortChangesForMove,
} from './category-tree.ts';

const make = (id: string, code: string, sort: number, parentId: string | null = null): Category => ({
  id,
  name: `Name ${id}`,
  code,
  sort,
  parentId,
  color: null,
  coverImage: null,
});

const food = make('food', '00001', 0);
const drink = make('drink', '00002', 0);
const snack = make('snack', '00001.00001', 5, 'food');
const fruit = make('fruit', '00001.00002', 1, 'food');
const all = [snack, drink, food, fruit];

describe('buildCategoryTree', () => {
  it('nests by parentId and orders siblings by sort, then code', () => {
    const roots = buildCategoryTree(all);
    expect(roots.map((n) => n.id)).toEqual(['food', 'drink']);
    expect(roots[0]?.children.map((n) => n.id)).toEqual(['fruit', 'snack']);
  });

  it('shows a category whose parent is missing as a root rather than hiding it', () => {
    expect(buildCategoryTree([snack]).map((n) => n.id)).toEqual(['snack']);
  });
});

describe('filterCategoryTree', () => {
  it('keeps matches with their ancestors and expands the way to them', () => {
    const { roots, expanded } = filterCategoryTree(buildCategoryTree(all), 'name SNACK');
    expect(roots.map((n) => n.id)).toEqual(['food']);
    expect(roots[0]?.children.map((n) => n.id)).toEqual(['snack']);
    expect(expanded).toEqual(['food']);
  });

  it('matches codes too, and an empty query keeps everything', () => {
    const byCode = filterCategoryTree(buildCategoryTree(all), '00001.00001').roots;
    expect(byCode.map((n) => n.id)).toEqual(['food']);
    expect(byCode[0]?.children.map((n) => n.id)).toEqual(['snack']);
    expect(filterCategoryTree(buildCategoryTree(all), '  ').roots).toHaveLength(2);
  });
});

describe('sortChangesForMove', () => {
  it('swaps the sort values of two neighbours that differ', () => {
    expect(sortChangesForMove(all, snack, 'up')).toEqual([
      { category: snack, sort: 1 },
      { category: fruit, sort: 5 },
    ]);
  });

  it('renumbers tied siblings in the new order, sending only the changed ones', () => {
    expect(sortChangesForMove(all, drink, 'up')).toEqual([{ category: food, sort: 10 }]);
  });

  it('does nothing at either end', () => {
    expect(sortChangesForMove(all, food, 'up')).toEqual([]);
    expect(sortChangesForMove(all, snack, 'down')).toEqual([]);
    expect(positionAmongSiblings(all, fruit)).toEqual({ first: true, last: false });
    expect(positionAmongSiblings(all, snack)).toEqual({ first: false, last: true });
  });
});
