import { useRouteError } from 'react-router-dom';
import { ErrorDialog } from '@inventory/ui';

/**
 * A route that failed to load or render (typically a chunk gone after a new release): explained in the §8 dialog;
 * closing it reloads the page, which fetches the current build.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  return <ErrorDialog error={error ?? new Error('Route failed')} onClose={() => window.location.reload()} />;
}
