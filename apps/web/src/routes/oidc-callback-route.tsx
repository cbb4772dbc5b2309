import { Navigate } from 'react-router-dom';
import { AuthenticatingOverlay } from '@inventory/ui';
import { useAuth } from '../auth/auth-context.ts';

/** /oidc-callback: the session start processes the response; this route then returns to the remembered path (§4). */
export function OidcCallbackRoute() {
  const { state } = useAuth();
  if (state.status === 'signed-in') return <Navigate to={state.returnTo ?? '/'} replace />;
  if (state.status === 'failed') return <Navigate to="/error/error" replace />;
  return <AuthenticatingOverlay open />;
}
