import type { RawSession } from './bench-database.ts';

/** Ids the read cases need, picked from a generated tenant. */
export interface TenantFacts {
  tenantId: string;
  warehouseId: string;
  /** The SKU with the most balance rows (stock info's worst case). */
  busySkuId: string;
  kitId: string;
}

/** Runs `fn` in one transaction as the application role in the tenant (RLS applies, as for the server). */
export async function inTenant<T>(session: RawSession, tenantId: string, fn: () => Promise<T>): Promise<T> {
  await session.query('begin');
  try {
    await session.query('set local role inventory_app');
    await session.query(`select set_config('app.tenant_id', $1, true)`, [tenantId]);
    const result = await fn();
    await session.query('commit');
    return result;
  } catch (error) {
    await session.query('rollback');
    throw error;
  }
}

export async function tenantFacts(session: RawSession, tenantId: string): Promise<TenantFacts> {
  return inTenant(session, tenantId, async () => {
    const [warehouse] = await session.query<{ id: string }>(
      `select id from warehouses where name = 'Warehouse 01'`,
    );
    const [busy] = await session.query<{ id: string }>(
      `select sku_id as id from stock_balances group by sku_id order by count(*) desc, sku_id limit 1`,
    );
    const [kit] = await session.query<{ id: string }>(
      `select sku_id as id from sku_components group by sku_id order by count(*) desc, sku_id limit 1`,
    );
    if (!warehouse || !busy || !kit) throw new Error(`tenant ${tenantId} has no generated data`);
    return { tenantId, warehouseId: warehouse.id, busySkuId: busy.id, kitId: kit.id };
  });
}
