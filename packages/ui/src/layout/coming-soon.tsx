import { EmptyState, Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ClockGlyph } from './icons.tsx';

export interface ComingSoonProps {
  /** The screen's name (already translated), shown as the page heading. */
  title?: string;
}

/**
 * The page of a menu entry whose screen is not built yet, titled with the entry's name, so no menu entry is a dead
 * link. Replace it with the real screen when it arrives.
 */
export function ComingSoon({ title }: ComingSoonProps) {
  const { t } = useTranslation('common');
  return (
    <Stack gap="6">
      {title && (
        <Heading as="h1" size="lg">
          {title}
        </Heading>
      )}
      <EmptyState.Root borderWidth="1px" borderRadius="l3" bg="surface.panel">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <ClockGlyph />
          </EmptyState.Indicator>
          <Stack textAlign="center" gap="2">
            <EmptyState.Title as="h2">{t('comingSoon.title')}</EmptyState.Title>
            <EmptyState.Description>{t('comingSoon.description')}</EmptyState.Description>
          </Stack>
        </EmptyState.Content>
      </EmptyState.Root>
    </Stack>
  );
}
