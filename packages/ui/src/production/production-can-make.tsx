import { Alert, Box, Button, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import type { Decimal } from '@inventory/domain';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../kit/format-number.ts';
import { type KitCheck, type KitReading, shortfallProposal } from './production-values.ts';

export type CheckState = { state: 'idle' | 'loading' | 'failed' } | { state: 'ready'; check: KitCheck };

/**
 * "Can make N now" for the kit, count and warehouse typed: the material that limits it and each shortfall, with
 * one action to draft a purchase for what is missing.
 */
export function CanMakePanel({
  check,
  reading,
  wanted,
  onRetry,
  onDraftPurchase,
}: {
  check: CheckState;
  reading: KitReading | null;
  wanted: Decimal;
  onRetry: () => void;
  onDraftPurchase?: (lines: { skuId: string; count: string }[]) => void;
}) {
  const { t, i18n } = useTranslation(['production', 'common']);
  const quantity = (value: { toString: () => string } | number) =>
    formatNumber(value.toString(), 'count', i18n.language);
  const short = (reading?.shortages.length ?? 0) > 0;
  return (
    <Box
      as="section"
      aria-label={t('production:canMake.title')}
      borderWidth="1px"
      borderRadius="l2"
      padding="4"
    >
      <Heading as="h2" size="md" marginBottom="2">
        {t('production:canMake.title')}
      </Heading>
      {check.state === 'idle' && <Text color="fg.muted">{t('production:editor.chooseFirst')}</Text>}
      {check.state === 'loading' && <Text color="fg.muted">{t('production:canMake.checking')}</Text>}
      {check.state === 'failed' && (
        <HStack gap="2">
          <Text color="fg.error">{t('production:canMake.failed')}</Text>
          <Button size="xs" variant="outline" onClick={onRetry}>
            {t('production:canMake.retry')}
          </Button>
        </HStack>
      )}
      {reading && (
        <Stack gap="2" role="status">
          <Text fontSize="lg" fontWeight="semibold">
            {t('production:canMake.now', { count: quantity(reading.canMake) })}
          </Text>
          {reading.limiting && (
            <Text>
              {t('production:canMake.limitedBy', {
                material: reading.limiting.name,
                available: quantity(reading.limiting.available),
                unit: reading.limiting.unit ?? '',
                perKit: quantity(reading.limiting.perKit.normalize()),
              })}
            </Text>
          )}
          {!short && <Text>{t('production:canMake.enough', { count: quantity(wanted) })}</Text>}
        </Stack>
      )}
      {reading && short && (
        <Alert.Root status="warning" marginTop="3">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('production:canMake.shortTitle', { count: quantity(wanted) })}</Alert.Title>
            <Alert.Description>
              <List.Root gap="1" paddingStart="4" marginBlock="1">
                {reading.shortages.map((line) => (
                  <List.Item key={line.skuId}>
                    {t('production:canMake.short', {
                      material: line.name,
                      need: quantity(line.need),
                      available: quantity(line.available),
                      short: quantity(line.short.normalize()),
                    })}
                  </List.Item>
                ))}
              </List.Root>
              {onDraftPurchase && (
                <Button
                  size="sm"
                  colorPalette="brand"
                  marginTop="2"
                  onClick={() => onDraftPurchase(shortfallProposal(reading.shortages))}
                >
                  {t('production:canMake.draftPurchase')}
                </Button>
              )}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
    </Box>
  );
}
