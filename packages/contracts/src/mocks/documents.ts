import {
  enumName,
  type InvalidDocumentError,
  type Result,
  type Transition,
  type TransitionError,
} from '@inventory/domain';
import { DocumentState, SwitchState } from '../enums.ts';
import { ErrorCodes } from '../errors.ts';
import { MockAbpError, business } from './respond.ts';
import type { FixtureStore } from './store.ts';
import { contains, findOwned } from './table.ts';

// Document life cycles as the server plays them (business-rules.md §6): the domain's transition functions decide,
// and a refusal answers with the server's error (403 'Inventory:InvalidStateTransition', or 400 on
// moveToWarehouseId for a Move without two warehouses).

/** The transition the domain allows, or the server's refusal for `doc` (number and state as the server names them). */
export function allowed(
  result: Result<Transition, TransitionError>,
  doc: { number: string; state: number } | undefined,
): Transition {
  if (result.ok) return result.value;
  const error = result.error;
  if (error.code === 'Inventory:MoveNeedsTwoWarehouses')
    throw new MockAbpError(400, {
      code: ErrorCodes.ValidationFailed,
      message: 'Your request is not valid!',
      validationErrors: [{ message: 'validation:invalid', members: ['moveToWarehouseId'] }],
    });
  const action = 'action' in error.params ? error.params.action : error.code;
  const state = doc ? (enumName(DocumentState, doc.state) ?? String(doc.state)) : '';
  throw business(
    ErrorCodes.InvalidStateTransition,
    `Document ${doc?.number ?? ''} can not be changed by '${action}' in its state.`,
    { number: doc?.number ?? '', state, action },
  );
}

/** The state a transition leads to on a save (a save never deletes). */
export function nextState(transition: Transition): DocumentState {
  if (transition.next === 'deleted') throw new Error('A save never deletes');
  return transition.next;
}

export function skuInfo(store: FixtureStore, tenantId: string, skuId: string) {
  const sku = findOwned(store.skus, tenantId, skuId, 'SKU');
  return {
    name: sku.name,
    code: sku.code,
    unit: sku.unit ?? null,
    attribute: sku.attribute ?? null,
    cost: sku.cost,
  };
}

export function warehouseName(
  store: FixtureStore,
  tenantId: string,
  id: string | null | undefined,
): string | null {
  return id ? findOwned(store.warehouses, tenantId, id, 'Warehouse').name : null;
}

export interface DocumentFilter {
  StartTime?: string | undefined;
  EndTime?: string | undefined;
  Creator?: string | undefined;
  IsNeedDiscard?: boolean | undefined;
  State?: number | undefined;
}

/** The filters every document list shares; discarded documents are hidden unless IsNeedDiscard. */
export function matchesDocument(
  doc: { creationTime: string; creator?: string | null; state: number },
  q: DocumentFilter,
): boolean {
  if (q.State !== undefined && doc.state !== q.State) return false;
  if (q.State === undefined && !q.IsNeedDiscard && doc.state === DocumentState.Discard) return false;
  if (q.StartTime && doc.creationTime < q.StartTime) return false;
  if (q.EndTime && doc.creationTime > q.EndTime) return false;
  return contains(doc.creator, q.Creator);
}

/** The domain's submit validation as the server's 400, one member per problem. */
export function invalidDocument(error: InvalidDocumentError): MockAbpError {
  return new MockAbpError(400, {
    code: ErrorCodes.ValidationFailed,
    message: 'Your request is not valid!',
    validationErrors: error.params.errors.map((e) => ({ message: 'validation:invalid', members: [e.path] })),
  });
}

/**
 * An SKU switched Off takes no new lines (business-rules §1); `kept` are the SKUs the document already had, so a
 * draft saved again keeps its Off lines. 403 'Inventory:SkuOff', as the server answers.
 */
export function refuseOffSkus(
  store: FixtureStore,
  tenantId: string,
  skuIds: Iterable<string>,
  kept: Iterable<string> = [],
): void {
  const had = new Set(kept);
  for (const id of skuIds) {
    const sku = findOwned(store.skus, tenantId, id, 'Sku');
    if (sku.state === SwitchState.Off && !had.has(id))
      throw business(ErrorCodes.SkuOff, `SKU '${sku.name}' is switched off.`, { sku: sku.name });
  }
}
