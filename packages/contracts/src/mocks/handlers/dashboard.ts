import type { HttpHandler } from 'msw';
import {
  Decimal,
  ExpirationStatus,
  batchCost,
  expiryWindow,
  isFeatureEnabled,
  lineTotal,
  recentWeeks,
  statusInWindow,
} from '@inventory/domain';
import { dashboardLimits, dashboardSectionPermissions, type Dashboard } from '../../areas/dashboard.ts';
import { featureOfPermission } from '../../permissions.ts';
import { endpoints } from '../../registry.ts';
import { type MockOptions, mockEndpoint } from '../mock-endpoint.ts';
import { tenantZone } from '../numbering.ts';
import { stockBalances } from '../stock-keeping.ts';
import type { FixtureStore } from '../store.ts';
import { ofTenant } from '../table.ts';

// GET /api/app/dashboard over the fixture store, figure by figure as ADR 030 defines them, with the domain's
// rules (batchCost, expiry windows, lineTotal, weeks in the tenant's zone). The caller is the tenant's `admin`, as
// everywhere in the mocks; a section shows when that user holds its permission and the tenant has its feature.

type Section = keyof typeof dashboardSectionPermissions;
type Figures = Omit<Dashboard, 'timeZone'>;

const money = (values: readonly Decimal[]) => Decimal.sum(values).round(2);

function visibleSections(store: FixtureStore, tenantId: string): Set<Section> {
  const user = store.users.find((u) => u.tenantId === tenantId && u.userName === 'admin');
  const granted = new Set(
    user
      ? user.roleNames
          .flatMap((r) => store.grants[`${tenantId}|R|${r}`] ?? [])
          .concat(store.grants[`${tenantId}|U|${user.id}`] ?? [])
      : [],
  );
  const features = store.features[tenantId] ?? {};
  const sections = Object.entries(dashboardSectionPermissions) as [Section, string][];
  return new Set(
    sections
      .filter(([, permission]) => {
        const feature = featureOfPermission(permission);
        return granted.has(permission) && (feature === null || isFeatureEnabled(features, feature));
      })
      .map(([section]) => section),
  );
}

function stockFigures(
  store: FixtureStore,
  tenantId: string,
): Pick<Figures, 'stockValue' | 'expiryRisk' | 'lowStock'> {
  const zone = tenantZone(store, tenantId);
  const today = store.today();
  const all = stockBalances(store, tenantId);
  const held = all.filter((b) => Decimal.from(b.quantity).isPositive());
  const value = (b: (typeof held)[number]) => batchCost({ count: b.quantity, cost: b.cost });
  const name = (id: string) =>
    store.warehouses.find((w) => w.tenantId === tenantId && w.id === id)?.name ?? null;
  const warehouses = [...new Set(held.map((b) => b.warehouseId))]
    .map((id) => ({
      warehouseId: id,
      warehouse: name(id),
      value: money(held.filter((b) => b.warehouseId === id).map(value)).toNumber(),
    }))
    .sort(
      (a, b) =>
        (a.warehouse ?? '').localeCompare(b.warehouse ?? '') || a.warehouseId.localeCompare(b.warehouseId),
    );
  const near = (days: number) => {
    const window = expiryWindow(today, zone.timeZone, days);
    return money(
      held.filter((b) => statusInWindow(b.expirationTime, window) === ExpirationStatus.NearExpiry).map(value),
    ).toNumber();
  };
  const expiredWindow = expiryWindow(today, zone.timeZone, zone.nearExpiryDays);
  const [d30, d60, d90] = dashboardLimits.expiryHorizons;
  const low = ofTenant(store.skus, tenantId)
    .filter((s) => s.reorderLevel != null && s.state === 0)
    .map((s) => ({
      s,
      level: Decimal.from(s.reorderLevel ?? 0),
      count: Decimal.sum(all.filter((b) => b.skuId === s.id).map((b) => b.quantity)),
    }))
    .filter((x) => x.count.lt(x.level))
    .sort(
      (a, b) => a.count.div(a.level, 12).cmp(b.count.div(b.level, 12)) || a.s.code.localeCompare(b.s.code),
    );
  return {
    stockValue: { total: money(held.map(value)).toNumber(), warehouses },
    expiryRisk: {
      expired: money(
        held
          .filter((b) => statusInWindow(b.expirationTime, expiredWindow) === ExpirationStatus.Expired)
          .map(value),
      ).toNumber(),
      within30Days: near(d30),
      within60Days: near(d60),
      within90Days: near(d90),
      nearExpiry: near(zone.nearExpiryDays),
      nearExpiryDays: zone.nearExpiryDays,
    },
    lowStock: {
      items: low.slice(0, dashboardLimits.lowStock).map(({ s, level, count }) => ({
        skuId: s.id,
        code: s.code,
        name: s.name,
        unit: s.unit ?? null,
        count: count.toNumber(),
        reorderLevel: level.toNumber(),
      })),
      totalCount: low.length,
    },
  };
}

function openWork(store: FixtureStore, tenantId: string, visible: Set<Section>): Figures['openWork'] {
  const kinds = {
    purchase: store.purchaseInvoices,
    sell: store.sellInvoices,
    production: store.productionOrders,
    warehouse: store.warehouseInvoices,
  } as const;
  const shown = (Object.keys(kinds) as (keyof typeof kinds)[]).filter((k) => visible.has(k));
  if (shown.length === 0) return null;
  const count = (kind: keyof typeof kinds, state: number) =>
    visible.has(kind)
      ? ofTenant<{ tenantId: string; state: number }>(kinds[kind], tenantId).filter((d) => d.state === state)
          .length
      : null;
  return {
    drafts: {
      purchase: count('purchase', 0),
      sell: count('sell', 0),
      production: count('production', 0),
      warehouse: count('warehouse', 0),
    },
    purchasesNotReceived: count('purchase', 1),
    salesNotDelivered: count('sell', 1),
    productionsInProgress: count('production', 1),
  };
}

function salesTrend(store: FixtureStore, tenantId: string): NonNullable<Figures['salesTrend']> {
  const weeks = recentWeeks(store.today(), tenantZone(store, tenantId).timeZone, dashboardLimits.weeks);
  const saleMs = (s: { sellTime?: string | null; submitTime?: string | null }) =>
    Date.parse(s.sellTime ?? s.submitTime ?? '');
  const first = weeks[0]?.startMs ?? 0;
  const end = weeks[weeks.length - 1]?.endMs ?? 0;
  const sales = ofTenant(store.sellInvoices, tenantId).filter(
    (s) => (s.state === 1 || s.state === 2) && saleMs(s) >= first && saleMs(s) < end,
  );
  const figures = (revenue: Decimal, cost: Decimal) => ({
    revenue: revenue.toNumber(),
    cost: cost.toNumber(),
    margin: revenue.sub(cost).toNumber(),
  });
  const lines = sales.flatMap((s) => s.items);
  const top = [...new Set(lines.map((l) => l.skuId))]
    .map((skuId) => {
      const own = lines.filter((l) => l.skuId === skuId);
      const revenue = money(own.map((l) => lineTotal(l.count, l.price)));
      const cost = money(own.map((l) => Decimal.from(l.cost ?? 0)));
      const sku = store.skus.find((s) => s.tenantId === tenantId && s.id === skuId);
      return { skuId, own, revenue, cost, sku };
    })
    .sort(
      (a, b) =>
        b.revenue.sub(b.cost).cmp(a.revenue.sub(a.cost)) ||
        (a.sku?.code ?? '').localeCompare(b.sku?.code ?? ''),
    )
    .slice(0, dashboardLimits.topSkus);
  return {
    weeks: weeks.map((w) => {
      const own = sales.filter((s) => saleMs(s) >= w.startMs && saleMs(s) < w.endMs);
      return {
        weekStart: w.start,
        sales: own.length,
        ...figures(
          money(own.map((s) => Decimal.from(s.totalPrice))),
          money(own.map((s) => Decimal.from(s.totalCost ?? 0))),
        ),
      };
    }),
    topSkus: top.map(({ skuId, own, revenue, cost, sku }) => ({
      skuId,
      code: sku?.code ?? '',
      name: sku?.name ?? '',
      unit: sku?.unit ?? null,
      count: Decimal.sum(own.map((l) => l.count)).toNumber(),
      ...figures(revenue, cost),
    })),
  };
}

export function dashboardHandlers(store: FixtureStore, options: MockOptions): HttpHandler[] {
  return [
    mockEndpoint(
      endpoints.dashboard.get,
      store,
      ({ tenantId }) => {
        const visible = visibleSections(store, tenantId);
        const stock = visible.has('stock') ? stockFigures(store, tenantId) : null;
        return {
          timeZone: tenantZone(store, tenantId).timeZone,
          stockValue: stock?.stockValue ?? null,
          expiryRisk: stock?.expiryRisk ?? null,
          lowStock: stock?.lowStock ?? null,
          openWork: openWork(store, tenantId, visible),
          salesTrend: visible.has('sell') ? salesTrend(store, tenantId) : null,
        };
      },
      options,
    ),
  ];
}
