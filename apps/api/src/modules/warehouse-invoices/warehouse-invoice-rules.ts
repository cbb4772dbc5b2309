import { ErrorCodes } from '@inventory/contracts';
import {
  Decimal,
  DocumentState,
  assertUnreachable,
  enumName,
  type LifecycleState,
  type TransitionError,
} from '@inventory/domain';
import {
  BusinessError,
  PermissionDeniedError,
  ValidationError,
  type AppError,
} from '../../errors/app-errors.ts';
import type { RequestScope } from '../../http/request-scope.ts';

const P = 'Inventory.WarehouseInvoices';

/** The permissions a save needs beyond the endpoint's own (`conditionalPermissions`): Create/Update, +Submit. */
export async function requireSavePermissions(
  scope: RequestScope,
  docs: readonly { id?: string | null; isSubmit: boolean }[],
): Promise<void> {
  const needed = new Set<string>();
  for (const doc of docs) {
    needed.add(doc.id ? `${P}.Update` : `${P}.Create`);
    if (doc.isSubmit) needed.add(`${P}.Submit`);
  }
  const { grantedPolicies } = await scope.access();
  const missing = [...needed].find((name) => !grantedPolicies.has(name));
  if (missing) throw new PermissionDeniedError(missing);
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
  lines: readonly { skuId: string; count: Decimal }[],
  names: ReadonlyMap<string, string>,
): string {
  const totals = new Map<string, Decimal>();
  for (const line of lines) totals.set(line.skuId, (totals.get(line.skuId) ?? Decimal.ZERO).add(line.count));
  return [...totals].map(([skuId, count]) => `${names.get(skuId) ?? skuId} ×${count.normalize()}`).join(', ');
}
