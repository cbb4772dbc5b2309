import { dashboardLimits, type Dashboard } from '@inventory/contracts';
import { batchCost, Decimal, ExpirationStatus, expiryWindow, lineTotal } from '@inventory/domain';
import { recentWeeks, statusInWindow } from '@inventory/domain';
import type { AppDb } from '../../src/db/database.ts';

// The dashboard's figures computed straight from the rows, row by row in TypeScript with the domain's rules
// (batchCost, expiry windows, lineTotal, weeks): what the endpoint's SQL aggregates must agree with.

const money = (values: Decimal[]) => Decimal.sum(values).round(2).toNumber();

type Figures = Omit<Dashboard, 'timeZone'>;

export async function directFigures(
  db: AppDb,
  tenantId: string,
  settings: { timeZone: string; nearExpiryDays: number },
  now: Date,
): Promise<Figures> {
  return db.tenant(tenantId, async (trx) => {
    const balances = await trx
      .selectFrom('stock_balances as sb')
      .innerJoin('batches as b', 'b.id', 'sb.batch_id')
      .leftJoin('warehouses as w', 'w.id', 'sb.warehouse_id')
      .select(['sb.warehouse_id', 'w.name', 'sb.sku_id', 'sb.quantity', 'b.cost', 'b.expiration_time'])
      .execute();
    const held = balances.filter((r) => Decimal.from(r.quantity).isPositive());
    const value = (r: (typeof held)[number]) => batchCost({ count: r.quantity, cost: r.cost });
    const warehouseIds = [...new Set(held.map((r) => r.warehouse_id))];
    const warehouses = warehouseIds
      .map((id) => {
        const rows = held.filter((r) => r.warehouse_id === id);
        return { warehouseId: id, warehouse: rows[0]?.name ?? null, value: money(rows.map(value)) };
      })
      // By id: the endpoint orders by name in the database's collation, which the test does not restate.
      .sort((a, b) => a.warehouseId.localeCompare(b.warehouseId));
    const valueWhere = (days: number, status: ExpirationStatus) => {
      const window = expiryWindow(now, settings.timeZone, days);
      return money(held.filter((r) => statusInWindow(r.expiration_time, window) === status).map(value));
    };

    const skus = await trx
      .selectFrom('skus')
      .select(['id', 'code', 'name', 'unit', 'reorder_level', 'state', 'is_deleted'])
      .execute();
    const countOf = (skuId: string) =>
      Decimal.sum(balances.filter((r) => r.sku_id === skuId).map((r) => r.quantity));
    const low = skus
      .filter((s) => s.reorder_level !== null && !s.is_deleted && s.state === 0)
      .map((s) => ({ s, count: countOf(s.id), level: Decimal.from(s.reorder_level ?? '0') }))
      .filter((x) => x.count.lt(x.level))
      .sort(
        (a, b) => a.count.div(a.level, 12).cmp(b.count.div(b.level, 12)) || a.s.code.localeCompare(b.s.code),
      );

    const countState = async (
      table: 'purchase_invoices' | 'sell_invoices' | 'yields' | 'warehouse_invoices',
      state: number,
    ) => (await trx.selectFrom(table).select('id').where('state', '=', state).execute()).length;

    const weeks = recentWeeks(now, settings.timeZone, dashboardLimits.weeks);
    const sales = (await trx.selectFrom('sell_invoices').selectAll().execute()).filter(
      (s) => s.state === 1 || s.state === 2,
    );
    const saleMs = (s: (typeof sales)[number]) => new Date(s.sell_time ?? s.submit_time ?? 0).getTime();
    const first = weeks[0]?.startMs ?? 0;
    const end = weeks[weeks.length - 1]?.endMs ?? 0;
    const inRange = sales.filter((s) => saleMs(s) >= first && saleMs(s) < end);
    const lines = await trx.selectFrom('sell_invoice_items').selectAll().execute();
    const topSkus = [...new Set(lines.map((l) => l.sku_id))]
      .map((skuId) => {
        const own = lines.filter((l) => l.sku_id === skuId && inRange.some((s) => s.id === l.invoice_id));
        const revenue = Decimal.sum(own.map((l) => lineTotal(l.count, l.price)));
        const cost = Decimal.sum(own.map((l) => l.cost ?? '0'));
        const sku = skus.find((s) => s.id === skuId);
        return { own, revenue, cost, sku };
      })
      .filter((x) => x.own.length > 0 && x.sku)
      .sort(
        (a, b) =>
          b.revenue.sub(b.cost).cmp(a.revenue.sub(a.cost)) ||
          (a.sku?.code ?? '').localeCompare(b.sku?.code ?? ''),
      )
      .slice(0, dashboardLimits.topSkus);

    return {
      stockValue: { total: money(held.map(value)), warehouses },
      expiryRisk: {
        expired: valueWhere(0, ExpirationStatus.Expired),
        within30Days: valueWhere(30, ExpirationStatus.NearExpiry),
        within60Days: valueWhere(60, ExpirationStatus.NearExpiry),
        within90Days: valueWhere(90, ExpirationStatus.NearExpiry),
        nearExpiry: valueWhere(settings.nearExpiryDays, ExpirationStatus.NearExpiry),
        nearExpiryDays: settings.nearExpiryDays,
      },
      lowStock: {
        items: low.slice(0, dashboardLimits.lowStock).map(({ s, count, level }) => ({
          skuId: s.id,
          code: s.code,
          name: s.name,
          unit: s.unit,
          count: count.toNumber(),
          reorderLevel: level.toNumber(),
        })),
        totalCount: low.length,
      },
      openWork: {
        drafts: {
          purchase: await countState('purchase_invoices', 0),
          sell: await countState('sell_invoices', 0),
          production: await countState('yields', 0),
          warehouse: await countState('warehouse_invoices', 0),
        },
        purchasesNotReceived: await countState('purchase_invoices', 1),
        salesNotDelivered: await countState('sell_invoices', 1),
        productionsInProgress: await countState('yields', 1),
      },
      salesTrend: {
        weeks: weeks.map((w) => {
          const own = inRange.filter((s) => saleMs(s) >= w.startMs && saleMs(s) < w.endMs);
          const revenue = Decimal.sum(own.map((s) => s.total_price));
          const cost = Decimal.sum(own.map((s) => s.total_cost));
          return {
            weekStart: w.start,
            sales: own.length,
            revenue: revenue.toNumber(),
            cost: cost.toNumber(),
            margin: revenue.sub(cost).toNumber(),
          };
        }),
        topSkus: topSkus.map(({ own, revenue, cost, sku }) => ({
          skuId: sku?.id ?? '',
          code: sku?.code ?? '',
          name: sku?.name ?? '',
          unit: sku?.unit ?? null,
          count: Decimal.sum(own.map((l) => l.count)).toNumber(),
          revenue: revenue.toNumber(),
          cost: cost.toNumber(),
          margin: revenue.sub(cost).toNumber(),
        })),
      },
    };
  });
}
