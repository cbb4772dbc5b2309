import type { endpoints, ParsedBodyOf } from '@inventory/contracts';
import { Decimal, QUANTITY_SCALE } from '@inventory/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema.ts';
import { ValidationError, type ValidationFailure } from '../../errors/app-errors.ts';
import { groupLineFailures } from './sku-groups.ts';
import { componentsReaching } from './sku-component.repository.ts';
import { findSkus } from './sku.repository.ts';

type SaveInput = ParsedBodyOf<typeof endpoints.sku.create>;

/** A component as stored: the component SKU and its quantity per unit (decimal text, 3 places). */
export type ComponentLine = { componentId: string; number: string };

/** Checks the component list against the tenant's SKUs: each exists, and none already contains this SKU. */
export async function componentsOf(
  trx: Kysely<Schema>,
  skuId: string,
  input: SaveInput,
): Promise<ComponentLine[]> {
  const failures = groupLineFailures(skuId, input.groups);
  if (failures.length > 0) throw new ValidationError(failures);
  const ids = input.groups.map((g) => g.id.toLowerCase());
  const found = new Map((await findSkus(trx, ids)).map((row) => [row.id, row]));
  const missing: ValidationFailure[] = [];
  ids.forEach((id, index) => {
    if (!found.has(id)) {
      missing.push({ key: 'errors:SkuComponentNotFound', params: { id }, members: [`groups.${index}.id`] });
    }
  });
  if (missing.length > 0) throw new ValidationError(missing);
  const looping = new Set(await componentsReaching(trx, skuId, ids));
  const loops: ValidationFailure[] = [];
  ids.forEach((id, index) => {
    if (looping.has(id)) {
      loops.push({
        key: 'errors:SkuComponentCycle',
        params: { name: found.get(id)?.name ?? id },
        members: [`groups.${index}.id`],
      });
    }
  });
  if (loops.length > 0) throw new ValidationError(loops);
  return input.groups.map((g) => ({
    componentId: g.id.toLowerCase(),
    number: Decimal.from(g.number).round(QUANTITY_SCALE).toString(),
  }));
}
