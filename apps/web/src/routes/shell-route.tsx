import { Navigate } from 'react-router-dom';
import { AuthenticatingOverlay } from '@inventory/ui';
import { useAuth } from '../auth/auth-context.ts';
import { SignedInShell } from './signed-in-shell.tsx';

/** Every route but /login needs a signed-in user (§6); until there is one the overlay blocks the app (§2). */
export function ShellRoute() {
  const { state } = useAuth();
  switch (state.status) {
    case 'authenticating':
      return <AuthenticatingOverlay open />;
    case 'failed':
      return <Navigate to="/error/error" replace />;
    case 'signed-in':
      return <SignedInShell userName={state.user.name} />;
  }
}
