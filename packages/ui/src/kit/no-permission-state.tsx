import { EmptyState, VStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { glyph } from '../layout/icons.tsx';

const LockGlyph = glyph('M5 11h14v10H5zM8 11V7a4 4 0 018 0v4');

/** In place of a list the user may not read: says so, instead of a failing request or an empty table. */
export function NoPermissionState() {
  const { t } = useTranslation('kit');
  return (
    <EmptyState.Root size="sm" borderWidth="1px" borderRadius="l2" bg="surface.panel">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LockGlyph />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title as="p">{t('table.noPermission')}</EmptyState.Title>
          <EmptyState.Description>{t('table.noPermissionHint')}</EmptyState.Description>
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
