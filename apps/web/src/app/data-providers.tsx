import { useLayoutEffect, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { ApiProvider, useApiClient } from '../api/api-context.tsx';
import { useAuth } from '../auth/auth-context.ts';
import { ErrorReporterProvider, useReportError } from '../errors/error-reporter.tsx';
import { useLanguage } from '../language/language-context.tsx';
import { providePrefetchSource } from './route-prefetch.ts';

function SwrWithErrorDialog({ children }: { children: ReactNode }) {
  const report = useReportError();
  return (
    <SWRConfig
      value={{
        onError: report,
        // ABP clients do not retry: a failed read is shown once and the user decides (§8).
        shouldRetryOnError: false,
        revalidateOnFocus: false,
      }}
    >
      {children}
    </SWRConfig>
  );
}

/** Lends the client to the routes' first reads while the session is signed in (app/route-prefetch.ts). */
function PrefetchSource() {
  const client = useApiClient();
  const { getLanguage } = useLanguage();
  const signedIn = useAuth().state.status === 'signed-in';
  // A layout effect: the first screen's loaders may already be waiting for it (a reload opens its route at once).
  useLayoutEffect(() => {
    providePrefetchSource(signedIn ? { client, language: getLanguage } : null);
  }, [signedIn, client, getLanguage]);
  return null;
}

export interface DataProvidersProps {
  apiBaseUrl: string;
  children: ReactNode;
}

/** The typed client (token, language, tenant attached per call), SWR, and the error dialog. */
export function DataProviders({ apiBaseUrl, children }: DataProvidersProps) {
  const auth = useAuth();
  const { getLanguage } = useLanguage();
  return (
    <ApiProvider
      baseUrl={apiBaseUrl}
      requestContext={{
        accessToken: auth.getAccessToken,
        renewAccessToken: auth.renewAccessToken,
        language: getLanguage,
        // Sign-in picks the tenant on the server's login page and the token carries it; nothing to send before.
        tenant: () => undefined,
      }}
    >
      <PrefetchSource />
      <ErrorReporterProvider>
        <SwrWithErrorDialog>{children}</SwrWithErrorDialog>
      </ErrorReporterProvider>
    </ApiProvider>
  );
}
