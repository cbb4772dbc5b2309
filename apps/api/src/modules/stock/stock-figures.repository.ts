import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Schema } from '../../db/schema.ts';
import { sameTenant } from '../../db/same-tenant.ts';
import { forgetRead } from '../../db/transaction-reads.ts';
import { settingsReadKey } from '../settings/setting-definitions.ts';
import { sendWave } from '../../db/statement-wave.ts';
import { keepStockSettings, loadStockSettings, settingsRead } from './stock-context.ts';

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
  await figuresLock(tenantId, mode).execute(trx);
}

function figuresLock(tenantId: string, mode: 'shared' | 'exclusive') {
  const lock = mode === 'shared' ? sql`pg_advisory_xact_lock_shared` : sql`pg_advisory_xact_lock`;
  return sql`select ${lock}(31, hashtext(${tenantId}))`;
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
    // The lock and the read in one wave (ADR 063): PostgreSQL runs the read after the lock is granted, with a
    // snapshot taken then, as when the read was sent after the lock's answer.
    zone = sendWave(trx, [figuresLock(tenantId, 'shared').compile(trx), settingsRead(trx).compile()]).then(
      async ([, settings]) => {
        forgetRead(trx, settingsReadKey);
        keepStockSettings(trx, settings?.rows as { name: string; value: string }[]);
        return (await loadStockSettings(trx)).timeZone;
      },
    );
    zoneUnderLock.set(trx, zone);
  }
  return zone;
}

export interface ValueDayChange {
  warehouseId: string;
  expirationDate: string;
  quantity: string;
  value: string;
}

export interface SkuTotalChange {
  skuId: string;
  warehouseId: string;
  quantity: string;
  /** Earliest expiration among the changed rows left holding stock (null: none, or none dated). */
  heldExpiration: Date | null;
  /** Earliest expiration among the changed rows this change emptied (null: none, or none dated). */
  emptiedExpiration: Date | null;
}

/** The stale mark of stock_sku_totals.earliest_expiration (migration 0730): unknown, the list probes the held rows. */
export const UNKNOWN_EXPIRY = '-infinity';

/**
 * The totals row's earliest held expiration after a change (ADR 058), in the upsert's DO UPDATE (`t` the row as
 * locked, `c` this change's row of `sku_changes`):
 * - a change that emptied no batch dated at or before it only adds held batches: the earlier of the two;
 * - one that did (or a row marked unknown) recomputes it from the held rows' index, one entry: this statement sees
 *   the transaction's own balance writes, all of which precede it. Its snapshot may miss a batch that another
 *   transaction, committed while this one waited for the row's lock, made held; that transaction changed the row, so
 *   the version this statement's snapshot sees (xmin) differs from the one it locked, and it writes "unknown".
 */
const earliestAfterChange = sql`case
      when t.earliest_expiration = ${UNKNOWN_EXPIRY}::timestamptz or (c.emptied is not null
        and (t.earliest_expiration is null or c.emptied <= t.earliest_expiration))
      then case
        when (select s.xmin from stock_sku_totals s
              where s.tenant_id = t.tenant_id and s.sku_id = t.sku_id and s.warehouse_id = t.warehouse_id) = t.xmin
        then (select min(sb.expiration_time) from stock_balances sb
              where sb.tenant_id = t.tenant_id and sb.sku_id = t.sku_id and sb.warehouse_id = t.warehouse_id
                and sb.quantity > 0)
        else ${UNKNOWN_EXPIRY}::timestamptz end
      else least(t.earliest_expiration, excluded.earliest_expiration) end`;

/**
 * Adds the changes to their rows, creating them, in one statement (ADR 052): the per-date rows first, then the
 * per-SKU rows, each in the order given (the caller sorts them: the lock order of ADR 031). The per-SKU insert reads
 * the per-date insert's count before its first row, so the per-date rows are written (and locked) first, as when they
 * were two statements; a data-modifying CTE nobody reads would run after the main insert.
 */
export async function addStockFigures(
  trx: Kysely<Schema>,
  tenantId: string,
  days: readonly ValueDayChange[],
  skus: readonly SkuTotalChange[],
): Promise<void> {
  await stockFiguresWrite(tenantId, days, skus)?.execute(trx);
}

/** `addStockFigures`'s statement, unsent (undefined: no change), for the commit steps' wave (ADR 063). */
export function stockFiguresWrite(
  tenantId: string,
  days: readonly ValueDayChange[],
  skus: readonly SkuTotalChange[],
): RawBuilder<unknown> | undefined {
  if (days.length === 0 && skus.length === 0) return undefined;
  const dayRows = sql.join(
    days.map(
      (d) =>
        sql`(${tenantId}::uuid, ${d.warehouseId}::uuid, ${d.expirationDate}::date, ${d.quantity}::numeric, ${d.value}::numeric)`,
    ),
  );
  const skuRows = sql.join(
    skus.map(
      (k) =>
        sql`(${tenantId}::uuid, ${k.skuId}::uuid, ${k.warehouseId}::uuid, ${k.quantity}::numeric, ${k.heldExpiration}::timestamptz, ${k.emptiedExpiration}::timestamptz)`,
    ),
  );
  const addDays = sql`insert into stock_value_days as d (tenant_id, warehouse_id, expiration_date, quantity, value)
    values ${dayRows}
    on conflict (tenant_id, warehouse_id, expiration_date) do update
      set quantity = d.quantity + excluded.quantity, value = d.value + excluded.value`;
  // A new row's held batches are all this transaction's (a totals row exists wherever balance rows do, ADR 050).
  const skuChanges = sql`sku_changes (tenant_id, sku_id, warehouse_id, quantity, held, emptied) as (values ${skuRows})`;
  const addSkus = (
    after: RawBuilder<unknown>,
  ) => sql`insert into stock_sku_totals as t (tenant_id, sku_id, warehouse_id, quantity, earliest_expiration)
    select c.tenant_id, c.sku_id, c.warehouse_id, c.quantity, c.held from sku_changes c ${after}
    on conflict (tenant_id, sku_id, warehouse_id) do update set quantity = t.quantity + excluded.quantity,
      earliest_expiration = (select ${earliestAfterChange} from sku_changes c
        where c.sku_id = t.sku_id and c.warehouse_id = t.warehouse_id)`;
  if (skus.length === 0) return addDays;
  if (days.length === 0) return sql`with ${skuChanges} ${addSkus(sql``)}`;
  return sql`with value_days as (${addDays} returning 1), ${skuChanges}
      ${addSkus(sql`where (select count(*) from value_days) >= 0`)}`;
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
