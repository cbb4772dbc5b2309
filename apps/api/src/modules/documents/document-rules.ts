import { ErrorCodes } from '@inventory/contracts';
import { Decimal, DocumentState, assertUnreachable, enumName } from '@inventory/domain';
import type { InvalidDocumentError, LifecycleState, OverProgressError } from '@inventory/domain';
import type { TransitionError } from '@inventory/domain';
import { BusinessError, EntityNotFoundError, PermissionDeniedError } from '../../errors/app-errors.ts';
import { ValidationError } from '../../errors/app-errors.ts';
import type { AppError } from '../../errors/app-errors.ts';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema.ts';
import type { RequestScope } from '../../http/request-scope.ts';
import { findLiveWarehouseIds } from '../stock/sku-lookup.repository.ts';

// Rules every kind of document shares (business-rules §6, §8).

type SaveDoc = { id?: string | null; isSubmit: boolean };

/**
 * The save permissions beyond the endpoint's own (`conditionalPermissions`): `.Create` or `.Update` for each
 * document, and `.Submit` when any is submitted; the first one missing is the refusal.
 */
export async function requireSavePermissions(
  scope: RequestScope,
  permission: string,
  docs: SaveDoc | readonly SaveDoc[],
): Promise<void> {
  const needed = new Set<string>();
  for (const doc of Array.isArray(docs) ? docs : [docs as SaveDoc]) {
    needed.add(doc.id ? `${permission}.Update` : `${permission}.Create`);
    if (doc.isSubmit) needed.add(`${permission}.Submit`);
  }
  const { grantedPolicies } = await scope.access();
  const missing = [...needed].find((name) => !grantedPolicies.has(name));
  if (missing) throw new PermissionDeniedError(missing);
}

/** The domain's submit validation as a 400 naming the members. */
export function invalidDocument(error: InvalidDocumentError): ValidationError {
  return new ValidationError(
    error.params.errors.map((e) => ({ key: 'validation:invalid', params: {}, members: [e.path] })),
  );
}

/** A receipt or delivery beyond what a line ordered ('Inventory:OverReceipt'). */
export function overReceipt(sku: string, error: OverProgressError): BusinessError {
  return new BusinessError(ErrorCodes.OverReceipt, {
    sku,
    ordered: error.params.ordered,
    received: error.params.done,
    wanted: error.params.incoming,
  });
}

/** A refused life-cycle step as the error the call answers with. */
export function transitionRefusal(error: TransitionError, number: string, state: LifecycleState): AppError {
  switch (error.code) {
    case 'Inventory:MoveNeedsTwoWarehouses':
      return new ValidationError([{ key: 'validation:invalid', params: {}, members: ['moveToWarehouseId'] }]);
    case 'Inventory:InvalidStateTransition':
    case 'Inventory:CannotDiscardAfterStockMoved':
    case 'Inventory:WarehouseRequired':
      return new BusinessError(ErrorCodes.InvalidStateTransition, {
        number,
        state: state === null ? '' : (enumName(DocumentState, state) ?? String(state)),
        action: 'action' in error.params ? error.params.action : error.code,
      });
    default:
      return assertUnreachable(error);
  }
}

/** "Flour ×10, Sugar ×5": counts summed per SKU, in the order the SKUs first appear (product-spec "content"). */
export function contentSummary(
  lines: readonly { skuId: string; count: Decimal | string }[],
  names: ReadonlyMap<string, string>,
): string {
  const totals = new Map<string, Decimal>();
  for (const line of lines)
    totals.set(line.skuId, (totals.get(line.skuId) ?? Decimal.ZERO).add(Decimal.from(line.count)));
  return [...totals].map(([skuId, count]) => `${names.get(skuId) ?? skuId} ×${count.normalize()}`).join(', ');
}

/** A document names only warehouses that exist and are not deleted; the first other one answers 404. */
export async function requireLiveWarehouses(
  trx: Kysely<Schema>,
  ids: readonly (string | null | undefined)[],
): Promise<void> {
  const wanted = [...new Set(ids.flatMap((id) => (id ? [id] : [])))];
  const found = await findLiveWarehouseIds(trx, wanted);
  const missing = wanted.find((id) => !found.has(id));
  if (missing) throw new EntityNotFoundError('Warehouse', missing);
}
