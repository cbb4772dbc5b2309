import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicationConfiguration } from '@inventory/contracts';
import { composeTitle, productNameSetting } from './page-title.ts';

/** Keeps document.title as "<product name> - <tenant name>" (product-spec §1). */
export function usePageTitle(configuration: ApplicationConfiguration | undefined): void {
  const { t } = useTranslation('common');
  const title = composeTitle({
    productSetting: configuration?.setting.values[productNameSetting],
    productFallback: t('appName'),
    tenantName: configuration?.currentTenant.name,
    host: window.location.hostname,
  });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
