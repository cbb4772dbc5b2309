import { DocumentState, WarehouseInvoiceType } from '../enums.ts';
import type { Result } from '../result.ts';
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

export type ProductionAction =
  CommonAction | { readonly kind: 'submit'; readonly warehouseId?: string | null };

/**
 * Production order (yield) life cycle (§6). With a warehouse, submit takes the materials and stocks in the
 * product in one step and finishes; without one it stays Processing for warehouse invoices of type Produce.
 * e.g. `productionTransition(0, { kind: 'submit', warehouseId: 'w1' })` → ok({ next: 2, effects: [allocateOut, stockIn] })
 */
export function productionTransition(
  state: LifecycleState,
  action: ProductionAction,
): Result<Transition, TransitionError> {
  if (action.kind !== 'submit') return commonTransition('production', state, action);
  if (!canSubmit(state)) return refuse('production', state, action.kind);
  if (!action.warehouseId) return moveTo(DocumentState.Processing, [], true);
  return moveTo(DocumentState.Finish, productionEffects(action.warehouseId), true);
}

function productionEffects(warehouseId: string): StockEffect[] {
  const source = WarehouseInvoiceType.Produce;
  return [
    {
      kind: 'allocateOut',
      warehouseId,
      source,
      lines: 'materials',
      allowExpired: false,
      linkedInvoice: true,
    },
    { kind: 'stockIn', warehouseId, source, lines: 'product', linkedInvoice: true },
  ];
}
