import { useSWRConfig } from 'swr';
import { HandledError } from '@inventory/ui';
import { decideErrorHandling } from './error-handling.ts';
import { useReportError } from './error-reporter.tsx';

export interface ScreenErrorPolicy {
  /** For a failed change: always rejects, with the error for the screen to show, or a `HandledError`. */
  onChangeError: (error: unknown) => never;
  /** SWR `onError` for a read whose error the screen shows (it replaces the app-wide dialog for that read). */
  onReadError: (error: unknown) => void;
  /** The read error the screen should show; undefined when the app dialog already shows it. */
  shownOnScreen: (error: unknown) => unknown;
}

/**
 * For screens that show request errors themselves (forms, tables, the delete confirmation): applies
 * `decideErrorHandling`, so each failure is explained once, and a 401 / 409 still gets its session-wide follow-up.
 */
export function useScreenErrorPolicy(): ScreenErrorPolicy {
  const report = useReportError();
  const { mutate } = useSWRConfig();
  const follow = (error: unknown) => {
    const handling = decideErrorHandling(error, 'screen');
    if (handling.reloadReads) void mutate(() => true);
    if (handling.dialog) report(error);
    return handling;
  };
  return {
    onChangeError: (error) => {
      throw follow(error).screen ? error : new HandledError(error);
    },
    // Reads only report: reloading every read after a failed read could repeat the failure without end.
    onReadError: (error) => {
      if (decideErrorHandling(error, 'screen').dialog) report(error);
    },
    shownOnScreen: (error) =>
      error !== undefined && decideErrorHandling(error, 'screen').screen ? error : undefined,
  };
}
