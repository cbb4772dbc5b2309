import { Box, EmptyState, Skeleton, Stack, Text, VStack } from '@chakra-ui/react';
import type { Category } from '@inventory/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BoxesGlyph } from '../layout/icons.tsx';
import { LoadErrorAlert } from '../table/table-states.tsx';
import { type CategoryTreeCommand, CategoryTreeView } from './category-tree-view.tsx';
import { buildCategoryTree, filterCategoryTree } from './category-tree.ts';

/** Key caps read the same in every language (they are what is printed on the keyboard). */
const keyCaps = { edit: 'F2', insert: 'Insert', modifier: 'Alt', remove: 'Delete' };

export interface CategoryTreePanelProps {
  categories: readonly Category[] | undefined;
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  search: string;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onCommand: (command: CategoryTreeCommand, id: string) => void;
}

/**
 * The tree with its states: placeholders while the first answer loads, the failure with a retry, "no categories
 * yet", "nothing matches". Branches start open (a category tree is small); while searching, every branch that
 * leads to a match is open.
 */
export function CategoryTreePanel(props: CategoryTreePanelProps) {
  const { categories, loading, error, onRetry, search, selectedId, onSelect, onCommand } = props;
  const { t } = useTranslation(['category', 'common']);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const filtered = filterCategoryTree(buildCategoryTree(categories ?? []), search);
  const searching = search.trim() !== '';
  // The selected category is always in sight: a child just created under a closed branch opens the way to it.
  const opened = new Set<string>();
  const parentOf = new Map((categories ?? []).map((category) => [category.id, category.parentId ?? null]));
  for (let id = selectedId && parentOf.get(selectedId); id && !opened.has(id); id = parentOf.get(id))
    opened.add(id);
  const showError = error !== undefined && error !== null;

  let body;
  if (!categories) {
    body = loading ? (
      <Stack gap="2" p="3" aria-hidden>
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} height="5" ms={`${(row % 2) * 1.25}rem`} />
        ))}
      </Stack>
    ) : null;
  } else if (categories.length === 0 || filtered.roots.length === 0) {
    body = (
      <EmptyState.Root size="sm">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <BoxesGlyph />
          </EmptyState.Indicator>
          <VStack textAlign="center">
            <EmptyState.Title as="p">{t('common:table.empty')}</EmptyState.Title>
            <EmptyState.Description>
              {categories.length === 0
                ? t('category:empty')
                : t('category:search.noMatch', { query: search.trim() })}
            </EmptyState.Description>
          </VStack>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  } else {
    body = (
      <CategoryTreeView
        label={t('category:treeLabel')}
        roots={filtered.roots}
        isExpanded={(id) => searching || opened.has(id) || !collapsed.has(id)}
        onExpandedChange={(id, expanded) =>
          setCollapsed((previous) => {
            const next = new Set(previous);
            if (expanded) next.delete(id);
            else next.add(id);
            return next;
          })
        }
        selectedId={selectedId}
        onSelect={onSelect}
        onCommand={onCommand}
        sortLabel={t('category:fields.sort')}
      />
    );
  }

  return (
    <Stack gap="2">
      {showError && <LoadErrorAlert error={error} onRetry={onRetry} />}
      <Box
        borderWidth="1px"
        borderRadius="l2"
        bg="surface.panel"
        minH="24"
        aria-busy={loading ? true : undefined}
        data-testid="category-tree-panel"
      >
        {body}
      </Box>
      <Text fontSize="xs" color="fg.muted">
        {t('category:keyboard.hint', keyCaps)}
      </Text>
    </Stack>
  );
}
