import { List, Stack, Text } from '@chakra-ui/react';
import type { StockEntryLine } from '@inventory/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../kit/format-number.ts';
import type { DocumentNamespace } from './lifecycle-steps.tsx';

/**
 * What a submitted document has moved in stock, from its linked warehouse invoices: per SKU the batch actually
 * received or taken, how many, and into or from which warehouse.
 */
export function StockMovements({
  ns,
  entries,
}: {
  ns: DocumentNamespace;
  entries: readonly StockEntryLine[];
}) {
  const { t: typed, i18n } = useTranslation(ns);
  const t = typed as unknown as (key: string, options?: Record<string, unknown>) => string;
  return (
    <Stack gap="2" as="section" aria-label={t(`${ns}:movements.title`)}>
      <Text fontWeight="semibold">{t(`${ns}:movements.title`)}</Text>
      {entries.length === 0 ? (
        <Text color="fg.muted">{t(`${ns}:movements.none`)}</Text>
      ) : (
        <List.Root gap="1" paddingStart="4">
          {entries.map((entry) => (
            <List.Item key={entry.id}>
              {t(`${ns}:movements.row`, {
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
