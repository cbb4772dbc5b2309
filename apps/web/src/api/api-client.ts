import { createApiClient, type ApiClient } from '@inventory/contracts';
import type { LoadingCounter } from './loading-counter.ts';

export interface RequestContext {
  accessToken(): string | null | undefined;
  language(): string;
  /** Tenant name before sign-in; the token's tenant wins afterwards (abp-contract.md "Multi-tenancy"). */
  tenant(): string | null | undefined;
}

/**
 * The one place that attaches the bearer token, Accept-Language and `__tenant` to calls (style.md §12), and that
 * feeds the global loading indicator.
 */
export function createWebApiClient(
  context: RequestContext,
  loading: LoadingCounter,
  baseUrl = '',
): ApiClient {
  return createApiClient({
    baseUrl,
    getAccessToken: context.accessToken,
    getLanguage: context.language,
    getTenant: context.tenant,
    onRequestStart: loading.start,
    onRequestEnd: loading.end,
  });
}
