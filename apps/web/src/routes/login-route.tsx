import { Navigate } from 'react-router-dom';
import { AuthenticatingOverlay } from '@inventory/ui';
import { useAuth } from '../auth/auth-context.ts';

/**
 * /login, the only anonymous route: the form itself is the provider's (the server's login page), so this route
 * only shows the overlay while the session start sends the browser there, or goes home once signed in.
 */
export function LoginRoute() {
  const { state } = useAuth();
  if (state.status === 'signed-in') return <Navigate to="/" replace />;
  if (state.status === 'failed') return <Navigate to="/error/error" replace />;
  return <AuthenticatingOverlay open />;
}
