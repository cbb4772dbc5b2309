import { Features, endpoints, permissionsOf } from '@inventory/contracts';
import { isFeatureEnabled } from '@inventory/domain';
import { DashboardScreen, dashboardSectionsOf } from '@inventory/ui';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApplicationConfiguration } from '../api/application-configuration.ts';
import { useRead } from '../api/endpoint-hooks.ts';
import { useScreenErrorPolicy } from '../errors/use-screen-error-policy.ts';
import { featureValuesOf } from '../permissions/feature-values.ts';
import { usePermission } from '../permissions/use-permission.ts';
import { lowStockProposal } from './purchase-proposal.ts';

/**
 * /dashboard: the owner's first screen, one call (`GET /api/app/dashboard`). The tiles wait as placeholders for
 * the sections this user may see; a tile leads to its screen filtered; low stock drafts a purchase of the
 * shortfall in the purchase editor, for a user who may buy.
 */
export function DashboardRoute() {
  const navigate = useNavigate();
  const errors = useScreenErrorPolicy();
  const { data: configuration } = useApplicationConfiguration();
  const features = useMemo(() => featureValuesOf(configuration?.features.values), [configuration]);
  const sections = useMemo(
    () => dashboardSectionsOf(configuration?.auth.grantedPolicies, features),
    [configuration, features],
  );
  const figures = useRead(endpoints.dashboard.get, {}, { onError: errors.onReadError });
  const mayBuy =
    usePermission(permissionsOf(endpoints.purchaseInvoice.save)) &&
    isFeatureEnabled(features, Features.Purchase);
  return (
    <DashboardScreen
      dashboard={figures.data}
      error={figures.error}
      onRetry={() => void figures.mutate()}
      sections={sections}
      onNavigate={(path) => void navigate(path)}
      onDraftPurchase={
        mayBuy
          ? (items) => void navigate('/sys/purchasing/new', { state: lowStockProposal(items) })
          : undefined
      }
    />
  );
}
