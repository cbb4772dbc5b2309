import { stockInfo } from '@inventory/contracts';
import { dayKey } from '@inventory/domain';
import type { AppDb } from '../../src/db/database.ts';
import { insertSupplier } from '../../test/documents/document-fixtures.ts';
import { insertComponents, insertSku, insertWarehouse } from '../../test/stock/fixtures.ts';
import { balancesByBatch } from './stock-balances.ts';
import { allSkus, stockKey, type SkuKey } from './stock-model.ts';
import type { StockTenant } from './stock-tenant.ts';

/**
 * The server side of one model run: warehouses and SKUs of its own in a shared tenant (a tenant per run would
 * spend most of the time hashing passwords), so runs never see each other's stock.
 */
export interface StockSystem {
  readonly db: AppDb;
  readonly tenant: StockTenant;
  readonly warehouses: readonly [string, string];
  readonly skus: Readonly<Record<SkuKey, string>>;
  readonly supplier: string;
  /** The instant the run started: produced times are set relative to it. */
  readonly t0: number;
  /** The tenant's batch-number counter of today when the run started (earlier runs drew from it too). */
  readonly batchCounter: number;
}

export async function openStockSystem(db: AppDb, tenant: StockTenant, run: number): Promise<StockSystem> {
  const id = tenant.tenantId;
  const warehouses = [
    await insertWarehouse(db, id, `Model ${run} A`),
    await insertWarehouse(db, id, `Model ${run} B`),
  ] as const;
  const skus = {
    M1: await insertSku(db, id, { code: `M1-${run}`, name: `Flour ${run}`, cost: '1.0000' }),
    M2: await insertSku(db, id, { code: `M2-${run}`, name: `Sugar ${run}`, cost: '2.0000' }),
    S: await insertSku(db, id, { code: `S-${run}`, name: `Salt ${run}`, cost: '0.5000' }),
    K: await insertSku(db, id, { code: `K-${run}`, name: `Cake ${run}`, cost: '0.0000' }),
  };
  await insertComponents(db, id, skus.K, [
    { skuId: skus.M1, number: '2' },
    { skuId: skus.M2, number: '1' },
  ]);
  const supplier = await insertSupplier(db, id, `Model mill ${run}`);
  const t0 = Date.now();
  const counter = await db.tenant(id, (trx) =>
    trx
      .selectFrom('number_counters')
      .select('value')
      .where('scope', '=', 'batch')
      .where('day', '=', dayKey(t0, 'UTC'))
      .executeTakeFirst(),
  );
  return { db, tenant, warehouses, skus, supplier, t0, batchCounter: Number(counter?.value ?? 0) };
}

function skuKeyOf(system: StockSystem, skuId: string): SkuKey | undefined {
  return allSkus.find((k) => system.skus[k] === skuId);
}

/** The server's non-zero balances per warehouse, SKU and batch, keyed like the model (read from the table). */
export async function serverBalances(system: StockSystem): Promise<Record<string, number>> {
  const rows = await balancesByBatch(system.db, system.tenant.tenantId);
  return Object.fromEntries(
    rows
      .flatMap((r) => {
        const sku = skuKeyOf(system, r.skuId);
        if (!sku || r.quantity === 0) return [];
        return [
          [stockKey(system.warehouses.indexOf(r.warehouseId), sku, r.batchNumber), r.quantity] as const,
        ];
      })
      .sort(([a], [b]) => (String(a) < String(b) ? -1 : 1)),
  );
}

/** The same balances as the client sees them: `GET /stock/info` per SKU (per warehouse, with batches). */
export async function apiBalances(system: StockSystem): Promise<Record<string, number>> {
  const entries: [string, number][] = [];
  for (const sku of allSkus) {
    const response = await system.tenant.api('GET', `/api/app/stock/info?skuId=${system.skus[sku]}`);
    if (response.status !== 200) throw new Error(`stock/info answered ${response.status}`);
    for (const warehouse of stockInfo.parse(response.body)) {
      const index = system.warehouses.indexOf(warehouse.wareHouseId);
      const sum = warehouse.items.reduce((total, item) => total + item.count, 0);
      if (sum !== warehouse.count) throw new Error(`stock/info total ${warehouse.count} ≠ Σ batches ${sum}`);
      for (const item of warehouse.items)
        if (item.count !== 0) entries.push([stockKey(index, sku, item.batchNumber ?? ''), item.count]);
    }
  }
  return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : 1)));
}
