import { Navigate } from 'react-router-dom';
import { ErrorDialog } from '@inventory/ui';
import { useAuth } from '../auth/auth-context.ts';

/** /error/error: explains a sign-in that failed (§8 protocol errors); closing it starts a new sign-in. */
export function ErrorRoute() {
  const { state, signInAgain } = useAuth();
  if (state.status !== 'failed') return <Navigate to="/" replace />;
  return <ErrorDialog error={state.error} onClose={() => void signInAgain()} />;
}
