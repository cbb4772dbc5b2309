import { createApiClient, type ApiClient } from '@inventory/contracts';
import { createAuthorizedFetch } from './authorized-fetch.ts';
import type { LoadingCounter } from './loading-counter.ts';

export interface RequestContext {
  accessToken(): string | null | undefined;
  /** After a 401: a token to retry with once, or undefined when the session cannot go on (ADR 012). */
  renewAccessToken(rejected: string): Promise<string | undefined>;
  language(): string;
  /** Tenant name before sign-in; the token's tenant wins afterwards (abp-contract.md "Multi-tenancy"). */
  tenant(): string | null | undefined;
}

/**
 * The typed client with Accept-Language and `__tenant` (style.md §12), the bearer token and its 401 renewal
 * (authorized-fetch.ts), and the global loading indicator.
 */
export function createWebApiClient(
  context: RequestContext,
  loading: LoadingCounter,
  baseUrl = '',
  baseFetch: typeof globalThis.fetch = (input, init) => globalThis.fetch(input, init),
): ApiClient {
  const fetch = createAuthorizedFetch(
    {
      current: () => context.accessToken() ?? undefined,
      afterRejection: (rejected) => context.renewAccessToken(rejected),
    },
    baseFetch,
  );
  return createApiClient({
    baseUrl,
    fetch,
    getLanguage: context.language,
    getTenant: context.tenant,
    onRequestStart: loading.start,
    onRequestEnd: loading.end,
  });
}
