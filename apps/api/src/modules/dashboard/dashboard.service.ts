import { dashboardLimits, dashboardSectionPermissions, featureOfPermission } from '@inventory/contracts';
import type { Dashboard, DashboardOpenWork, DashboardSalesTrend } from '@inventory/contracts';
import {
  addDays,
  calendarDate,
  Decimal,
  isFeatureEnabled,
  recentWeeks,
  type ZonedWeek,
} from '@inventory/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema.ts';
import { wireNumber } from '../../db/wire-values.ts';
import { PermissionDeniedError } from '../../errors/app-errors.ts';
import type { RequestScope } from '../../http/request-scope.ts';
import { loadStockSettings, type StockSettings } from '../stock/stock-context.ts';
import { lowStockSkus, openDocumentCounts, salesByWeek, topSkusByMargin } from './dashboard.repository.ts';
import { warehouseValues, type ExpiryCuts, type StateCountRow } from './dashboard.repository.ts';
import { foldValueDays } from './value-spans.repository.ts';

type Section = keyof typeof dashboardSectionPermissions;
type DocumentKind = StateCountRow['kind'];

const DRAFT = 0;
const PROCESSING = 1;

/** The sections the caller may see: the section's permission granted, its feature on (business-rules §9). */
async function visibleSections(scope: RequestScope): Promise<ReadonlySet<Section>> {
  const access = await scope.access();
  const visible = new Set<Section>();
  for (const [section, permission] of Object.entries(dashboardSectionPermissions) as [Section, string][]) {
    const feature = featureOfPermission(permission);
    if (!access.grantedPolicies.has(permission)) continue;
    if (feature !== null && !isFeatureEnabled(access.features, feature)) continue;
    visible.add(section);
  }
  return visible;
}

function expiryCuts(now: Date, settings: StockSettings): ExpiryCuts {
  const [d30, d60, d90] = dashboardLimits.expiryHorizons;
  return {
    today: calendarDate(now, settings.timeZone),
    nearExpiryDays: Math.max(0, settings.nearExpiryDays),
    horizons: [d30, d60, d90],
  };
}

const money = (values: readonly string[]) => Decimal.sum(values).round(2);

async function stockSections(trx: Kysely<Schema>, tenantId: string, now: Date, settings: StockSettings) {
  const cuts = expiryCuts(now, settings);
  const longest = Math.max(cuts.nearExpiryDays, ...cuts.horizons);
  await foldValueDays(trx, tenantId, { today: cuts.today, horizon: addDays(cuts.today, longest) });
  const [rows, low] = await Promise.all([
    warehouseValues(trx, cuts),
    lowStockSkus(trx, dashboardLimits.lowStock),
  ]);
  const sum = (pick: (row: (typeof rows)[number]) => string) => money(rows.map(pick)).toNumber();
  return {
    stockValue: {
      total: sum((r) => r.value),
      warehouses: rows.map((r) => ({
        warehouseId: r.warehouseId,
        warehouse: r.warehouse,
        value: wireNumber(r.value),
      })),
    },
    expiryRisk: {
      expired: sum((r) => r.expired),
      within30Days: sum((r) => r.within30),
      within60Days: sum((r) => r.within60),
      within90Days: sum((r) => r.within90),
      nearExpiry: sum((r) => r.nearExpiry),
      nearExpiryDays: settings.nearExpiryDays,
    },
    lowStock: {
      items: low.map((r) => ({
        skuId: r.skuId,
        code: r.code,
        name: r.name,
        unit: r.unit,
        count: wireNumber(r.count),
        reorderLevel: wireNumber(r.reorderLevel),
      })),
      totalCount: Number(low[0]?.total ?? 0),
    },
  };
}

async function openWork(
  trx: Kysely<Schema>,
  kinds: readonly DocumentKind[],
): Promise<DashboardOpenWork | null> {
  if (kinds.length === 0) return null;
  const rows = await openDocumentCounts(trx, kinds);
  const count = (kind: DocumentKind, state: number) =>
    kinds.includes(kind) ? Number(rows.find((r) => r.kind === kind && r.state === state)?.count ?? 0) : null;
  return {
    drafts: {
      purchase: count('purchase', DRAFT),
      sell: count('sell', DRAFT),
      production: count('production', DRAFT),
      warehouse: count('warehouse', DRAFT),
    },
    // Auto-finish (§6) closes a document once complete, so Processing is exactly "not fully received/delivered".
    purchasesNotReceived: count('purchase', PROCESSING),
    salesNotDelivered: count('sell', PROCESSING),
    productionsInProgress: count('production', PROCESSING),
  };
}

async function salesTrend(trx: Kysely<Schema>, weeks: readonly ZonedWeek[]): Promise<DashboardSalesTrend> {
  const first = weeks[0]?.start;
  const last = weeks[weeks.length - 1]?.start;
  const range = first && last ? { first, last } : null;
  // The window rows of the top SKUs span the 12 weeks ending with the last (migration 0680).
  const [byWeek, top] = range
    ? await Promise.all([salesByWeek(trx, range), topSkusByMargin(trx, range.last, dashboardLimits.topSkus)])
    : [[], []];
  const figures = (revenue: string, cost: string) => ({
    revenue: wireNumber(revenue),
    cost: wireNumber(cost),
    margin: Decimal.from(revenue).sub(cost).round(2).toNumber(),
  });
  return {
    weeks: weeks.map((w) => {
      const row = byWeek.find((r) => r.weekStart === w.start);
      return {
        weekStart: w.start,
        sales: Number(row?.sales ?? 0),
        ...figures(row?.revenue ?? '0', row?.cost ?? '0'),
      };
    }),
    topSkus: top.map((r) => ({
      skuId: r.skuId,
      code: r.code,
      name: r.name,
      unit: r.unit,
      count: wireNumber(r.count),
      ...figures(r.revenue, r.cost),
    })),
  };
}

/**
 * GET /api/app/dashboard (issue 17, ADR 030): every section the caller may see, read in one transaction so the
 * figures agree with each other; the others null. The host has no business data: refused.
 */
export async function getDashboard(scope: RequestScope, now: Date = new Date()): Promise<Dashboard> {
  const tenantId = scope.tenant.id;
  if (tenantId === null) throw new PermissionDeniedError(dashboardSectionPermissions.stock);
  const visible = await visibleSections(scope);
  const kinds = (['purchase', 'sell', 'production', 'warehouse'] as const).filter((k) => visible.has(k));
  return scope.db.run(async (trx) => {
    const settings = await loadStockSettings(trx);
    const stock = visible.has('stock') ? await stockSections(trx, tenantId, now, settings) : null;
    return {
      timeZone: settings.timeZone,
      stockValue: stock?.stockValue ?? null,
      expiryRisk: stock?.expiryRisk ?? null,
      lowStock: stock?.lowStock ?? null,
      openWork: await openWork(trx, kinds),
      salesTrend: visible.has('sell')
        ? await salesTrend(trx, recentWeeks(now, settings.timeZone, dashboardLimits.weeks))
        : null,
    };
  });
}
