import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Decimal } from '@inventory/domain';
import { useTranslation } from 'react-i18next';
import { ExpiryBadge } from '../feedback/status-badge.tsx';
import { formatNumber } from '../kit/format-number.ts';
import { instantToDateInput } from '../kit/zoned-date.ts';
import { batchStatus } from '../document/line-rules.ts';
import type { CheckedBatch } from './stock-checks.ts';
import type { CheckState } from './use-stock-checks.ts';

export interface LineAvailabilityProps {
  /** The SKU's check; undefined while the line has no SKU or count, or names its batch. */
  state: CheckState | undefined;
  /** The whole count the sale wants of this SKU (all its lines). */
  wanted: Decimal | undefined;
  /** The batches this line would take, first to expire first. */
  takes: CheckedBatch[];
  /** The batch the line names, if any (the server takes that one). */
  forcedBatch: string;
  warehouseName: string | null;
  timeZone: string;
  nearExpiryDays: number;
  today: Date;
  /** Asks again after a failed check. */
  onRetry: () => void;
}

/**
 * Under a sale's line: how much of its SKU there is (in the chosen warehouse), by how much it is short and what the
 * other warehouses hold, and which batches first-to-expire-first would take, with their expiry status.
 */
export function LineAvailability(props: LineAvailabilityProps) {
  const { t, i18n } = useTranslation('sales');
  const quantity = (value: Decimal | number) => formatNumber(value.toString(), 'count', i18n.language);
  if (props.forcedBatch) return <Note>{t('availability.forcedBatch', { batch: props.forcedBatch })}</Note>;
  const { state, wanted } = props;
  if (!state || !wanted) return null;
  if (state.state === 'checking') return <Note>{t('availability.checking')}</Note>;
  if (state.state === 'failed')
    return (
      <HStack gap="2">
        <Note tone="fg.warning">{t('availability.failed')}</Note>
        <Button size="xs" variant="outline" onClick={props.onRetry}>
          {t('availability.retry')}
        </Button>
      </HStack>
    );
  const { check } = state;
  const available = Decimal.from(String(check.available));
  if (available.lt(wanted)) {
    const list = check.elsewhere
      .map((other) => `${other.warehouse} ${quantity(other.count)}`)
      .join(i18n.language.startsWith('zh') ? '、' : ', ');
    return (
      <Stack gap="0">
        <Note tone="fg.error">
          {t('availability.short', {
            missing: quantity(wanted.sub(available)),
            available: quantity(available),
            wanted: quantity(wanted),
          })}
        </Note>
        {props.warehouseName && (
          <Note>{list ? t('availability.elsewhere', { list }) : t('availability.noneElsewhere')}</Note>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="1">
      <Note>
        {props.warehouseName
          ? t('availability.enoughIn', { available: quantity(available), warehouse: props.warehouseName })
          : t('availability.enough', { available: quantity(available) })}
      </Note>
      {props.takes.length > 0 && (
        <HStack gap="3" wrap="wrap" aria-label={t('availability.takes')}>
          <Text fontSize="xs" color="fg.muted">
            {t('availability.takes')}
          </Text>
          {props.takes.map((batch) => (
            <HStack key={`${batch.warehouse ?? ''}/${batch.batchNumber ?? ''}`} gap="1">
              <Text fontSize="xs" fontVariantNumeric="tabular-nums">
                {batch.expirationTime
                  ? t('availability.batchExpires', {
                      batch: batch.batchNumber ?? '',
                      count: quantity(batch.count),
                      date: instantToDateInput(batch.expirationTime, props.timeZone),
                    })
                  : t('availability.batchNoExpiry', {
                      batch: batch.batchNumber ?? '',
                      count: quantity(batch.count),
                    })}
              </Text>
              <ExpiryBadge
                status={batchStatus(batch.expirationTime, props.today, props.timeZone, props.nearExpiryDays)}
              />
            </HStack>
          ))}
        </HStack>
      )}
    </Stack>
  );
}

function Note({ children, tone = 'fg.muted' }: { children: React.ReactNode; tone?: string }) {
  return (
    <Text fontSize="xs" color={tone}>
      {children}
    </Text>
  );
}
