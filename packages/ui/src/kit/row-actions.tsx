import { Button, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TableAction } from './data-table-types.ts';

export interface RowActionsProps<T> {
  row: T;
  name: string;
  actions: readonly TableAction<T>[];
}

/** The permitted actions of one row, grouped under the row's name for screen readers. */
export function RowActions<T>({ row, name, actions }: RowActionsProps<T>) {
  const { t } = useTranslation('common');
  return (
    <HStack role="group" aria-label={t('table.rowActions', { name })} justify="flex-end" gap="1">
      {actions
        .filter((action) => action.available?.(row) ?? true)
        .map((action) => (
          <Button
            key={action.id}
            size="xs"
            variant="ghost"
            colorPalette={action.tone === 'danger' ? 'red' : 'brand'}
            onClick={() => action.onAction(row)}
          >
            {action.label}
          </Button>
        ))}
    </HStack>
  );
}
