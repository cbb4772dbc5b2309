import { DocumentState } from '../enums.ts';
import { ErrorCodes } from '../errors.ts';
import { business } from './respond.ts';
import type { FixtureStore } from './store.ts';
import { contains, findOwned } from './table.ts';

// Document life cycle as the mock plays it (business-rules.md §6). The mock moves states and computes totals;
// it does not move stock (only the real server keeps the ledger).

type Action = 'save' | 'submit' | 'discard' | 'finish' | 'delete';

const allowed: Record<Action, readonly number[]> = {
  save: [DocumentState.Draft],
  submit: [DocumentState.Draft],
  discard: [DocumentState.Draft, DocumentState.Processing],
  finish: [DocumentState.Processing],
  delete: [DocumentState.Draft, DocumentState.Discard],
};

/** `stockMoved`: a Processing document may be discarded only while nothing has moved for it. */
export function assertTransition(
  doc: { number: string; state: number },
  action: Action,
  stockMoved = false,
): void {
  const blocked = action === 'discard' && doc.state === DocumentState.Processing && stockMoved;
  if (blocked || !allowed[action].includes(doc.state)) {
    throw business(
      ErrorCodes.InvalidStateTransition,
      `Document ${doc.number} can not be changed by '${action}' in its state.`,
      {
        number: doc.number,
        state: doc.state,
        action,
      },
    );
  }
}

/** `PREFIX-yyyyMMdd-NNNN`, per tenant, prefix and day (business-rules.md §3). */
export function nextNumber(existing: readonly { number: string }[], prefix: string, now: string): string {
  const day = now.slice(0, 10).replaceAll('-', '');
  const stem = `${prefix}-${day}-`;
  const used = existing.filter((d) => d.number.startsWith(stem)).length;
  return `${stem}${String(used + 1).padStart(4, '0')}`;
}

/** Money rounded half-up to 2 places (the mock's arithmetic is good enough for fixture-sized numbers). */
export const round2 = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;

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
