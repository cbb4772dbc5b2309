import { Button, EmptyState, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { glyph } from './icons.tsx';

const LockGlyph = glyph('M5 11h14v10H5zM8 11V7a4 4 0 018 0v4');

export interface NoAccessScreenProps {
  /** Leaves for the user's home page (the caller knows which screen that is for this user). */
  onGoHome: () => void;
}

/**
 * The page for an address the signed-in user may not open (a missing permission or a disabled feature), shown
 * inside the layout in place of the screen, so a typed or bookmarked address explains itself instead of failing.
 */
export function NoAccessScreen({ onGoHome }: NoAccessScreenProps) {
  const { t } = useTranslation('errors');
  return (
    <EmptyState.Root borderWidth="1px" borderRadius="l3" bg="surface.panel">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LockGlyph />
        </EmptyState.Indicator>
        <Stack textAlign="center" gap="2">
          <EmptyState.Title as="h1">{t('noAccess.title')}</EmptyState.Title>
          <EmptyState.Description>{t('noAccess.message')}</EmptyState.Description>
        </Stack>
        <Button colorPalette="brand" onClick={onGoHome}>
          {t('noAccess.home')}
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
