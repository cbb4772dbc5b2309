import { DocumentState, StockType, WarehouseInvoiceType } from '../enums.ts';
import { assertUnreachable, domainError, err, type Result } from '../result.ts';
import {
  canSubmit,
  commonTransition,
  moveTo,
  refuse,
  type CommonAction,
  type LifecycleState,
  type StockEffect,
  type Transition,
  type TransitionError,
} from './transition.ts';

export interface WarehouseSubmit {
  readonly kind: 'submit';
  readonly stockType: StockType;
  readonly type: WarehouseInvoiceType;
  readonly warehouseId: string;
  readonly moveToWarehouseId?: string | null;
}

export type WarehouseAction = CommonAction | WarehouseSubmit;

/**
 * Warehouse invoice life cycle (§6): Draft → Finish on submit, applying every line at once; a finished
 * invoice never changes again (corrections are new documents).
 * e.g. `warehouseTransition(null, { kind: 'submit', stockType: 2, type: 0, warehouseId: 'a', moveToWarehouseId: 'b' })` → ok({ next: 2, effects: [move] })
 */
export function warehouseTransition(
  state: LifecycleState,
  action: WarehouseAction,
): Result<Transition, TransitionError> {
  // Warehouse invoices never sit in Processing, so nothing is finished by hand or by progress.
  if (state === DocumentState.Processing || action.kind === 'finish' || action.kind === 'complete') {
    return refuse('warehouse', state, action.kind);
  }
  if (action.kind !== 'submit') return commonTransition('warehouse', state, action);
  if (!canSubmit(state)) return refuse('warehouse', state, action.kind);
  if (
    action.stockType === StockType.Move &&
    (!action.moveToWarehouseId || action.moveToWarehouseId === action.warehouseId)
  ) {
    return err(
      domainError('Inventory:MoveNeedsTwoWarehouses', {
        warehouseId: action.warehouseId,
        moveToWarehouseId: action.moveToWarehouseId ?? null,
      }),
    );
  }
  return moveTo(DocumentState.Finish, [warehouseEffect(action)], true);
}

function warehouseEffect(action: WarehouseSubmit): StockEffect {
  const { warehouseId, type: source } = action;
  switch (action.stockType) {
    case StockType.In:
      return { kind: 'stockIn', warehouseId, source, lines: 'document', linkedInvoice: false };
    case StockType.Out:
      return {
        kind: 'allocateOut',
        warehouseId,
        source,
        lines: 'document',
        allowExpired: source === WarehouseInvoiceType.Other,
        linkedInvoice: false,
      };
    case StockType.Move:
      return { kind: 'move', fromWarehouseId: warehouseId, toWarehouseId: action.moveToWarehouseId ?? '' };
    default:
      return assertUnreachable(action.stockType);
  }
}
