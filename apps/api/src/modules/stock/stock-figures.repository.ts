import { sql, type Kysely } from 'kysely';
import type { Schema } from '../../db/schema.ts';
import { sameTenant } from '../../db/same-tenant.ts';
import { forgetRead } from '../../db/transaction-reads.ts';
import { settingsReadKey } from '../settings/setting-definitions.ts';
import { loadStockSettings } from './stock-context.ts';

// The dashboard's maintained stock figures (ADR 031): held quantity and value per warehouse and expiration date in
// the tenant's zone, held quantity per SKU and warehouse. Written only at the end of a transaction that changed
// balances (stock-figures.ts), rebuilt when the tenant's zone changes.

/** The expiration date of a batch without one: after every date, so in no expiry window. */
export const NO_EXPIRY = 'infinity';

/**
 * The tenant's figures lock (an advisory lock, ADR 031): every writer holds it shared from its figures' update to
 * its commit, a zone-change rebuild holds it exclusively, so a rebuild never misses a writer's change and no writer
 * files a change under the zone a rebuild replaced. Key: the ADR's number and the tenant.
 */
export async function lockFigures(trx: Kysely<Schema>, tenantId: string, mode: 'shared' | 'exclusive') {
  const lock = mode === 'shared' ? sql`pg_advisory_xact_lock_shared` : sql`pg_advisory_xact_lock`;
  await sql`select ${lock}(31, hashtext(${tenantId}))`.execute(trx);
}

const zoneUnderLock = new WeakMap<Kysely<Schema>, Promise<string>>();

/**
 * The figures lock taken shared, then the tenant's zone read, once per transaction: the stock figures and the sales
 * trend (ADR 031) date their rows in that zone, read after the lock so that a zone change's rebuild either saw this
 * transaction's changes or committed before they are dated. The settings this transaction read before the lock
 * (ADR 047 keeps them per transaction) may predate a zone change committed meanwhile, so they are read again.
 */
export function figuresZone(trx: Kysely<Schema>, tenantId: string): Promise<string> {
  let zone = zoneUnderLock.get(trx);
  if (!zone) {
    zone = lockFigures(trx, tenantId, 'shared').then(async () => {
      forgetRead(trx, settingsReadKey);
      return (await loadStockSettings(trx)).timeZone;
    });
    zoneUnderLock.set(trx, zone);
  }
  return zone;
}

/** Cost and expiration instant of batches by id. */
export async function batchValuation(
  trx: Kysely<Schema>,
  ids: readonly string[],
): Promise<Map<string, { cost: string; expirationTime: Date | null }>> {
  if (ids.length === 0) return new Map();
  const rows = await trx
    .selectFrom('batches')
    .select(['id', 'cost', 'expiration_time'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, { cost: String(r.cost), expirationTime: r.expiration_time }]));
}

export interface ValueDayChange {
  warehouseId: string;
  expirationDate: string;
  quantity: string;
  value: string;
}

/** Adds the changes to their rows, creating them; the caller sorts them (the lock order of ADR 031). */
export async function addValueDays(
  trx: Kysely<Schema>,
  tenantId: string,
  changes: readonly ValueDayChange[],
): Promise<void> {
  if (changes.length === 0) return;
  await trx
    .insertInto('stock_value_days')
    .values(
      changes.map((c) => ({
        tenant_id: tenantId,
        warehouse_id: c.warehouseId,
        expiration_date: c.expirationDate,
        quantity: c.quantity,
        value: c.value,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'warehouse_id', 'expiration_date']).doUpdateSet({
        quantity: sql`stock_value_days.quantity + excluded.quantity`,
        value: sql`stock_value_days.value + excluded.value`,
      }),
    )
    .execute();
}

export interface SkuTotalChange {
  skuId: string;
  warehouseId: string;
  quantity: string;
}

/** Adds the changes to their rows, creating them; the caller sorts them (the lock order of ADR 031). */
export async function addSkuTotals(
  trx: Kysely<Schema>,
  tenantId: string,
  changes: readonly SkuTotalChange[],
): Promise<void> {
  if (changes.length === 0) return;
  await trx
    .insertInto('stock_sku_totals')
    .values(
      changes.map((c) => ({
        tenant_id: tenantId,
        sku_id: c.skuId,
        warehouse_id: c.warehouseId,
        quantity: c.quantity,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'sku_id', 'warehouse_id']).doUpdateSet({
        quantity: sql`stock_sku_totals.quantity + excluded.quantity`,
      }),
    )
    .execute();
}

/**
 * Recomputes the tenant's per-date figures from its balances with expiration dates in `timeZone`, under the
 * exclusive figures lock (when the zone changes; the per-SKU totals do not depend on it).
 */
export async function rebuildValueDays(
  trx: Kysely<Schema>,
  tenantId: string,
  timeZone: string,
): Promise<void> {
  await lockFigures(trx, tenantId, 'exclusive');
  await trx.deleteFrom('stock_value_days').execute();
  const expirationDate = sql<string>`coalesce((b.expiration_time at time zone ${timeZone})::date, ${NO_EXPIRY}::date)`;
  await trx
    .insertInto('stock_value_days')
    .columns(['tenant_id', 'warehouse_id', 'expiration_date', 'quantity', 'value'])
    .expression(
      trx
        .selectFrom('stock_balances as sb')
        .innerJoin('batches as b', sameTenant('b.id', 'sb.batch_id'))
        .where('sb.quantity', '>', '0')
        .groupBy(['sb.tenant_id', 'sb.warehouse_id', sql`3`]) // the zone is a parameter: group by the select's date
        .select([
          'sb.tenant_id',
          'sb.warehouse_id',
          expirationDate.as('expiration_date'),
          sql<string>`sum(sb.quantity)`.as('quantity'),
          sql<string>`sum(round(sb.quantity * b.cost, 2))`.as('value'),
        ]),
    )
    .execute();
}
