import { Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export interface GlobalLoadingIndicatorProps {
  /** Requests in flight (product-spec §4: on with each request, off on its answer); hidden at 0. */
  count: number;
}

/** A thin indeterminate bar across the top of the window while anything loads. */
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
