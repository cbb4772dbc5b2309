import type { CategoryNode } from './category-tree.ts';

/** A tree row as it is shown: its place in the visible order, for the keyboard and for aria-level/setsize/posinset. */
export interface VisibleRow {
  node: CategoryNode;
  depth: number;
  parentId: string | null;
  position: number;
  setSize: number;
  expanded: boolean;
}

/** The rows a person sees, top to bottom: children only under expanded branches. */
export function visibleRows(
  roots: readonly CategoryNode[],
  isExpanded: (id: string) => boolean,
): VisibleRow[] {
  const rows: VisibleRow[] = [];
  const walk = (list: readonly CategoryNode[], depth: number, parentId: string | null) => {
    list.forEach((node, index) => {
      const expanded = node.children.length > 0 && isExpanded(node.id);
      rows.push({ node, depth, parentId, position: index + 1, setSize: list.length, expanded });
      if (expanded) walk(node.children, depth + 1, node.id);
    });
  };
  walk(roots, 1, null);
  return rows;
}

/** What a key does in the tree (WAI-ARIA tree view pattern, plus this screen's shortcuts). */
export type TreeKeyAction =
  | { kind: 'focus'; id: string }
  | { kind: 'expand' | 'collapse'; id: string }
  | { kind: 'edit' | 'createChild' | 'delete' | 'moveUp' | 'moveDown'; id: string }
  | { kind: 'none' };

export interface TreeKey {
  key: string;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

/** Type-ahead: the next visible row after the current one whose name starts with the typed character. */
function typeAhead(rows: readonly VisibleRow[], index: number, char: string): TreeKeyAction {
  const lower = char.toLocaleLowerCase();
  for (let step = 1; step <= rows.length; step++) {
    const row = rows[(index + step) % rows.length]!;
    if (row.node.category.name.toLocaleLowerCase().startsWith(lower))
      return { kind: 'focus', id: row.node.id };
  }
  return { kind: 'none' };
}

/**
 * The action of a key on the focused row: ↑/↓ move, → opens or goes to the first child, ← closes or goes to the
 * parent, Home/End, a letter jumps by name; Enter/F2 edit, Insert adds a child, Delete deletes, Alt+↑/↓ reorder.
 */
export function treeKeyAction(rows: readonly VisibleRow[], focusedId: string, event: TreeKey): TreeKeyAction {
  const index = rows.findIndex((row) => row.node.id === focusedId);
  const row = rows[index];
  if (!row) return { kind: 'none' };
  const id = row.node.id;
  const at = (i: number): TreeKeyAction => {
    const target = rows[i];
    return target ? { kind: 'focus', id: target.node.id } : { kind: 'none' };
  };
  if (event.ctrlKey || event.metaKey) return { kind: 'none' };
  if (event.altKey) {
    if (event.key === 'ArrowUp') return { kind: 'moveUp', id };
    if (event.key === 'ArrowDown') return { kind: 'moveDown', id };
    return { kind: 'none' };
  }
  switch (event.key) {
    case 'ArrowDown':
      return at(index + 1);
    case 'ArrowUp':
      return at(index - 1);
    case 'Home':
      return at(0);
    case 'End':
      return at(rows.length - 1);
    case 'ArrowRight':
      if (row.node.children.length === 0) return { kind: 'none' };
      return row.expanded ? at(index + 1) : { kind: 'expand', id };
    case 'ArrowLeft':
      if (row.expanded) return { kind: 'collapse', id };
      return row.parentId ? { kind: 'focus', id: row.parentId } : { kind: 'none' };
    case 'Enter':
    case 'F2':
      return { kind: 'edit', id };
    case 'Insert':
      return { kind: 'createChild', id };
    case 'Delete':
      return { kind: 'delete', id };
    default:
      return event.key.length === 1 && event.key.trim()
        ? typeAhead(rows, index, event.key)
        : { kind: 'none' };
  }
}
