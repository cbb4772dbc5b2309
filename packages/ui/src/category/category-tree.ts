import type { Category } from '@inventory/contracts';

/** A category with its children, siblings in the order the screen shows them. */
export interface CategoryNode {
  id: string;
  category: Category;
  children: CategoryNode[];
}

/** Sibling order: `sort` first, then the generated code (creation order), so equal sorts stay stable. */
export function compareSiblings(a: Category, b: Category): number {
  return a.sort - b.sort || a.code.localeCompare(b.code) || a.name.localeCompare(b.name);
}

/**
 * Builds the tree from the flat list (the server answers a flat page, the client nests it by parentId). A node
 * whose parent is not in the list becomes a root, so nothing the server answered is hidden.
 */
export function buildCategoryTree(categories: readonly Category[]): CategoryNode[] {
  const nodes = new Map(
    categories.map((category) => [category.id, { id: category.id, category, children: [] }]),
  );
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.category.parentId ? nodes.get(node.category.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  const order = (list: CategoryNode[]) => {
    list.sort((a, b) => compareSiblings(a.category, b.category));
    for (const node of list) order(node.children);
  };
  order(roots);
  return roots;
}

function matches(category: Category, needle: string): boolean {
  return category.name.toLocaleLowerCase().includes(needle) || category.code.toLowerCase().includes(needle);
}

/**
 * The tree cut down to the categories whose name or code contains `query` (case-insensitive), each with its
 * ancestors, so a match is always shown where it lives; `expanded` lists every branch that leads to a match.
 */
export function filterCategoryTree(
  roots: readonly CategoryNode[],
  query: string,
): { roots: CategoryNode[]; expanded: string[] } {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return { roots: [...roots], expanded: [] };
  const expanded: string[] = [];
  const keep = (node: CategoryNode): CategoryNode | null => {
    const children = node.children.map(keep).filter((child): child is CategoryNode => child !== null);
    if (children.length > 0) expanded.push(node.id);
    if (children.length === 0 && !matches(node.category, needle)) return null;
    return { ...node, children };
  };
  return {
    roots: roots.map(keep).filter((node): node is CategoryNode => node !== null),
    expanded,
  };
}

/** The siblings of a category (the children of its parent, or the roots), in the shown order. */
export function siblingsOf(categories: readonly Category[], category: Category): Category[] {
  const parentId = category.parentId ?? null;
  return categories.filter((other) => (other.parentId ?? null) === parentId).sort(compareSiblings);
}

export type MoveDirection = 'up' | 'down';

/** A sort value to save: only the categories whose `sort` has to change are listed. */
export interface SortChange {
  category: Category;
  sort: number;
}

/**
 * The `sort` values that move a category one place among its siblings. Two neighbours with different sorts just
 * swap them; when sorts tie (new categories all start at 0) the siblings are renumbered 0, 10, 20… in the new
 * order, so the move is visible after the reload. Empty when the category is already first (up) or last (down).
 */
export function sortChangesForMove(
  categories: readonly Category[],
  category: Category,
  direction: MoveDirection,
): SortChange[] {
  const siblings = siblingsOf(categories, category);
  const from = siblings.findIndex((sibling) => sibling.id === category.id);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= siblings.length) return [];
  const neighbour = siblings[to]!;
  if (neighbour.sort !== category.sort) {
    return [
      { category, sort: neighbour.sort },
      { category: neighbour, sort: category.sort },
    ];
  }
  const reordered = [...siblings];
  reordered.splice(from, 1);
  reordered.splice(to, 0, category);
  return reordered
    .map((sibling, index) => ({ category: sibling, sort: index * 10 }))
    .filter((change) => change.sort !== change.category.sort);
}

/** Where a category stands among its siblings (for enabling "move up" / "move down"). */
export function positionAmongSiblings(
  categories: readonly Category[],
  category: Category,
): { first: boolean; last: boolean } {
  const siblings = siblingsOf(categories, category);
  const index = siblings.findIndex((sibling) => sibling.id === category.id);
  return { first: index <= 0, last: index === siblings.length - 1 };
}
