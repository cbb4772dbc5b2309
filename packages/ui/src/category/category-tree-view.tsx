import { Box, Badge, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { type KeyboardEvent, useRef } from 'react';
import type { CategoryNode } from './category-tree.ts';
import { type TreeKeyAction, type VisibleRow, treeKeyAction, visibleRows } from './category-tree-nav.ts';
import { ColorSwatch } from './color-swatch.tsx';

export type CategoryTreeCommand = Exclude<TreeKeyAction['kind'], 'focus' | 'expand' | 'collapse' | 'none'>;

export interface CategoryTreeViewProps {
  label: string;
  roots: readonly CategoryNode[];
  isExpanded: (id: string) => boolean;
  onExpandedChange: (id: string, expanded: boolean) => void;
  /** The selected category; selection follows focus, so the keyboard's commands act on it. */
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** Edit, add a child, delete, reorder: the screen decides whether the user may. */
  onCommand: (command: CategoryTreeCommand, id: string) => void;
  sortLabel: string;
}

function Chevron({ expanded }: { expanded: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden focusable="false">
      <path
        d={expanded ? 'M6 9l6 6 6-6' : 'M9 6l6 6-6 6'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * The category tree as a WAI-ARIA tree: one tab stop (the selected row), arrows move and open, Home/End, type-ahead;
 * Enter/F2, Insert, Delete and Alt+↑/↓ are reported as commands. Each row shows colour, name, code and sort order.
 */
export function CategoryTreeView(props: CategoryTreeViewProps) {
  const { label, roots, isExpanded, onExpandedChange, selectedId, onSelect, onCommand, sortLabel } = props;
  const treeRef = useRef<HTMLDivElement>(null);
  const rows = visibleRows(roots, isExpanded);
  const tabStop = rows.some((row) => row.node.id === selectedId) ? selectedId : (rows[0]?.node.id ?? null);
  const rowElement = (id: string) =>
    treeRef.current?.querySelector<HTMLElement>(`[data-id="${CSS.escape(id)}"]`);

  const act = (action: TreeKeyAction) => {
    switch (action.kind) {
      case 'none':
        return;
      case 'focus':
        onSelect(action.id);
        rowElement(action.id)?.focus();
        return;
      case 'expand':
      case 'collapse':
        onExpandedChange(action.id, action.kind === 'expand');
        return;
      default:
        onCommand(action.kind, action.id);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const id = (event.target as HTMLElement).closest<HTMLElement>('[role=treeitem]')?.dataset['id'];
    if (!id) return;
    const action = treeKeyAction(rows, id, event);
    if (action.kind === 'none') return;
    event.preventDefault();
    event.stopPropagation();
    act(action);
  };

  // Rows are siblings, their nesting given by aria-level/setsize/posinset (allowed by WAI-ARIA): a nested group
  // would put a branch's whole subtree into its text, which then no longer matches its name.
  const renderRow = (row: VisibleRow) => {
    const { node } = row;
    const category = node.category;
    const hasChildren = node.children.length > 0;
    const selected = node.id === selectedId;
    return (
      <Box
        as="li"
        key={node.id}
        role="treeitem"
        data-id={node.id}
        aria-level={row.depth}
        aria-posinset={row.position}
        aria-setsize={row.setSize}
        aria-expanded={hasChildren ? row.expanded : undefined}
        aria-selected={selected}
        tabIndex={node.id === tabStop ? 0 : -1}
        listStyleType="none"
        outline="none"
        css={{
          '&:focus-visible > [data-row]': { outline: '2px solid', outlineColor: 'colorPalette.focusRing' },
        }}
        colorPalette="brand"
        onClick={(event) => {
          event.stopPropagation();
          onSelect(node.id);
          rowElement(node.id)?.focus();
        }}
      >
        <HStack
          data-row
          gap="2"
          py="1.5"
          pe="2"
          ps={`calc(${row.depth - 1} * 1.25rem + 0.25rem)`}
          borderRadius="l1"
          cursor="pointer"
          bg={selected ? 'colorPalette.subtle' : undefined}
          _hover={{ bg: selected ? 'colorPalette.subtle' : 'bg.muted' }}
        >
          <Box
            w="4"
            flexShrink={0}
            color="fg.muted"
            onClick={() => {
              // The row's own click (after this one) selects it, so a closed branch never hides the selection.
              if (hasChildren) onExpandedChange(node.id, !row.expanded);
            }}
          >
            {hasChildren && <Chevron expanded={row.expanded} />}
          </Box>
          <ColorSwatch color={category.color} />
          <Text fontWeight="medium" truncate minW="0" title={category.name}>
            {category.name}
          </Text>
          <Text fontFamily="mono" fontSize="xs" color="fg.muted" flexShrink={0}>
            {category.code}
          </Text>
          <Badge ms="auto" size="sm" variant="subtle" flexShrink={0}>
            <VisuallyHidden>{sortLabel} </VisuallyHidden>
            {category.sort}
          </Badge>
        </HStack>
      </Box>
    );
  };

  return (
    <Box as="ul" ref={treeRef} role="tree" aria-label={label} p="1" m="0" onKeyDown={onKeyDown}>
      {rows.map(renderRow)}
    </Box>
  );
}
