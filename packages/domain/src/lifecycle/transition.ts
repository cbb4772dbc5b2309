import { DocumentState, WarehouseInvoiceType } from '../enums.ts';
import { assertUnreachable, domainError, err, ok, type DomainError, type Result } from '../result.ts';

/** The four document kinds with a life cycle (§6). */
export type LifecycleDocument = 'purchase' | 'sell' | 'production' | 'warehouse';

/** Actions every document shares; `complete` is the auto-finish when all progress is done. */
export type CommonAction =
  | { readonly kind: 'save' }
  | { readonly kind: 'finish' }
  | { readonly kind: 'discard'; readonly stockMoved: boolean }
  | { readonly kind: 'delete' }
  | { readonly kind: 'setRemarks' }
  | { readonly kind: 'complete' };

/** Stock to move as part of a transition, applied in the same transaction (§6). */
export type StockEffect =
  | {
      readonly kind: 'stockIn';
      readonly warehouseId: string;
      readonly source: WarehouseInvoiceType;
      /** Which quantities: the document's own lines, what is still unreceived, or the produced good. */
      readonly lines: 'document' | 'remaining' | 'product';
      /** Whether a finished warehouse invoice of `source` is created to record it. */
      readonly linkedInvoice: boolean;
    }
  | {
      readonly kind: 'allocateOut';
      readonly warehouseId: string;
      readonly source: WarehouseInvoiceType;
      readonly lines: 'document' | 'materials';
      /** Only a write-off (Out of type Other) may take expired batches (§4). */
      readonly allowExpired: boolean;
      readonly linkedInvoice: boolean;
    }
  | { readonly kind: 'move'; readonly fromWarehouseId: string; readonly toWarehouseId: string };

/** Where an allowed action leads; 'deleted' means the document is removed. */
export interface Transition {
  readonly next: DocumentState | 'deleted';
  readonly effects: readonly StockEffect[];
  /** True on submit: the server stamps `submitTime`. */
  readonly setSubmitTime: boolean;
}

export type InvalidTransitionError = DomainError<
  'Inventory:InvalidStateTransition',
  { document: LifecycleDocument; state: DocumentState | null; action: string }
>;
export type DiscardAfterStockMovedError = DomainError<
  'Inventory:CannotDiscardAfterStockMoved',
  { document: LifecycleDocument }
>;
export type WarehouseRequiredError = DomainError<
  'Inventory:WarehouseRequired',
  { document: LifecycleDocument }
>;
export type MoveNeedsTwoWarehousesError = DomainError<
  'Inventory:MoveNeedsTwoWarehouses',
  { warehouseId: string; moveToWarehouseId: string | null }
>;
export type TransitionError =
  InvalidTransitionError | DiscardAfterStockMovedError | WarehouseRequiredError | MoveNeedsTwoWarehousesError;

/** `null` state = a document not saved yet. */
export type LifecycleState = DocumentState | null;

/** e.g. `refuse('sell', DocumentState.Finish, 'save')` → err 'Inventory:InvalidStateTransition' */
export function refuse(
  document: LifecycleDocument,
  state: LifecycleState,
  action: string,
): Result<never, InvalidTransitionError> {
  return err(domainError('Inventory:InvalidStateTransition', { document, state, action }));
}

/** e.g. `moveTo(DocumentState.Draft)` → ok({ next: 0, effects: [], setSubmitTime: false }) */
export function moveTo(
  next: DocumentState | 'deleted',
  effects: readonly StockEffect[] = [],
  setSubmitTime = false,
): Result<Transition, never> {
  return ok({ next, effects, setSubmitTime });
}

/**
 * The rows of §6 every document shares (all but submit). Warehouse invoices have no Processing state, so
 * finish/complete never apply to them and discard only from Draft.
 * e.g. `commonTransition('purchase', DocumentState.Draft, { kind: 'delete' })` → ok({ next: 'deleted', … })
 */
export function commonTransition(
  document: LifecycleDocument,
  state: LifecycleState,
  action: CommonAction,
): Result<Transition, TransitionError> {
  const { Draft, Processing, Finish, Discard } = DocumentState;
  switch (action.kind) {
    case 'save':
      return state === null || state === Draft ? moveTo(Draft) : refuse(document, state, action.kind);
    case 'finish':
    case 'complete':
      return state === Processing ? moveTo(Finish) : refuse(document, state, action.kind);
    case 'discard':
      return discardTransition(document, state, action.stockMoved);
    case 'delete':
      return state === Draft || state === Discard ? moveTo('deleted') : refuse(document, state, action.kind);
    case 'setRemarks':
      return state === null ? refuse(document, state, action.kind) : moveTo(state);
    default:
      return assertUnreachable(action);
  }
}

function discardTransition(
  document: LifecycleDocument,
  state: LifecycleState,
  stockMoved: boolean,
): Result<Transition, TransitionError> {
  if (state === DocumentState.Draft) return moveTo(DocumentState.Discard);
  if (state !== DocumentState.Processing) return refuse(document, state, 'discard');
  if (stockMoved) return err(domainError('Inventory:CannotDiscardAfterStockMoved', { document }));
  return moveTo(DocumentState.Discard);
}

/** Submit is allowed only for a new or Draft document (§6). e.g. `canSubmit(DocumentState.Draft)` → true */
export function canSubmit(state: LifecycleState): boolean {
  return state === null || state === DocumentState.Draft;
}

/** e.g. `warehouseRequired('sell')` → err 'Inventory:WarehouseRequired' */
export function warehouseRequired(document: LifecycleDocument): Result<never, WarehouseRequiredError> {
  return err(domainError('Inventory:WarehouseRequired', { document }));
}
