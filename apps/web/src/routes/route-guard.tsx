import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { NoAccessScreen, buildMenu, type MenuItemKey } from '@inventory/ui';
import { useApplicationConfiguration } from '../api/application-configuration.ts';
import { featureValuesOf } from '../permissions/feature-values.ts';
import { gateOf, homePathOf, routeAccess } from '../permissions/route-access.ts';

export interface RouteGuardProps {
  /** The menu entry whose gate (feature and policies) this route shares. */
  item: MenuItemKey;
  children: ReactNode;
}

/**
 * Checks the route's feature and permission itself, not only the menu: an address typed or bookmarked by a user
 * who may not see the screen shows "no access" and never mounts the screen (so no request is refused on it).
 */
export function RouteGuard({ item, children }: RouteGuardProps) {
  const navigate = useNavigate();
  const { data: configuration } = useApplicationConfiguration();
  const granted = configuration && {
    grantedPolicies: configuration.auth.grantedPolicies,
    featureValues: featureValuesOf(configuration.features.values),
  };
  const access = routeAccess(gateOf(item), granted);
  if (access === 'pending') return null;
  if (access === 'allowed') return children;
  return <NoAccessScreen onGoHome={() => void navigate(homePathOf(granted ? buildMenu(granted) : []))} />;
}
