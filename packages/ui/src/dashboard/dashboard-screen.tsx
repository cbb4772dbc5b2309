import { EmptyState, SimpleGrid, Stack, VStack } from '@chakra-ui/react';
import type { Dashboard, DashboardLowStockItem } from '@inventory/contracts';
import { useTranslation } from 'react-i18next';
import { ScreenHeader } from '../kit/screen-header.tsx';
import { BoxesGlyph } from '../layout/icons.tsx';
import { LoadErrorAlert } from '../table/table-states.tsx';
import type { DashboardSection } from './dashboard-sections.ts';
import {
  ExpiryRiskTile,
  LoadingTile,
  LowStockTile,
  OpenWorkTile,
  StockValueTile,
} from './dashboard-tiles.tsx';
import { SalesTrendTile } from './sales-trend-tile.tsx';

export interface DashboardScreenProps {
  /** The server's figures; absent while they load (or when the load failed). */
  dashboard?: Dashboard;
  /** Why the figures could not be loaded. */
  error?: unknown;
  onRetry?: () => void;
  /** The sections this user may see (`dashboardSectionsOf`): their tiles wait as placeholders while loading. */
  sections: ReadonlySet<DashboardSection>;
  /** Hands an in-app address to the router (the tiles' links to the filtered screens). */
  onNavigate: (path: string) => void;
  /** Opens a new purchase proposing the low-stock SKUs' shortfall; absent without permission to buy. */
  onDraftPurchase?: (items: readonly DashboardLowStockItem[]) => void;
}

function NothingToShow() {
  const { t } = useTranslation('dashboard');
  return (
    <EmptyState.Root size="sm" borderWidth="1px" borderRadius="l2" bg="surface.panel">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <BoxesGlyph />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title as="p">{t('nothingToShow.title')}</EmptyState.Title>
          <EmptyState.Description>{t('nothingToShow.description')}</EmptyState.Description>
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/**
 * /dashboard, the owner's first screen: stock value, value at risk from expiry, low stock, open work and the
 * sales trend, each tile only when the server answered its section (its permission and feature, ADR 030), each
 * leading to the screen with the detail, filtered. The chart's code loads after the tiles have painted.
 */
export function DashboardScreen({
  dashboard,
  error,
  onRetry,
  sections,
  onNavigate,
  onDraftPurchase,
}: DashboardScreenProps) {
  const { t } = useTranslation('dashboard');
  const loading = !dashboard && !error;
  const showStock = loading ? sections.has('stock') : Boolean(dashboard?.stockValue);
  const showWork = loading
    ? ['purchase', 'sell', 'production', 'warehouse'].some((s) => sections.has(s as DashboardSection))
    : Boolean(dashboard?.openWork);
  const showTrend = loading ? sections.has('sell') : Boolean(dashboard?.salesTrend);
  const nothing = dashboard && !dashboard.stockValue && !dashboard.openWork && !dashboard.salesTrend;
  return (
    <Stack gap="5" aria-busy={loading}>
      <ScreenHeader title={t('title')} description={t('description')} />
      {error !== undefined && !dashboard && <LoadErrorAlert error={error} onRetry={onRetry} />}
      {nothing && <NothingToShow />}
      {(showStock || showWork) && (
        <SimpleGrid columns={{ base: 1, md: 2, '2xl': 4 }} gap="4" alignItems="stretch">
          {showStock &&
            (dashboard?.stockValue && dashboard.expiryRisk && dashboard.lowStock ? (
              <>
                <StockValueTile value={dashboard.stockValue} onNavigate={onNavigate} />
                <ExpiryRiskTile risk={dashboard.expiryRisk} onNavigate={onNavigate} />
                <LowStockTile lowStock={dashboard.lowStock} onDraftPurchase={onDraftPurchase} />
              </>
            ) : (
              <>
                <LoadingTile title={t('stockValue.title')} />
                <LoadingTile title={t('expiry.title')} />
                <LoadingTile title={t('lowStock.title')} />
              </>
            ))}
          {showWork &&
            (dashboard?.openWork ? (
              <OpenWorkTile work={dashboard.openWork} onNavigate={onNavigate} />
            ) : (
              <LoadingTile title={t('openWork.title')} />
            ))}
        </SimpleGrid>
      )}
      {showTrend &&
        (dashboard?.salesTrend ? (
          <SalesTrendTile trend={dashboard.salesTrend} />
        ) : (
          <LoadingTile title={t('trend.title')} />
        ))}
    </Stack>
  );
}
