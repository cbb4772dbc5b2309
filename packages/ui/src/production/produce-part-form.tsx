import { Box, Button, Heading, Input, SimpleGrid, Text } from '@chakra-ui/react';
import type { ProductionOrder } from '@inventory/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isHandledError } from '../feedback/handled-error.ts';
import { FormErrorAlert } from '../forms/form-error-alert.tsx';
import { FormField } from '../forms/form-field.tsx';
import { EntityPicker, type EntityOption } from '../kit/entity-picker.tsx';
import { isDecimalTyping } from '../kit/decimal-text.ts';
import { formatNumber } from '../kit/format-number.ts';
import { typedCount } from '../warehouse-invoice/batch-fill.ts';
import { remainingOf } from './production-values.ts';

type Search = (text: string) => Promise<readonly EntityOption[]>;
type Load = (id: string) => Promise<EntityOption | null>;

/** Produces a part of a Processing order (a produce invoice): how many, into which warehouse. */
export function ProducePart(props: {
  order: ProductionOrder;
  onProducePart: (order: ProductionOrder, count: string, warehouseId: string) => Promise<unknown>;
  searchWarehouses: Search;
  loadWarehouse: Load;
}) {
  const { t, i18n } = useTranslation('production');
  const remaining = remainingOf(props.order);
  const [part, setPart] = useState('');
  const [warehouseId, setWarehouseId] = useState<string | null>(
    props.order.warehouseId ?? props.order.items.find((item) => item.warehouseId)?.warehouseId ?? null,
  );
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const quantity = (value: { toString: () => string }) =>
    formatNumber(value.toString(), 'count', i18n.language);
  const wanted = typedCount(part);
  const tooMany = wanted.gt(remaining);
  const produce = async () => {
    if (!warehouseId) return;
    setBusy(true);
    setFailure(null);
    try {
      await props.onProducePart(props.order, wanted.toString(), warehouseId);
      setPart('');
    } catch (error) {
      if (!isHandledError(error)) setFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box as="section" aria-label={t('produce.title')} borderWidth="1px" borderRadius="l2" padding="4">
      <Heading as="h2" size="md" marginBottom="2">
        {t('produce.title')}
      </Heading>
      <Text marginBottom="3">{t('produce.remaining', { remaining: quantity(remaining) })}</Text>
      <FormErrorAlert error={failure} />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" alignItems="end">
        <FormField
          label={t('produce.count')}
          required
          error={tooMany ? t('produce.tooMany', { remaining: quantity(remaining) }) : undefined}
        >
          <Input
            inputMode="decimal"
            value={part}
            onChange={(event) => {
              const text = event.currentTarget.value;
              if (isDecimalTyping(text)) setPart(text);
            }}
          />
        </FormField>
        <EntityPicker
          label={t('produce.warehouse')}
          value={warehouseId}
          onChange={(id) => setWarehouseId(id)}
          search={props.searchWarehouses}
          loadLabel={props.loadWarehouse}
          required
        />
        <Button
          colorPalette="brand"
          loading={busy}
          disabled={!warehouseId || !wanted.isPositive() || tooMany}
          onClick={() => void produce()}
        >
          {t('produce.action')}
        </Button>
      </SimpleGrid>
    </Box>
  );
}
