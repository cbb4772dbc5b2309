import { sql } from 'kysely';
import type { AppDb } from '../../src/db/database.ts';
import { newId, newStamp, normalizeName } from '../../src/db/ids.ts';

/** An SKU row written straight to the table (the SKU API is another module's concern). */
export async function insertSku(
  db: AppDb,
  tenantId: string,
  sku: { code: string; name: string; unit?: string; cost?: string; attributeId?: string | null },
): Promise<string> {
  const id = newId();
  await db.tenant(tenantId, (trx) =>
    trx
      .insertInto('skus')
      .values({
        tenant_id: tenantId,
        id,
        code: sku.code,
        normalized_code: normalizeName(sku.code),
        name: sku.name,
        unit: sku.unit ?? 'kg',
        cost: sku.cost ?? '1.5000',
        state: 0,
        kind: 0,
        attribute_id: sku.attributeId ?? null,
        images: '[]',
        concurrency_stamp: newStamp(),
        extra_properties: '{}',
      })
      .execute(),
  );
  return id;
}

export async function insertComponents(
  db: AppDb,
  tenantId: string,
  groupId: string,
  components: { skuId: string; number: string }[],
): Promise<void> {
  await db.tenant(tenantId, async (trx) => {
    await trx.updateTable('skus').set({ kind: 1 }).where('id', '=', groupId).execute();
    await trx
      .insertInto('sku_components')
      .values(
        components.map((c, position) => ({
          tenant_id: tenantId,
          sku_id: groupId,
          component_id: c.skuId,
          number: c.number,
          position,
        })),
      )
      .execute();
  });
}

export async function insertCategory(
  db: AppDb,
  tenantId: string,
  name: string,
  code: string,
): Promise<string> {
  const id = newId();
  await db.tenant(tenantId, (trx) =>
    trx
      .insertInto('categories')
      .values({
        tenant_id: tenantId,
        id,
        parent_id: null,
        code,
        name,
        normalized_name: normalizeName(name),
        cover_image: null,
        sort: 0,
        color: null,
        concurrency_stamp: newStamp(),
        extra_properties: '{}',
      })
      .execute(),
  );
  return id;
}

export async function insertWarehouse(db: AppDb, tenantId: string, name: string): Promise<string> {
  const id = newId();
  await db.tenant(tenantId, (trx) =>
    trx
      .insertInto('warehouses')
      .values({
        tenant_id: tenantId,
        id,
        name,
        normalized_name: normalizeName(name),
        address: null,
        tele_phone: null,
        remarks: null,
        concurrency_stamp: newStamp(),
        extra_properties: '{}',
      })
      .execute(),
  );
  return id;
}

/** Balance rows whose quantity differs from the sum of their ledger movements (empty = the ledger agrees). */
export async function ledgerMismatches(db: AppDb, tenantId: string): Promise<unknown[]> {
  const result = await db.tenant(tenantId, (trx) =>
    sql<{ key: string; balance: string | null; ledger: string | null }>`
      with ledger as (
        select warehouse_id, sku_id, batch_id, sum(quantity) as total
        from stock_movements group by warehouse_id, sku_id, batch_id
      )
      select concat_ws('/', coalesce(b.warehouse_id, l.warehouse_id), coalesce(b.sku_id, l.sku_id),
                       coalesce(b.batch_id, l.batch_id)) as key,
             b.quantity::text as balance, l.total::text as ledger
      from stock_balances b
      full join ledger l
        on l.warehouse_id = b.warehouse_id and l.sku_id = b.sku_id and l.batch_id = b.batch_id
      where coalesce(b.quantity, 0) <> coalesce(l.total, 0)
    `.execute(trx),
  );
  return result.rows;
}

/**
 * Balance rows whose copy of the batch's expiration (migration 0660, ADR 040) differs from the batch's: the stock
 * list's DateType filter reads the copy, so it must always be the batch's.
 */
export async function expiryCopyMismatches(db: AppDb, tenantId: string): Promise<unknown[]> {
  const result = await db.tenant(tenantId, (trx) =>
    sql<{ batchId: string; balance: Date | null; batch: Date | null }>`
      select sb.batch_id as "batchId", sb.expiration_time as balance, b.expiration_time as batch
      from stock_balances sb join batches b on b.tenant_id = sb.tenant_id and b.id = sb.batch_id
      where sb.expiration_time is distinct from b.expiration_time
    `.execute(trx),
  );
  return result.rows;
}

/** The warehouse's quantities by batch number for one SKU. */
export async function quantities(
  db: AppDb,
  tenantId: string,
  skuId: string,
  warehouseId: string,
): Promise<Record<string, number>> {
  const rows = await db.tenant(tenantId, (trx) =>
    trx
      .selectFrom('stock_balances as sb')
      .innerJoin('batches as b', 'b.id', 'sb.batch_id')
      .select(['b.batch_number', 'sb.quantity'])
      .where('sb.sku_id', '=', skuId)
      .where('sb.warehouse_id', '=', warehouseId)
      .execute(),
  );
  return Object.fromEntries(rows.map((r) => [r.batch_number, Number(r.quantity)]));
}

export async function countRows(
  db: AppDb,
  tenantId: string,
  table: 'stock_movements' | 'warehouse_invoices',
): Promise<number> {
  const row = await db.tenant(tenantId, (trx) =>
    trx
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  );
  return Number(row.n);
}
