import { Decimal, availableBySku, checkGroupStock, type Shortage } from '@inventory/domain';
import { ErrorCodes } from '../errors.ts';
import { tenantZone } from './numbering.ts';
import { business } from './respond.ts';
import { stockBalances } from './stock-keeping.ts';
import type { FixtureStore } from './store.ts';
import { findOwned } from './table.ts';

// The check endpoints' arithmetic (business-rules §7) with the domain's availability and kit functions; texts as
// the server's English resources word them.

const n = (value: Decimal) => value.normalize().toString();

export function shortageLine(s: Shortage, sku: string, warehouse: string | null): string {
  if (!s.warehouseId) return `'${sku}': wanted ${s.wanted}, available ${s.available}`;
  if (s.batchNumber)
    return `'${sku}' batch ${s.batchNumber} in ${warehouse ?? ''}: wanted ${s.wanted}, available ${s.available}`;
  return `'${sku}' in ${warehouse ?? ''}: wanted ${s.wanted}, available ${s.available}`;
}

/** The Group SKU's components; 'Inventory:NotAGroupSku' for a single SKU. */
export function componentsOf(store: FixtureStore, tenantId: string, skuId: string) {
  const product = findOwned(store.skus, tenantId, skuId, 'Sku');
  if (product.groups.length === 0)
    throw business(ErrorCodes.NotAGroupSku, `SKU '${product.name}' has no components.`, {
      sku: product.name,
    });
  return { product, components: product.groups.map((g) => ({ skuId: g.id, number: g.number })) };
}

export function groupCheck(
  store: FixtureStore,
  tenantId: string,
  skuId: string,
  count: number,
  warehouseId?: string,
) {
  const { components } = componentsOf(store, tenantId, skuId);
  const balances = stockBalances(
    store,
    tenantId,
    components.map((c) => c.skuId),
  );
  const options = {
    today: store.today(),
    timeZone: tenantZone(store, tenantId).timeZone,
    warehouseId: warehouseId ?? null,
  };
  const check = checkGroupStock(components, count, availableBySku(balances, options));
  const text = check.shortages
    .map(
      (s) =>
        `'${findOwned(store.skus, tenantId, s.skuId, 'Sku').name}': need ${n(s.need)}, available ${n(s.available)}`,
    )
    .join('\n');
  return { balances, options, check, text };
}
