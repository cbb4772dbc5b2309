import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { daysLeft } from './stock-values.ts';

/** "12 days", "Expires today", "3 days ago" or "No expiry", counted in the tenant's zone (business-rules §4). */
export function DaysLeft({
  expirationTime,
  today,
  timeZone,
}: {
  expirationTime: string | null | undefined;
  today: Date;
  timeZone: string;
}) {
  const { t } = useTranslation('stock');
  const days = daysLeft(expirationTime, today, timeZone);
  if (days === null) return <Text color="fg.muted">{t('daysLeft.none')}</Text>;
  if (days === 0) return <>{t('daysLeft.today')}</>;
  if (days < 0) return <>{t('daysLeft.ago', { count: -days })}</>;
  return <>{t('daysLeft.left', { count: days })}</>;
}
