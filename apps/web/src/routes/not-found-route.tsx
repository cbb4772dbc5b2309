import { useNavigate } from 'react-router-dom';
import { NotFoundScreen } from '@inventory/ui';

/** Unknown paths inside the layout; home is `/`, which redirects to the start screen. */
export function NotFoundRoute() {
  const navigate = useNavigate();
  return <NotFoundScreen onGoHome={() => void navigate('/')} />;
}
