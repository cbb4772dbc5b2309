import { createContext, useContext, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { ApiClient } from '@inventory/contracts';
import { createWebApiClient, type RequestContext } from './api-client.ts';
import { createLoadingCounter, type LoadingCounter } from './loading-counter.ts';

interface ApiContextValue {
  client: ApiClient;
  loading: LoadingCounter;
}

const ApiContext = createContext<ApiContextValue | null>(null);

export interface ApiProviderProps {
  requestContext: RequestContext;
  baseUrl?: string;
  children: ReactNode;
}

/** Holds the one typed client for the app; the request context is read per call, so the client never changes. */
export function ApiProvider({ requestContext, baseUrl, children }: ApiProviderProps) {
  const context = useRef(requestContext);
  context.current = requestContext;
  const [value] = useState<ApiContextValue>(() => {
    const loading = createLoadingCounter();
    const client = createWebApiClient(
      {
        accessToken: () => context.current.accessToken(),
        renewAccessToken: (rejected) => context.current.renewAccessToken(rejected),
        language: () => context.current.language(),
        tenant: () => context.current.tenant(),
      },
      loading,
      baseUrl,
    );
    return { client, loading };
  });
  return <ApiContext.Provider value={value}>{children}</ApiContext.Provider>;
}

function useApiContext(): ApiContextValue {
  const value = useContext(ApiContext);
  if (!value) throw new Error('API hooks need an ApiProvider above them');
  return value;
}

export function useApiClient(): ApiClient {
  return useApiContext().client;
}

/** Requests in flight (feeds the global loading indicator). */
export function useLoadingCount(): number {
  const { loading } = useApiContext();
  return useSyncExternalStore(loading.subscribe, loading.getSnapshot);
}
