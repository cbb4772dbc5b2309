import { useSWRConfig } from 'swr';
import { isApiError } from '@inventory/contracts';
import { useReportError } from './error-reporter.tsx';

/**
 * For a failed change that a screen shows itself (its form), the session-wide part of §8 / abp-contract: a 401
 * still goes through the error dialog to a new sign-in, and a 409 reloads the data the change was based on.
 * Returns a function to call with the failure; it rethrows, so the screen still shows it.
 */
export function useSessionErrorPolicy(): (error: unknown) => never {
  const report = useReportError();
  const { mutate } = useSWRConfig();
  return (error) => {
    if (isApiError(error) && error.status === 401) report(error);
    else if (isApiError(error) && error.status === 409) void mutate(() => true);
    throw error;
  };
}
