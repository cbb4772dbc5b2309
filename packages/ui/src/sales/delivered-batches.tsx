import { List, Stack, Text } from '@chakra-ui/react';
import { type SellInvoice, StockType } from '@inventory/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../kit/format-number.ts';

/** After submit: the batches the sale actually took, per SKU, from which warehouse and how many. */
export function DeliveredBatches({ invoice }: { invoice: SellInvoice }) {
  const { t, i18n } = useTranslation('sales');
  const outs = invoice.stockItems.filter((entry) => entry.stockType === StockType.Out);
  return (
    <Stack gap="2" as="section" aria-label={t('delivered.title')}>
      <Text fontWeight="semibold">{t('delivered.title')}</Text>
      {outs.length === 0 ? (
        <Text color="fg.muted">{t('delivered.none')}</Text>
      ) : (
        <List.Root gap="1" paddingStart="4">
          {outs.map((entry) => (
            <List.Item key={entry.id}>
              {t('delivered.row', {
                sku: entry.skuName ?? entry.skuCode ?? '',
                batch: entry.batchNumber ?? '',
                count: formatNumber(String(Math.abs(entry.count)), 'count', i18n.language),
                warehouse: entry.warehouseName ?? '',
              })}
            </List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}
