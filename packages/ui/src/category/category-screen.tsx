import { Box, Button, Flex, Input, Stack } from '@chakra-ui/react';
import type { Category } from '@inventory/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../feedback/confirm-dialog.tsx';
import { ErrorDialog } from '../feedback/error-dialog.tsx';
import { FormField } from '../forms/form-field.tsx';
import { NoPermissionState } from '../kit/no-permission-state.tsx';
import { CategoryDetails } from './category-details.tsx';
import { CategoryForm, type CategoryFormValues } from './category-form.tsx';
import { CategoryTreePanel } from './category-tree-panel.tsx';
import { positionAmongSiblings } from './category-tree.ts';
import { useCategoryActions } from './use-category-actions.ts';
import { ScreenHeader } from '../kit/screen-header.tsx';

export interface CategoryScreenProps {
  /** Every category of the tenant (`GET /api/app/category`, flat); undefined until it answers. */
  categories: readonly Category[] | undefined;
  loading?: boolean;
  /** The list request failed (shown above the tree with a retry). */
  error?: unknown;
  onRetry?: () => void;
  /** The user may not read categories: the tree is replaced by the "no access" state. */
  forbidden?: boolean;
  /** The search text (the app keeps it in the address); uncontrolled when absent. */
  search?: string;
  onSearchChange?: (search: string) => void;
  /** Absent = no create (Inventory.Categories.Create). */
  onCreate?: (values: CategoryFormValues) => Promise<unknown>;
  /** Absent = no edit and no reorder (Inventory.Categories.Update). */
  onUpdate?: (category: Category, values: CategoryFormValues) => Promise<unknown>;
  /** Absent = no delete (Inventory.Categories.Delete). A refusal (still in use) is shown in the server's words. */
  onDelete?: (category: Category) => Promise<unknown>;
}

/**
 * Custom items (/sys/classify): the category tree with codes, sort order and colour, the selected category's
 * details, and create (root or child), edit, reorder and delete. It takes the flat list and reports each change.
 */
export function CategoryScreen(props: CategoryScreenProps) {
  const { categories, loading, error, onRetry, forbidden, onCreate, onUpdate, onDelete } = props;
  const { t } = useTranslation(['category', 'common']);
  const [ownSearch, setOwnSearch] = useState('');
  const search = props.search ?? ownSearch;
  const setSearch = props.onSearchChange ?? setOwnSearch;
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const all = categories ?? [];
  const byId = new Map(all.map((category) => [category.id, category]));
  const selected = (selectedId && byId.get(selectedId)) || null;
  const parentOf = (category: Category | null) => (category?.parentId && byId.get(category.parentId)) || null;
  const actions = useCategoryActions({
    categories: all,
    onCreate,
    onUpdate,
    onDelete,
    onSelected: setSelectedId,
  });
  const position = selected ? positionAmongSiblings(all, selected) : { first: true, last: true };

  return (
    <Stack gap="5">
      <ScreenHeader
        title={t('category:title')}
        description={t('category:description')}
        action={
          <>
            {onCreate && !forbidden && (
              <Button colorPalette="brand" onClick={() => actions.openCreate(null)}>
                {t('category:actions.createRoot')}
              </Button>
            )}
          </>
        }
      />
      {forbidden ? (
        <NoPermissionState />
      ) : (
        // Wraps by its own width (not the window's): beside the menu at 720 px the details go under the tree.
        <Flex wrap="wrap" gap="4" align="flex-start">
          <Stack gap="3" minW="0" flex="3 1 24rem">
            <Box maxW={{ base: 'full', md: 'sm' }}>
              <FormField label={t('category:search.label')}>
                <Input
                  type="search"
                  value={search}
                  placeholder={t('category:search.placeholder')}
                  onChange={(event) => setSearch(event.currentTarget.value)}
                />
              </FormField>
            </Box>
            <CategoryTreePanel
              categories={categories}
              loading={loading}
              error={error}
              onRetry={onRetry}
              search={search}
              selectedId={selectedId}
              onSelect={setSelectedId}
              onCommand={actions.command}
            />
          </Stack>
          <Box flex="2 1 16rem" minW="0">
            <CategoryDetails
              category={selected}
              parent={parentOf(selected)}
              childCount={selected ? all.filter((c) => c.parentId === selected.id).length : 0}
              first={position.first}
              last={position.last}
              moving={actions.moving}
              onCreateChild={onCreate && selected ? () => actions.openCreate(selected) : undefined}
              onEdit={onUpdate && selected ? () => actions.openEdit(selected) : undefined}
              onMove={
                onUpdate && selected ? (direction) => void actions.move(selected, direction) : undefined
              }
              onDelete={onDelete && selected ? () => actions.askDelete(selected) : undefined}
            />
          </Box>
        </Flex>
      )}
      <CategoryForm target={actions.formTarget} onSubmit={actions.save} onClose={actions.closeForm} />
      <ConfirmDialog
        open={actions.toDelete !== null}
        destructive
        loading={actions.deleting}
        title={t('common:confirm.deleteTitle', { name: actions.toDelete?.name ?? '' })}
        message={t('common:confirm.deleteMessage', { name: actions.toDelete?.name ?? '' })}
        onConfirm={() => void actions.confirmDelete()}
        onCancel={actions.cancelDelete}
      />
      <ErrorDialog error={actions.actionError} onClose={actions.clearError} />
    </Stack>
  );
}
