import { pagedResult, stockSummary } from '@inventory/contracts';
import { ExpirationStatus, expiryWindow, statusInWindow } from '@inventory/domain';
import { allSkus, type SkuKey, type StockModel } from './stock-model.ts';
import type { StockSystem } from './stock-model-system.ts';

// The stock list's expiry answers (business-rules §4) held to the model: the DateType filter reads the balance rows'
// copy of their batch's expiration through a partial index (ADR 040), so a copy that drifted from its batch, or an
// index condition that left rows out, shows here as a wrong set of SKUs or a wrong worst status.

const statuses = [ExpirationStatus.Normal, ExpirationStatus.NearExpiry, ExpirationStatus.Expired] as const;
const stockPage = pagedResult(stockSummary);

/** Per warehouse and SKU of the run, the model's held batches' expiration instants (ms; none = +∞). */
function heldExpirations(model: StockModel): Map<string, number[]> {
  const held = new Map<string, number[]>();
  for (const [key, quantity] of model.stock) {
    if (quantity <= 0) continue;
    const [warehouse, sku, batch] = key.split('|');
    const expiry = model.batches.get(`${sku}|${batch}`)?.expirationMs;
    if (expiry === undefined) throw new Error(`the model holds ${key} without its batch`);
    const group = `${warehouse}|${sku}`;
    held.set(group, [...(held.get(group) ?? []), expiry]);
  }
  return held;
}

/**
 * What `GET /stock?WarehouseId=…` answers for each DateType and without one (the worst status per SKU), against
 * the model under the tenant's current threshold (zone UTC, as the model's batches are made): the disagreements
 * (none = agrees), how many DateType answers were compared and how many of them the model expected non-empty.
 */
export async function expiryListFaults(
  model: StockModel,
  system: StockSystem,
  nearExpiryDays: number,
): Promise<{ faults: string[]; answers: number; held: number }> {
  const window = expiryWindow(new Date(), 'UTC', nearExpiryDays);
  const status = (ms: number) => statusInWindow(Number.isFinite(ms) ? new Date(ms) : null, window);
  const held = heldExpirations(model);
  const skuKey = (id: string): SkuKey | undefined => allSkus.find((k) => system.skus[k] === id);
  const faults: string[] = [];
  let answers = 0;
  let heldAnswers = 0;
  for (const [index, warehouseId] of system.warehouses.entries()) {
    const list = async (dateType?: number) => {
      const query = `WarehouseId=${warehouseId}&MaxResultCount=100${dateType === undefined ? '' : `&DateType=${dateType}`}`;
      const response = await system.tenant.api('GET', `/api/app/stock?${query}`);
      if (response.status !== 200) throw new Error(`stock list answered ${response.status}`);
      return stockPage.parse(response.body).items;
    };
    const expectSkus = (wanted: (expirations: number[]) => boolean) =>
      allSkus.filter((sku) => wanted(held.get(`${index}|${sku}`) ?? [])).join(',');
    for (const dateType of statuses) {
      const answered = (await list(dateType))
        .map((row) => skuKey(row.skuId))
        .sort((a, b) => allSkus.indexOf(a as SkuKey) - allSkus.indexOf(b as SkuKey))
        .join(',');
      const expected = expectSkus((expirations) => expirations.some((ms) => status(ms) === dateType));
      answers += 1;
      if (expected !== '') heldAnswers += 1;
      if (answered !== expected)
        faults.push(`warehouse ${index}, DateType ${dateType}: answered [${answered}], model [${expected}]`);
    }
    for (const row of await list()) {
      const sku = skuKey(row.skuId);
      const expirations = held.get(`${index}|${sku}`) ?? [];
      if (expirations.length === 0) continue;
      const worst = status(Math.min(...expirations));
      if (row.expirationType !== worst)
        faults.push(`warehouse ${index}, ${sku}: status ${row.expirationType}, model ${worst}`);
    }
  }
  return { faults, answers, held: heldAnswers };
}
