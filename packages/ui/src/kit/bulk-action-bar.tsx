import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TableAction } from './data-table-types.ts';

export interface BulkActionBarProps<T> {
  selected: readonly T[];
  actions: readonly TableAction<readonly T[]>[];
  onClear: () => void;
}

/** What can be done to the selected rows at once; appears only while something is selected. */
export function BulkActionBar<T>({ selected, actions, onClear }: BulkActionBarProps<T>) {
  const { t } = useTranslation('kit');
  if (selected.length === 0) return null;
  return (
    <HStack
      role="toolbar"
      aria-label={t('table.bulkActions')}
      gap="2"
      paddingInline="3"
      paddingBlock="2"
      borderWidth="1px"
      borderRadius="l2"
      bg="brand.subtle"
      wrap="wrap"
    >
      <Text fontSize="sm" fontWeight="medium" role="status">
        {t('table.selected', { count: selected.length })}
      </Text>
      {actions
        .filter((action) => action.permitted)
        .map((action) => (
          <Button
            key={action.id}
            size="xs"
            variant="outline"
            colorPalette={action.tone === 'danger' ? 'red' : 'brand'}
            onClick={() => action.onAction(selected)}
          >
            {action.label}
          </Button>
        ))}
      <Button size="xs" variant="ghost" marginInlineStart="auto" onClick={onClear}>
        {t('table.clearSelection')}
      </Button>
    </HStack>
  );
}
