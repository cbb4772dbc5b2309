import { Button, DataList, Flex, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { Category } from '@inventory/contracts';
import { useTranslation } from 'react-i18next';
import { ColorSwatch } from './color-swatch.tsx';

export interface CategoryDetailsProps {
  category: Category | null;
  parent: Category | null;
  childCount: number;
  /** Where it stands among its siblings: the first cannot move up, the last not down. */
  first: boolean;
  last: boolean;
  /** Each action is absent without its permission (create, update, delete). */
  onCreateChild?: () => void;
  onEdit?: () => void;
  onMove?: (direction: 'up' | 'down') => void;
  onDelete?: () => void;
  /** A reorder is being saved: the move buttons ignore clicks (they stay focusable, so focus is not lost). */
  moving?: boolean;
}

/** The selected category's values and the actions on it (the same ones the tree's keys reach). */
export function CategoryDetails(props: CategoryDetailsProps) {
  const { category, parent, childCount, first, last, onCreateChild, onEdit, onMove, onDelete, moving } =
    props;
  const { t } = useTranslation('category');
  return (
    <Stack
      as="section"
      aria-label={t('details.label')}
      gap="4"
      p="4"
      borderWidth="1px"
      borderRadius="l2"
      bg="surface.panel"
    >
      {!category ? (
        <Text color="fg.muted">{t('details.none')}</Text>
      ) : (
        <>
          <HStack gap="2">
            <ColorSwatch color={category.color} />
            <Heading as="h2" size="md" truncate title={category.name}>
              {category.name}
            </Heading>
          </HStack>
          <DataList.Root orientation="horizontal" size="sm">
            <DataList.Item>
              <DataList.ItemLabel>{t('fields.code')}</DataList.ItemLabel>
              <DataList.ItemValue fontFamily="mono">{category.code}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('fields.sort')}</DataList.ItemLabel>
              <DataList.ItemValue>{category.sort}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('fields.color')}</DataList.ItemLabel>
              <DataList.ItemValue>{category.color || t('fields.noColor')}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('fields.parent')}</DataList.ItemLabel>
              <DataList.ItemValue>{parent ? parent.name : t('fields.noParent')}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('details.children')}</DataList.ItemLabel>
              <DataList.ItemValue>{childCount}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
          <Flex gap="2" wrap="wrap">
            {onCreateChild && (
              <Button size="sm" variant="outline" colorPalette="brand" onClick={onCreateChild}>
                {t('actions.createChild')}
              </Button>
            )}
            {onEdit && (
              <Button size="sm" variant="outline" colorPalette="brand" onClick={onEdit}>
                {t('actions.edit')}
              </Button>
            )}
            {onMove && (
              <>
                <Button
                  size="sm"
                  variant="outline"
                  aria-disabled={first || undefined}
                  onClick={() => !first && !moving && onMove('up')}
                >
                  {t('actions.moveUp')}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  aria-disabled={last || undefined}
                  onClick={() => !last && !moving && onMove('down')}
                >
                  {t('actions.moveDown')}
                </Button>
              </>
            )}
            {onDelete && (
              <Button size="sm" variant="outline" colorPalette="red" onClick={onDelete}>
                {t('actions.delete')}
              </Button>
            )}
          </Flex>
        </>
      )}
    </Stack>
  );
}
