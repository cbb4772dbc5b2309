import type { RawSession } from './bench-database.ts';
import type { ContestedStock } from './submit-raw.ts';

/** Ids the read cases need, picked from a generated tenant. */
export interface TenantFacts {
  tenantId: string;
  warehouseId: string;
  /** The SKU with the most balance rows (stock info's worst case). */
  busySkuId: string;
  kitId: string;
  /**
   * The name of the SKU with the fewest balance rows in Warehouse 01 (then the first by code): on the bench's two
   * tenants one row each, so the stock detail's call (one SKU, one warehouse, every batch) answers the same on
   * both (ADR 071).
   */
  detailSkuName: string;
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
    const [detail] = warehouse
      ? await session.query<{ name: string }>(
          `select s.name from stock_balances sb join skus s on s.id = sb.sku_id
           where sb.warehouse_id = $1 group by s.id, s.name, s.code order by count(*), s.code limit 1`,
          [warehouse.id],
        )
      : [];
    if (!warehouse || !busy || !kit || !detail) throw new Error(`tenant ${tenantId} has no generated data`);
    return {
      tenantId,
      warehouseId: warehouse.id,
      busySkuId: busy.id,
      kitId: kit.id,
      detailSkuName: detail.name,
    };
  });
}

/** The generated tenant's admin user (the raw side's audit rows name it, as the server's do). */
export async function adminUserId(session: RawSession, tenantId: string): Promise<string> {
  return inTenant(session, tenantId, async () => {
    const [row] = await session.query<{ id: string }>(
      `select id from users where normalized_user_name = 'ADMIN'`,
    );
    return row?.id ?? '';
  });
}

/** The sale every submit bench repeats: the tenant's first two single SKUs, 3 and 2 of them, from its first warehouse. */
export async function contestedSale(session: RawSession, facts: TenantFacts): Promise<ContestedStock> {
  const userId = await adminUserId(session, facts.tenantId);
  const skus = await inTenant(session, facts.tenantId, () =>
    session.query<{ id: string }>(`select id from skus where kind = 0 order by code limit 2`),
  );
  return {
    tenantId: facts.tenantId,
    userId,
    warehouseId: facts.warehouseId,
    lines: skus.map((s, i) => ({ skuId: s.id, count: 3 - i, price: 5 })),
  };
}
