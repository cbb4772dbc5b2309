import { Alert, List } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../kit/format-number.ts';
import type { Shortage } from './stock-checks.ts';

export interface ShortageListProps {
  shortages: readonly Shortage[];
  /** The warehouse checked; null = every warehouse. */
  warehouse: string | null;
}

/** Every SKU a sale wants more of than the stock holds, named at once with wanted and available (never one by one). */
export function ShortageList({ shortages, warehouse }: ShortageListProps) {
  const { t, i18n } = useTranslation('sales');
  if (shortages.length === 0) return null;
  const quantity = (value: { toString: () => string }) =>
    formatNumber(value.toString(), 'count', i18n.language);
  return (
    <Alert.Root status="error" role="region" aria-live="polite" aria-label={t('shortages.title')}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('shortages.title')}</Alert.Title>
        <Alert.Description>
          <List.Root gap="1" paddingStart="4" marginBlock="1">
            {shortages.map((shortage) => (
              <List.Item key={shortage.skuId}>
                {t('shortages.line', {
                  sku: shortage.sku,
                  where: warehouse ? t('shortages.inWarehouse', { warehouse }) : '',
                  wanted: quantity(shortage.wanted),
                  available: quantity(shortage.available),
                })}
              </List.Item>
            ))}
          </List.Root>
          {t('shortages.hint')}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
