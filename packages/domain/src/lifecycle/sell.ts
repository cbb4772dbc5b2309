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

export type SellAction =
  | CommonAction
  | {
      readonly kind: 'submit';
      readonly isCreateOutStockInvoice?: boolean;
      readonly warehouseId?: string | null;
    };

/**
 * Sell invoice life cycle (§6). Submitting with an out-stock invoice delivers every line (FEFO or the named
 * batches), so the sale finishes in the same step; a shortage refuses the whole submit.
 * e.g. `sellTransition(0, { kind: 'submit' })` → ok({ next: 1, effects: [] })
 */
export function sellTransition(
  state: LifecycleState,
  action: SellAction,
): Result<Transition, TransitionError> {
  if (action.kind !== 'submit') return commonTransition('sell', state, action);
  if (!canSubmit(state)) return refuse('sell', state, action.kind);
  if (!action.isCreateOutStockInvoice) return moveTo(DocumentState.Processing, [], true);
  if (!action.warehouseId) return warehouseRequired('sell');
  const effect = {
    kind: 'allocateOut',
    warehouseId: action.warehouseId,
    source: WarehouseInvoiceType.Sale,
    lines: 'document',
    allowExpired: false,
    linkedInvoice: true,
  } as const;
  return moveTo(DocumentState.Finish, [effect], true);
}
