import { Button, Card, Flex, HStack, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import type {
  DashboardExpiryRisk,
  DashboardLowStock,
  DashboardLowStockItem,
  DashboardOpenWork,
  DashboardStockValue,
} from '@inventory/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../kit/format-number.ts';
import { NavLink } from '../layout/nav-link.tsx';
import { dashboardLinks } from './dashboard-sections.ts';

/** How a tile leaves for the screen with its detail (the app's router). */
export interface TileNavigation {
  onNavigate: (path: string) => void;
}

/** Money the tenant's way: two places, the language's separators, no currency symbol (glossary). */
export function useMoney(): (value: number) => string {
  const { i18n } = useTranslation();
  return (value) => formatNumber(value, 'money', i18n.language);
}

function useCount(): (value: number) => string {
  const { i18n } = useTranslation();
  return (value) => formatNumber(value, 'count', i18n.language);
}

/** One tile: a card titled by an h2 (the page's outline), its figures, and what it leads to. */
export function Tile({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Card.Root size="sm" variant="outline" bg="surface.panel" height="full">
      <Card.Header>
        <Card.Title as="h2" fontSize="md">
          {title}
        </Card.Title>
        {hint && (
          <Card.Description fontSize="xs" color="fg.muted">
            {hint}
          </Card.Description>
        )}
      </Card.Header>
      <Card.Body gap="3">{children}</Card.Body>
    </Card.Root>
  );
}

/** A tile's place while the figures load: its title already, the figures as placeholders. */
export function LoadingTile({ title }: { title: string }) {
  return (
    <Tile title={title}>
      <Stack gap="2" aria-hidden>
        <Skeleton height="8" width="40%" />
        <Skeleton height="4" />
        <Skeleton height="4" />
        <Skeleton height="4" width="70%" />
      </Stack>
    </Tile>
  );
}

/** A figure's name and its value on one line; the name a link when it leads somewhere. */
function FigureRow({
  label,
  value,
  to,
  emphasis,
  onNavigate,
}: {
  label: string;
  value: string;
  to?: string;
  emphasis?: 'danger' | 'warning';
  onNavigate: (path: string) => void;
}) {
  const color = emphasis === 'danger' ? 'fg.error' : emphasis === 'warning' ? 'fg.warning' : undefined;
  return (
    <HStack justify="space-between" gap="4" fontSize="sm">
      {to ? (
        <NavLink to={to} onNavigate={onNavigate} color="fg.link" textDecoration="underline">
          {label}
        </NavLink>
      ) : (
        <Text>{label}</Text>
      )}
      <Text fontVariantNumeric="tabular-nums" fontWeight="medium" color={color}>
        {value}
      </Text>
    </HStack>
  );
}

function BigFigure({ children }: { children: ReactNode }) {
  return (
    <Text fontSize="2xl" fontWeight="semibold" fontVariantNumeric="tabular-nums" lineHeight="short">
      {children}
    </Text>
  );
}

export function StockValueTile({ value, onNavigate }: { value: DashboardStockValue } & TileNavigation) {
  const { t } = useTranslation('dashboard');
  const money = useMoney();
  return (
    <Tile title={t('stockValue.title')} hint={t('stockValue.hint')}>
      <BigFigure>{money(value.total)}</BigFigure>
      {value.warehouses.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('stockValue.empty')}
        </Text>
      ) : (
        <Stack gap="1" as="ul" listStyleType="none" aria-label={t('stockValue.perWarehouse')}>
          {value.warehouses.map((w) => (
            <li key={w.warehouseId}>
              <FigureRow
                label={w.warehouse ?? t('stockValue.unnamedWarehouse')}
                value={money(w.value)}
                to={dashboardLinks.stockIn(w.warehouseId)}
                onNavigate={onNavigate}
              />
            </li>
          ))}
        </Stack>
      )}
    </Tile>
  );
}

export function ExpiryRiskTile({ risk, onNavigate }: { risk: DashboardExpiryRisk } & TileNavigation) {
  const { t } = useTranslation('dashboard');
  const money = useMoney();
  const quiet = risk.expired === 0 && risk.within90Days === 0;
  return (
    <Tile title={t('expiry.title')}>
      <Stack gap="1">
        <FigureRow
          label={t('expiry.expired')}
          value={money(risk.expired)}
          to={dashboardLinks.expired}
          emphasis={risk.expired > 0 ? 'danger' : undefined}
          onNavigate={onNavigate}
        />
        <FigureRow
          label={t('expiry.nearExpiry', { days: risk.nearExpiryDays })}
          value={money(risk.nearExpiry)}
          to={dashboardLinks.nearExpiry}
          emphasis={risk.nearExpiry > 0 ? 'warning' : undefined}
          onNavigate={onNavigate}
        />
        {(
          [
            [30, risk.within30Days],
            [60, risk.within60Days],
            [90, risk.within90Days],
          ] as const
        ).map(([days, amount]) => (
          <FigureRow
            key={days}
            label={t('expiry.within', { days })}
            value={money(amount)}
            onNavigate={onNavigate}
          />
        ))}
      </Stack>
      {quiet && (
        <Text fontSize="sm" color="fg.muted">
          {t('expiry.none')}
        </Text>
      )}
    </Tile>
  );
}

/** How many lines the tile lists; the rest are counted, and all of them go into the purchase draft. */
const lowStockShown = 5;

export function LowStockTile({
  lowStock,
  onDraftPurchase,
}: {
  lowStock: DashboardLowStock;
  /** Opens a new purchase proposing the shortfall of these SKUs; absent without permission to buy. */
  onDraftPurchase?: (items: readonly DashboardLowStockItem[]) => void;
}) {
  const { t } = useTranslation('dashboard');
  const count = useCount();
  const shown = lowStock.items.slice(0, lowStockShown);
  const more = lowStock.totalCount - shown.length;
  return (
    <Tile title={t('lowStock.title')} hint={t('lowStock.hint')}>
      {lowStock.totalCount === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('lowStock.none')} {t('lowStock.noLevels')}
        </Text>
      ) : (
        <>
          <Text fontWeight="medium" color="fg.warning">
            {t('lowStock.count', { count: lowStock.totalCount })}
          </Text>
          <Table.Root size="sm" variant="line" aria-label={t('lowStock.title')}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('lowStock.sku')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('lowStock.inStock')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('lowStock.reorderLevel')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {shown.map((item) => (
                <Table.Row key={item.skuId}>
                  <Table.Cell>
                    <Text lineClamp={1} title={`${item.code} ${item.name}`}>
                      {item.name}
                    </Text>
                    <Text fontSize="xs" color="fg.muted">
                      {item.code}
                    </Text>
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {count(item.count)}
                    {item.unit ? ` ${item.unit}` : ''}
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {count(item.reorderLevel)}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          {more > 0 && (
            <Text fontSize="sm" color="fg.muted">
              {t('lowStock.more', { count: more })}
            </Text>
          )}
          {onDraftPurchase && (
            <Flex>
              <Button size="sm" variant="outline" onClick={() => onDraftPurchase(lowStock.items)}>
                {t('lowStock.draftPurchase')}
              </Button>
            </Flex>
          )}
        </>
      )}
    </Tile>
  );
}

export function OpenWorkTile({ work, onNavigate }: { work: DashboardOpenWork } & TileNavigation) {
  const { t } = useTranslation('dashboard');
  const count = useCount();
  const rows: { key: string; label: string; value: number | null; to?: string }[] = [
    {
      key: 'pd',
      label: t('openWork.purchaseDrafts'),
      value: work.drafts.purchase,
      to: dashboardLinks.purchaseDrafts,
    },
    {
      key: 'pr',
      label: t('openWork.purchasesNotReceived'),
      value: work.purchasesNotReceived,
      to: dashboardLinks.purchasesOpen,
    },
    { key: 'sd', label: t('openWork.sellDrafts'), value: work.drafts.sell, to: dashboardLinks.sellDrafts },
    {
      key: 'sn',
      label: t('openWork.salesNotDelivered'),
      value: work.salesNotDelivered,
      to: dashboardLinks.salesOpen,
    },
    {
      key: 'yd',
      label: t('openWork.productionDrafts'),
      value: work.drafts.production,
      to: dashboardLinks.productionDrafts,
    },
    {
      key: 'yp',
      label: t('openWork.productionsInProgress'),
      value: work.productionsInProgress,
      to: dashboardLinks.productionsOpen,
    },
    { key: 'wd', label: t('openWork.warehouseDrafts'), value: work.drafts.warehouse },
  ];
  return (
    <Tile title={t('openWork.title')}>
      <Stack gap="1">
        {rows.flatMap(({ key, label, value, to }) =>
          value === null
            ? []
            : [<FigureRow key={key} label={label} value={count(value)} to={to} onNavigate={onNavigate} />],
        )}
      </Stack>
    </Tile>
  );
}
