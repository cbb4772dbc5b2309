import { Navigate } from 'react-router-dom';
import { SignInErrorScreen } from '@inventory/ui';
import { useAuth } from '../auth/auth-context.ts';

/** /error/error: explains a sign-in that failed (§8 protocol errors); "try again" starts a new sign-in. */
export function ErrorRoute() {
  const { state, signInAgain } = useAuth();
  if (state.status !== 'failed') return <Navigate to="/" replace />;
  return <SignInErrorScreen error={state.error} onTryAgain={() => void signInAgain()} />;
}
