import useSWR from 'swr';
import { endpoints } from '@inventory/contracts';
import { useApiClient } from '../api/api-context.tsx';
import { queryKeys } from '../api/query-keys.ts';
import { useLanguage } from '../language/language-context.tsx';

/**
 * GET /api/abp/application-configuration, keyed by language so a language change fetches it again (§7).
 * The ui ships its own texts, so the server's localization resources are not requested.
 */
export function useApplicationConfiguration(language: string) {
  const client = useApiClient();
  return useSWR(
    queryKeys.applicationConfiguration(language),
    () =>
      client.call(endpoints.abp.applicationConfiguration, { query: { IncludeLocalizationResources: false } }),
    { revalidateOnFocus: false, keepPreviousData: true },
  );
}

/** The configuration in the current language (shared by every caller through SWR's cache). */
export function useCurrentApplicationConfiguration() {
  return useApplicationConfiguration(useLanguage().language);
}
