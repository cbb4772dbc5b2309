import type { Category } from '@inventory/contracts';
import { describe, expect, it } from 'vitest';
import { buildCategoryTree } from './category-tree.ts';
import { treeKeyAction, visibleRows } from './category-tree-nav.ts';

const make = (id: string, name: string, code: string, parentId: string | null = null): Category => ({
  id,
  name,
  code,
  sort: 0,
  parentId,
});

const roots = buildCategoryTree([
  make('food', 'Food', '00001'),
  make('snack', 'Snacks', '00001.00001', 'food'),
  make('fruit', 'Fruit', '00001.00002', 'food'),
  make('drink', 'Drinks', '00002'),
]);
const open = visibleRows(roots, () => true);
const closed = visibleRows(roots, () => false);

describe('visibleRows', () => {
  it('lists children only under expanded branches, with level, position and set size', () => {
    expect(open.map((r) => [r.node.id, r.depth, r.position, r.setSize])).toEqual([
      ['food', 1, 1, 2],
      ['snack', 2, 1, 2],
      ['fruit', 2, 2, 2],
      ['drink', 1, 2, 2],
    ]);
    expect(closed.map((r) => r.node.id)).toEqual(['food', 'drink']);
  });
});

describe('treeKeyAction', () => {
  it('moves through visible rows with the arrows, Home and End', () => {
    expect(treeKeyAction(open, 'food', { key: 'ArrowDown' })).toEqual({ kind: 'focus', id: 'snack' });
    expect(treeKeyAction(closed, 'food', { key: 'ArrowDown' })).toEqual({ kind: 'focus', id: 'drink' });
    expect(treeKeyAction(open, 'snack', { key: 'ArrowUp' })).toEqual({ kind: 'focus', id: 'food' });
    expect(treeKeyAction(open, 'fruit', { key: 'Home' })).toEqual({ kind: 'focus', id: 'food' });
    expect(treeKeyAction(open, 'food', { key: 'End' })).toEqual({ kind: 'focus', id: 'drink' });
    expect(treeKeyAction(open, 'drink', { key: 'ArrowDown' })).toEqual({ kind: 'none' });
  });

  it('opens and closes branches with → and ←, and walks between parent and child', () => {
    expect(treeKeyAction(closed, 'food', { key: 'ArrowRight' })).toEqual({ kind: 'expand', id: 'food' });
    expect(treeKeyAction(open, 'food', { key: 'ArrowRight' })).toEqual({ kind: 'focus', id: 'snack' });
    expect(treeKeyAction(open, 'food', { key: 'ArrowLeft' })).toEqual({ kind: 'collapse', id: 'food' });
    expect(treeKeyAction(open, 'fruit', { key: 'ArrowLeft' })).toEqual({ kind: 'focus', id: 'food' });
    expect(treeKeyAction(open, 'drink', { key: 'ArrowRight' })).toEqual({ kind: 'none' });
  });

  it('maps the screen shortcuts to actions on the focused row', () => {
    expect(treeKeyAction(open, 'snack', { key: 'F2' })).toEqual({ kind: 'edit', id: 'snack' });
    expect(treeKeyAction(open, 'snack', { key: 'Enter' })).toEqual({ kind: 'edit', id: 'snack' });
    expect(treeKeyAction(open, 'snack', { key: 'Insert' })).toEqual({ kind: 'createChild', id: 'snack' });
    expect(treeKeyAction(open, 'snack', { key: 'Delete' })).toEqual({ kind: 'delete', id: 'snack' });
    expect(treeKeyAction(open, 'fruit', { key: 'ArrowUp', altKey: true })).toEqual({
      kind: 'moveUp',
      id: 'fruit',
    });
    expect(treeKeyAction(open, 'snack', { key: 'ArrowDown', altKey: true })).toEqual({
      kind: 'moveDown',
      id: 'snack',
    });
  });

  it('jumps to the next visible row whose name starts with a typed letter', () => {
    expect(treeKeyAction(open, 'food', { key: 'd' })).toEqual({ kind: 'focus', id: 'drink' });
    expect(treeKeyAction(open, 'food', { key: 'F' })).toEqual({ kind: 'focus', id: 'fruit' });
    expect(treeKeyAction(open, 'food', { key: 'z' })).toEqual({ kind: 'none' });
  });
});
