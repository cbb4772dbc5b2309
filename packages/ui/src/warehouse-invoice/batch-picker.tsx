import { Box, Button, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { Decimal } from '@inventory/domain';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { batchStatus } from '../document/line-rules.ts';
import { ExpiryBadge } from '../feedback/status-badge.tsx';
import { isDecimalTyping } from '../kit/decimal-text.ts';
import { formatNumber } from '../kit/format-number.ts';
import { instantToDateInput } from '../kit/zoned-date.ts';
import {
  type BatchPick,
  fefoFill,
  leftAfter,
  type PickerBatch,
  pickProgress,
  typedCount,
} from './batch-fill.ts';
import type { BatchesState } from './use-line-batches.ts';

export interface BatchPickerProps {
  /** The line's number (0-based index). */
  index: number;
  skuId: string | null;
  warehouseId: string | null;
  /** The line's wanted count as typed. */
  wanted: string;
  picks: readonly BatchPick[];
  onChange: (picks: BatchPick[]) => void;
  /** The SKU's batches in the warehouse; undefined until SKU and warehouse are chosen. */
  batches: BatchesState | undefined;
  onRetry: () => void;
  /** What other lines of the same SKU already take, so one batch is never given twice. */
  takenElsewhere: readonly BatchPick[];
  /** A write-off (Out of type Other) may take an expired batch by hand; nothing ever suggests one. */
  allowExpired: boolean;
  timeZone: string;
  nearExpiryDays: number;
  today: Date;
  readOnly?: boolean;
}

/** Earliest expiry first (no date last), then earliest produced: the order first-expiry-first takes them. */
function fefoOrder(a: PickerBatch, b: PickerBatch): number {
  const time = (value: string | null) => (value ? Date.parse(value) : Number.POSITIVE_INFINITY);
  return time(a.expirationTime) - time(b.expirationTime) || time(a.producedTime) - time(b.producedTime);
}

/**
 * The batches an Out or Move line can take from: each batch of the SKU in the warehouse with what is left of it,
 * its expiry date and status today in the tenant's zone, and the count taken from it. "Fill first-expiry-first"
 * fills the wanted count the way the server would (packages/domain), never from an expired batch; selected against
 * wanted is shown as it fills. No batch chosen = the server takes first-expiry-first at submit.
 */
export function BatchPicker(props: BatchPickerProps) {
  const { t, i18n } = useTranslation('warehouseInvoice');
  const n = props.index + 1;
  const count = (value: Decimal | number) => formatNumber(value.toString(), 'count', i18n.language);
  const title = t('picker.title', { index: n });
  const frame = (body: ReactNode) => (
    <Box
      as="section"
      aria-label={title}
      borderWidth="1px"
      borderRadius="l2"
      padding="3"
      bg="bg.subtle"
      minWidth="0"
    >
      <Text fontWeight="semibold" marginBottom="2">
        {title}
      </Text>
      {body}
    </Box>
  );
  const state = props.batches;
  if (!state || !props.skuId || !props.warehouseId)
    return frame(<Text color="fg.muted">{t('picker.chooseFirst')}</Text>);
  if (state.state === 'loading') return frame(<Text color="fg.muted">{t('picker.loading')}</Text>);
  if (state.state === 'failed')
    return frame(
      <HStack gap="2">
        <Text color="fg.error">{t('picker.failed')}</Text>
        <Button size="xs" variant="outline" onClick={props.onRetry}>
          {t('picker.retry')}
        </Button>
      </HStack>,
    );
  const batches = leftAfter(state.batches, props.takenElsewhere)
    .filter((batch) => batch.count > 0 || props.picks.some((p) => p.batchNumber === batch.batchNumber))
    .sort(fefoOrder);
  if (batches.length === 0) return frame(<Text color="fg.muted">{t('picker.noBatches')}</Text>);
  const statusOf = (batch: PickerBatch) =>
    batchStatus(batch.expirationTime, props.today, props.timeZone, props.nearExpiryDays);
  const anyExpired = batches.some((batch) => statusOf(batch) === 'Expired');
  const pickOf = (batchNumber: string) => props.picks.find((p) => p.batchNumber === batchNumber)?.count ?? '';
  const setPick = (batchNumber: string, text: string) => {
    const others = props.picks.filter((p) => p.batchNumber !== batchNumber);
    props.onChange(text === '' ? others : [...others, { batchNumber, count: text }]);
  };
  const fill = () =>
    props.onChange(
      fefoFill(batches, props.wanted, {
        skuId: props.skuId ?? '',
        warehouseId: props.warehouseId ?? '',
        today: props.today,
        timeZone: props.timeZone,
      }).picks,
    );
  const progress = pickProgress(props.wanted, props.picks);
  const chosen = props.picks.some((p) => typedCount(p.count).isPositive());
  const tooMuch = batches.filter((batch) => typedCount(pickOf(batch.batchNumber)).gt(batch.count));
  // ↑/↓ move between the batches' boxes and Enter stays here: the line grid's keys are for the lines.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!['Enter', 'ArrowDown', 'ArrowUp'].includes(event.key)) return;
    event.stopPropagation();
    if (event.key === 'Enter') return event.preventDefault();
    const boxes = [...(event.currentTarget.closest('table')?.querySelectorAll('input') ?? [])];
    const at = boxes.indexOf(event.currentTarget);
    const next = boxes[event.key === 'ArrowDown' ? at + 1 : at - 1];
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };
  return frame(
    <Stack gap="2">
      {!props.readOnly && (
        <HStack gap="2" wrap="wrap">
          <Button
            size="xs"
            variant="outline"
            disabled={!typedCount(props.wanted).isPositive()}
            onClick={fill}
          >
            {t('picker.fill')}
          </Button>
          <Button size="xs" variant="ghost" disabled={!chosen} onClick={() => props.onChange([])}>
            {t('picker.clear')}
          </Button>
        </HStack>
      )}
      <Box overflowX="auto">
        <Table.Root size="sm" variant="line">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('picker.batch')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('picker.expires')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('picker.status')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('picker.available')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('picker.take')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {batches.map((batch) => {
              const status = statusOf(batch);
              const locked = props.readOnly || (status === 'Expired' && !props.allowExpired);
              const over = typedCount(pickOf(batch.batchNumber)).gt(batch.count);
              return (
                <Table.Row key={batch.batchNumber}>
                  <Table.Cell fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                    {batch.batchNumber}
                  </Table.Cell>
                  <Table.Cell fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                    {batch.expirationTime
                      ? instantToDateInput(batch.expirationTime, props.timeZone)
                      : t('picker.noDate')}
                  </Table.Cell>
                  <Table.Cell>
                    <ExpiryBadge status={status} />
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {count(batch.count)}
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    <Input
                      size="sm"
                      width="24"
                      textAlign="end"
                      inputMode="decimal"
                      aria-label={t('picker.takeFrom', { batch: batch.batchNumber, index: n })}
                      aria-invalid={over || undefined}
                      value={pickOf(batch.batchNumber)}
                      readOnly={locked}
                      disabled={locked && !pickOf(batch.batchNumber)}
                      onKeyDown={onKeyDown}
                      onChange={(event) => {
                        const text = event.currentTarget.value;
                        if (isDecimalTyping(text)) setPick(batch.batchNumber, text);
                      }}
                    />
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Box>
      <Text role="status" fontSize="sm">
        {chosen ? (
          <>
            {t('picker.progress', {
              selected: count(progress.selected),
              wanted: count(typedCount(props.wanted)),
            })}
            {' · '}
            {progress.over.isPositive()
              ? t('picker.over', { over: count(progress.over) })
              : progress.remaining.isPositive()
                ? t('picker.remaining', { remaining: count(progress.remaining) })
                : t('picker.complete')}
          </>
        ) : (
          t('picker.none')
        )}
      </Text>
      {tooMuch.map((batch) => (
        <Text key={batch.batchNumber} fontSize="sm" color="fg.error">
          {t('picker.tooMuch', { batch: batch.batchNumber, available: count(batch.count) })}
        </Text>
      ))}
      {anyExpired && (
        <Text fontSize="sm" color="fg.muted">
          {props.allowExpired
            ? `${t('picker.expiredNote')} ${t('picker.expiredOut')}`
            : t('picker.expiredNote')}
        </Text>
      )}
    </Stack>,
  );
}
