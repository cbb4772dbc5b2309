import { endpoints } from '@inventory/contracts';
import { useLanguage } from '../language/language-context.tsx';
import type { RoutePrefetchContext } from '../app/route-prefetch.ts';
import { preloadEndpoint } from './endpoint-calls.ts';
import { useRead } from './endpoint-hooks.ts';

const configuration = endpoints.abp.applicationConfiguration;
/** The ui ships its own texts, so the server's localization resources are not requested. */
const input = { query: { IncludeLocalizationResources: false } } as const;

/**
 * GET /api/abp/application-configuration in the current language: a language change fetches it again (§7); every
 * caller (layout, permission checks, route guards) shares the one cached answer.
 */
export function useApplicationConfiguration() {
  const { language } = useLanguage();
  return useRead(configuration, input, {
    vary: language,
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
}

/** The layout's read, started by the signed-in routes' loader beside the layout's code (routes/first-reads.ts). */
export function prefetchApplicationConfiguration({ client, language }: RoutePrefetchContext): void {
  preloadEndpoint(client, configuration, input, language);
}
