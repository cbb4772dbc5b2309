import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import { isApiError } from '@inventory/contracts';
import { ErrorDialog } from '@inventory/ui';
import { useAuth } from '../auth/auth-context.ts';

type ReportError = (error: unknown) => void;

const ErrorReporterContext = createContext<ReportError | null>(null);

/**
 * Shows failed calls in the ui's error dialog (product-spec §8), one at a time. Closing it after a 401 signs in
 * again and after a 409 reloads every loaded read (abp-contract.md "What ABP's own clients … do").
 */
export function ErrorReporterProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<{ error: unknown } | null>(null);
  const { signInAgain } = useAuth();
  const { mutate } = useSWRConfig();

  // The first error wins: a burst of failing calls (e.g. the server is down) must not stack dialogs.
  const report = useCallback<ReportError>((error) => setShown((current) => current ?? { error }), []);

  const close = () => {
    const error = shown?.error;
    setShown(null);
    if (isApiError(error) && error.status === 401) void signInAgain();
    else if (isApiError(error) && error.status === 409) void mutate(() => true);
  };

  return (
    <ErrorReporterContext.Provider value={report}>
      {children}
      <ErrorDialog error={shown?.error ?? null} onClose={close} />
    </ErrorReporterContext.Provider>
  );
}

export function useReportError(): ReportError {
  const report = useContext(ErrorReporterContext);
  if (!report) throw new Error('useReportError needs an ErrorReporterProvider above it');
  return report;
}
