import { HStack, Text } from '@chakra-ui/react';
import type { StockSummary } from '@inventory/contracts';
import { useTranslation } from 'react-i18next';
import { NavLink } from '../layout/nav-link.tsx';
import { stockDetailPath } from './stock-paths.ts';

export interface StockMoreBatchesProps {
  row: Pick<StockSummary, 'skuId' | 'sku' | 'warehouseId' | 'warehouse' | 'items'>;
  onNavigate: (path: string) => void;
}

/**
 * Under a row's first batches when it holds more (ADR 062: the list asks for a few a row): a link to the SKU's stock
 * detail, which reads every batch, for the row's warehouse, or without a warehouse filter for each warehouse among
 * the batches shown.
 */
export function StockMoreBatches({ row, onNavigate }: StockMoreBatchesProps) {
  const { t } = useTranslation('stock');
  const warehouses = new Map<string, string>();
  if (row.warehouseId) warehouses.set(row.warehouseId, row.warehouse ?? '');
  else for (const batch of row.items) warehouses.set(batch.warehouseId, batch.warehouse ?? '');
  return (
    <HStack gap="3" wrap="wrap" paddingY="2" fontSize="sm">
      <Text color="fg.muted">{t('batches.more')}</Text>
      {[...warehouses].map(([id, name]) => (
        <NavLink
          key={id}
          to={stockDetailPath(id, row.skuId)}
          onNavigate={onNavigate}
          color="brand.fg"
          textDecoration="underline"
          aria-label={t('batches.moreIn', { name: row.sku, warehouse: name })}
        >
          {name}
        </NavLink>
      ))}
    </HStack>
  );
}
