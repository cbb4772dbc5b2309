import { Box, HStack, Text } from '@chakra-ui/react';
import { expirationTime } from '@inventory/domain';
import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { batchStatus } from '../document/line-rules.ts';
import { ExpiryBadge } from '../feedback/status-badge.tsx';
import { DateField } from '../kit/date-field.tsx';
import { TextField } from '../kit/text-field.tsx';
import { instantToDateInput } from '../kit/zoned-date.ts';
import { typedShelfLife, type WarehouseInvoiceFormValues } from './warehouse-invoice-form-values.ts';

export interface InLineBatchProps {
  control: Control<WarehouseInvoiceFormValues>;
  index: number;
  readOnly?: boolean;
  /** Under the batch box: the number an empty one gets (the day's `yyyyMMdd-NNN`). */
  batchHint: string;
  timeZone: string;
  nearExpiryDays: number;
  today: Date;
}

/**
 * The new batch of an In line: its number (empty = the server's of the day), produced on and shelf life, and the
 * expiry date they make (the domain's `expirationTime` in the tenant's zone) with its status today.
 */
export function InLineBatch({
  control,
  index,
  readOnly,
  batchHint,
  timeZone,
  nearExpiryDays,
  today,
}: InLineBatchProps) {
  const { t } = useTranslation('warehouseInvoice');
  const n = index + 1;
  const produced = useWatch({ control, name: `lines.${index}.parturitionTime` });
  const days = typedShelfLife(useWatch({ control, name: `lines.${index}.expirationDay` }) ?? '');
  const expires = produced && days !== null ? expirationTime(produced, days, timeZone) : null;
  return (
    <HStack gap="2" align="flex-start" wrap="wrap">
      <Box flex="1" minWidth="40" maxWidth="56">
        <TextField
          control={control}
          name={`lines.${index}.batchNumber`}
          label={t('editor.batchNumber', { index: n })}
          helperText={readOnly ? undefined : batchHint}
          readOnly={readOnly}
        />
      </Box>
      <Box flex="1" minWidth="40" maxWidth="56">
        <DateField
          control={control}
          name={`lines.${index}.parturitionTime`}
          label={t('editor.produced', { index: n })}
          timeZone={timeZone}
          readOnly={readOnly}
        />
      </Box>
      <Box flex="1" minWidth="32" maxWidth="40">
        <TextField
          control={control}
          name={`lines.${index}.expirationDay`}
          label={t('editor.shelfLife', { index: n })}
          readOnly={readOnly}
        />
      </Box>
      <HStack gap="2" marginTop="8" aria-label={t('editor.expires', { index: n })} role="status">
        {expires ? (
          <>
            <Text fontSize="sm">
              {t('editor.expiresOn', { date: instantToDateInput(expires, timeZone) })}
            </Text>
            <ExpiryBadge status={batchStatus(expires, today, timeZone, nearExpiryDays)} />
          </>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {t('editor.noExpiry')}
          </Text>
        )}
      </HStack>
    </HStack>
  );
}
