import { Heading, Stack, Table, Text, useRecipe } from '@chakra-ui/react';
import type { StockBatch } from '@inventory/contracts';
import { useTranslation } from 'react-i18next';
import { useOpenedAt } from '../kit/clock.tsx';
import { formatNumber } from '../kit/format-number.ts';
import { ScreenHeader } from '../kit/screen-header.tsx';
import { NavLink } from '../layout/nav-link.tsx';
import { EmptyRow, LoadErrorAlert, LoadingRows } from '../table/table-states.tsx';
import { numericCellRecipe } from '../theme/numeric-cell-recipe.ts';
import { StockBatchesTable } from './stock-batches-table.tsx';
import { StockNav } from './stock-nav.tsx';
import { warehouseStockPath } from './stock-paths.ts';
import type { StockMovementRow } from './stock-movements.ts';

/** A movement with the address of the document that made it, when that document has a page. */
export type LinkedMovement = StockMovementRow & { documentPath?: string };

export interface StockDetailScreenProps {
  /** The address named no warehouse or no SKU. */
  missing?: boolean;
  warehouseId: string;
  skuId: string;
  warehouseName: string;
  skuName: string;
  skuCost?: number | null;
  /** The SKU's batches in the warehouse; undefined until they answer. */
  batches: readonly StockBatch[] | undefined;
  batchesLoading?: boolean;
  batchesError?: unknown;
  onRetryBatches?: () => void;
  /** Newest first; undefined until they answer. */
  movements: readonly LinkedMovement[] | undefined;
  movementsLoading?: boolean;
  movementsError?: unknown;
  onRetryMovements?: () => void;
  timeZone: string;
  onNavigate: (path: string) => void;
}

/**
 * The detail form (`/sys/inventory/components/warehouse/detailForm`): one SKU in one warehouse, its batches with
 * their expiry, and every movement of its stock there, newest first, each linked to the document that made it.
 */
export function StockDetailScreen(props: StockDetailScreenProps) {
  const { t, i18n } = useTranslation(['stock', 'common']);
  const numeric = useRecipe({ recipe: numericCellRecipe });
  const today = useOpenedAt();
  const title =
    props.skuName && props.warehouseName
      ? t('stock:detail.title', { name: props.skuName, warehouse: props.warehouseName })
      : t('stock:detail.titleUnknown');
  if (props.missing)
    return (
      <Stack gap="5">
        <ScreenHeader title={t('stock:detail.titleUnknown')} />
        <StockNav current="warehouse" onNavigate={props.onNavigate} />
        <Text>{t('stock:detail.missing')}</Text>
      </Stack>
    );
  // Lists write dates as yyyy-MM-dd and 24-hour times in both languages (glossary), in the tenant's zone.
  const dateTime = new Intl.DateTimeFormat('sv-SE', {
    timeZone: props.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return (
    <Stack gap="5">
      <ScreenHeader title={title} description={t('stock:detail.description')} />
      <StockNav current="warehouse" onNavigate={props.onNavigate} />
      {props.warehouseName && (
        <NavLink
          to={warehouseStockPath(props.warehouseId)}
          onNavigate={props.onNavigate}
          color="brand.fg"
          textDecoration="underline"
          alignSelf="start"
        >
          {t('stock:detail.back', { warehouse: props.warehouseName })}
        </NavLink>
      )}
      <Stack as="section" gap="3" aria-labelledby="stock-detail-batches">
        <Heading as="h2" size="md" id="stock-detail-batches">
          {t('stock:detail.batchesTitle')}
        </Heading>
        {props.batchesError !== undefined && props.batchesError !== null && (
          <LoadErrorAlert error={props.batchesError} onRetry={props.onRetryBatches} />
        )}
        {props.batches && props.batches.length > 0 ? (
          <Table.ScrollArea borderWidth="1px" borderRadius="l2">
            <StockBatchesTable
              label={t('stock:batches.title', { name: props.skuName })}
              skuId={props.skuId}
              skuName={props.skuName}
              skuCost={props.skuCost}
              batches={props.batches}
              today={today}
              timeZone={props.timeZone}
            />
          </Table.ScrollArea>
        ) : (
          props.batches && <Text color="fg.muted">{t('stock:batches.none')}</Text>
        )}
      </Stack>
      <Stack as="section" gap="3" aria-labelledby="stock-detail-movements">
        <Heading as="h2" size="md" id="stock-detail-movements">
          {t('stock:detail.movementsTitle')}
        </Heading>
        {props.movementsError !== undefined && props.movementsError !== null && (
          <LoadErrorAlert error={props.movementsError} onRetry={props.onRetryMovements} />
        )}
        <Table.ScrollArea borderWidth="1px" borderRadius="l2" bg="surface.panel">
          <Table.Root
            size="sm"
            aria-label={t('stock:detail.movementsTitle')}
            aria-busy={props.movementsLoading || undefined}
          >
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('stock:movements.time')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('stock:movements.document')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('stock:movements.kind')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('stock:fields.batchNumber')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('stock:movements.count')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('stock:movements.remarks')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {props.movementsLoading && !props.movements && <LoadingRows columns={6} rows={3} />}
              {props.movements?.length === 0 && (
                <EmptyRow columns={6} message={t('stock:detail.noMovements')} />
              )}
              {props.movements?.map((m) => {
                const type = t(`stock:movements.types.${m.type}`);
                const signed = m.count.isPositive()
                  ? `+${formatNumber(m.count.toString(), 'count', i18n.language)}`
                  : formatNumber(m.count.toString(), 'count', i18n.language);
                return (
                  <Table.Row key={m.key}>
                    <Table.Cell>{dateTime.format(new Date(m.time))}</Table.Cell>
                    <Table.Cell>
                      {m.documentPath ? (
                        <NavLink
                          to={m.documentPath}
                          onNavigate={props.onNavigate}
                          color="brand.fg"
                          textDecoration="underline"
                          aria-label={t('stock:movements.documentOf', { type, number: m.number })}
                        >
                          {m.number}
                        </NavLink>
                      ) : (
                        m.number
                      )}
                    </Table.Cell>
                    <Table.Cell>
                      {t('stock:movements.kindOfType', { kind: t(`stock:movements.kinds.${m.kind}`), type })}
                    </Table.Cell>
                    <Table.Cell>{m.batchNumber}</Table.Cell>
                    <Table.Cell css={numeric()}>{signed}</Table.Cell>
                    <Table.Cell>{m.remarks}</Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Stack>
    </Stack>
  );
}
