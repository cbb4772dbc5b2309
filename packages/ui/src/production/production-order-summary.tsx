import { Box, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import type { ProductionOrder } from '@inventory/contracts';
import { useTranslation } from 'react-i18next';
import { LineProgress } from '../document/line-progress.tsx';
import { productionNs } from './production-list-screen.tsx';
import { producedOfPlanned } from './production-values.ts';

/** A started or finished order: what it makes, how much of it is produced, and the batches its materials took. */
export function OrderSummary({
  order,
  nameOf,
  quantity,
}: {
  order: ProductionOrder;
  nameOf: (skuId: string) => string;
  quantity: (value: { toString: () => string } | number) => string;
}) {
  const { t } = useTranslation('production');
  const { done, ordered } = producedOfPlanned(order);
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <Box>
          <Text color="fg.muted" fontSize="sm">
            {t('fields.kit')}
          </Text>
          <Text>{[order.skuCode, order.skuName].filter(Boolean).join(' ')}</Text>
        </Box>
        <Box>
          <Text color="fg.muted" fontSize="sm">
            {t('fields.count')}
          </Text>
          <Text>{quantity(order.count)}</Text>
        </Box>
        <Box>
          <Text color="fg.muted" fontSize="sm">
            {t('fields.produced')}
          </Text>
          <LineProgress ns={productionNs} done={done} ordered={ordered} />
        </Box>
      </SimpleGrid>
      <Box overflowX="auto">
        <Table.Root size="sm" aria-label={t('materials.title')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('materials.material')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('materials.batch')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('materials.need')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('materials.taken')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {order.items.map((item, index) => (
              <Table.Row key={`${item.itemId}-${index}`}>
                <Table.Cell>{item.skuName ?? nameOf(item.skuId)}</Table.Cell>
                <Table.Cell>{item.batchNumber || t('materials.allBatches')}</Table.Cell>
                <Table.Cell textAlign="end">{quantity(item.count)}</Table.Cell>
                <Table.Cell textAlign="end">{quantity(item.outStockCount)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
}
