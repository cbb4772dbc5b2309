import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@inventory/ui';

/** Unknown paths inside the layout. */
export function NotFoundRoute() {
  const { t } = useTranslation('errors');
  return <ComingSoon title={t('notFound.title')} />;
}
