import { DocumentState, WarehouseInvoiceType } from '../enums.ts';
import type { Result } from '../result.ts';
import {
  canSubmit,
  commonTransition,
  moveTo,
  refuse,
  warehouseRequired,
  type CommonAction,
  type LifecycleState,
  type Transition,
  type TransitionError,
} from './transition.ts';

export type PurchaseAction =
  | CommonAction
  | {
      readonly kind: 'submit';
      readonly isCreateStockInvoice?: boolean;
      readonly warehouseId?: string | null;
    };

/**
 * Purchase invoice life cycle (§6). Submitting with a stock invoice receives every line at once, so the
 * purchase is complete and finishes in the same step.
 * e.g. `purchaseTransition(null, { kind: 'submit', isCreateStockInvoice: true, warehouseId: 'w1' })` → ok({ next: 2, effects: [stockIn] })
 */
export function purchaseTransition(
  state: LifecycleState,
  action: PurchaseAction,
): Result<Transition, TransitionError> {
  if (action.kind !== 'submit') return commonTransition('purchase', state, action);
  if (!canSubmit(state)) return refuse('purchase', state, action.kind);
  if (!action.isCreateStockInvoice) return moveTo(DocumentState.Processing, [], true);
  if (!action.warehouseId) return warehouseRequired('purchase');
  const effect = {
    kind: 'stockIn',
    warehouseId: action.warehouseId,
    source: WarehouseInvoiceType.Purchase,
    lines: 'remaining',
    linkedInvoice: true,
  } as const;
  return moveTo(DocumentState.Finish, [effect], true);
}
