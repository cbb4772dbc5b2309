import { Navigate } from 'react-router-dom';
import { AuthenticatingOverlay, SignInErrorScreen } from '@inventory/ui';
import { useAuth } from '../auth/auth-context.ts';

/**
 * /oidc-callback: the session start processes the response; this route then returns to the remembered path (§4),
 * or explains a failed callback where it happened.
 */
export function OidcCallbackRoute() {
  const { state, signInAgain } = useAuth();
  if (state.status === 'signed-in') return <Navigate to={state.returnTo ?? '/'} replace />;
  if (state.status === 'failed')
    return <SignInErrorScreen error={state.error} onTryAgain={() => void signInAgain()} />;
  return <AuthenticatingOverlay open />;
}
