import { Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export interface GlobalLoadingIndicatorProps {
  /** Requests in flight: up by one with each request, down with its answer; hidden at 0. */
  count: number;
}

/**
 * A thin moving bar across the top of the window while any request runs, so a person knows the app is working.
 * AppLayout shows it; screens show their own loading state (a busy table) besides.
 */
export function GlobalLoadingIndicator({ count }: GlobalLoadingIndicatorProps) {
  const { t } = useTranslation('layout');
  if (count <= 0) return null;
  return (
    <Box
      role="progressbar"
      aria-label={t('loading')}
      aria-busy="true"
      position="fixed"
      top="0"
      insetInline="0"
      height="3px"
      overflow="hidden"
      bg="brand.muted"
      zIndex="toast"
    >
      <Box height="full" width="40%" bg="brand.solid" animation="loading-slide 1.2s ease-in-out infinite" />
    </Box>
  );
}
