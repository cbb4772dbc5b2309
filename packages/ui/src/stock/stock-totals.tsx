import { HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../kit/format-number.ts';
import type { StockTotals } from './stock-values.ts';

export interface StockTotalsBarProps {
  totals: StockTotals | undefined;
  /** The view has more SKUs than were summed: the totals name how many they cover. */
  partial?: boolean;
}

/** Count and cost value of the whole filtered view (every page), as a labelled group read as one. */
export function StockTotalsBar({ totals, partial }: StockTotalsBarProps) {
  const { t, i18n } = useTranslation('stock');
  if (!totals) return null;
  const item = (label: string, value: string) => (
    <Stack gap="0">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
        {value}
      </Text>
    </Stack>
  );
  return (
    <HStack
      role="group"
      aria-label={partial ? t('totals.partial', { count: totals.rows }) : t('totals.label')}
      gap="8"
      wrap="wrap"
      paddingX="4"
      paddingY="2"
      borderWidth="1px"
      borderRadius="l2"
      bg="surface.panel"
    >
      {item(t('totals.rows'), formatNumber(totals.rows, 'integer', i18n.language))}
      {item(t('totals.count'), formatNumber(totals.count.toString(), 'count', i18n.language))}
      {item(t('totals.value'), formatNumber(totals.value.toString(), 'money', i18n.language))}
      {partial && (
        <Text fontSize="sm" color="fg.muted">
          {t('totals.partial', { count: totals.rows })}
        </Text>
      )}
    </HStack>
  );
}
