import { Button, EmptyState, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CompassGlyph } from './icons.tsx';

export interface NotFoundScreenProps {
  /** Leaves for the home page (the caller knows where that is). */
  onGoHome: () => void;
}

/**
 * The page for an address the app does not know, shown inside the layout so the menu still offers every way on,
 * with a button back to the home page.
 */
export function NotFoundScreen({ onGoHome }: NotFoundScreenProps) {
  const { t } = useTranslation('errors');
  return (
    <EmptyState.Root borderWidth="1px" borderRadius="l3" bg="surface.panel">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <CompassGlyph />
        </EmptyState.Indicator>
        <Stack textAlign="center" gap="2">
          <EmptyState.Title as="h1">{t('pageNotFound.title')}</EmptyState.Title>
          <EmptyState.Description>{t('pageNotFound.message')}</EmptyState.Description>
        </Stack>
        <Button colorPalette="brand" onClick={onGoHome}>
          {t('pageNotFound.home')}
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
