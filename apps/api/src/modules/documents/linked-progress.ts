import { addProgress, Decimal, DocumentState, refuse, type LifecycleDocument } from '@inventory/domain';
import type { LineProgress, ProgressLine } from '@inventory/domain';
import { EntityNotFoundError, ValidationError } from '../../errors/app-errors.ts';
import { overReceipt, transitionRefusal } from './document-rules.ts';
import type { LinkedSubmit } from './linked-lines.ts';

// The checks every line feed makes before it records progress (business-rules §6): the named lines exist in this
// tenant, their documents are Processing, and each submitted line carries the named line's SKU.

/** Σ count per named line. */
export function incomingByLine(submit: LinkedSubmit): Map<string, Decimal> {
  const incoming = new Map<string, Decimal>();
  for (const l of submit.lines) incoming.set(l.itemId, (incoming.get(l.itemId) ?? Decimal.ZERO).add(l.count));
  return incoming;
}

/** A line of no document of this tenant (a typo, or another tenant's id) is refused, never stored dangling. */
export function requireKnownLines(
  named: Iterable<string>,
  found: readonly { id: string }[],
  entity: string,
): void {
  const known = new Set(found.map((f) => f.id));
  for (const id of named) if (!known.has(id)) throw new EntityNotFoundError(entity, id);
}

/** Only a Processing document takes stock movements against its lines. */
export function requireProcessing(
  row: { number: string; state: number },
  document: LifecycleDocument,
  action: string,
): void {
  const state = row.state as DocumentState;
  if (state === DocumentState.Processing) return;
  const refused = refuse(document, state, action);
  if (!refused.ok) throw transitionRefusal(refused.error, row.number, state);
}

/** Every submitted line naming `itemId` moves the named line's SKU. */
export function requireSameSku(submit: LinkedSubmit, itemId: string, skuId: string): void {
  if (submit.lines.some((l) => l.itemId === itemId && l.skuId !== skuId))
    throw new ValidationError([{ key: 'validation:invalid', params: {}, members: ['items'] }]);
}

/**
 * A named line's progress with what this submit brings to it: the submitted lines must move its SKU, and more than
 * it ordered is refused with the SKU's name (`skuNames`; the id when unknown).
 */
export function lineProgress(
  submit: LinkedSubmit,
  incoming: ReadonlyMap<string, Decimal>,
  skuNames: ReadonlyMap<string, { name: string }>,
  line: ProgressLine & { id: string; skuId: string },
): LineProgress {
  requireSameSku(submit, line.id, line.skuId);
  const progress = addProgress(line, incoming.get(line.id) ?? Decimal.ZERO);
  if (!progress.ok) throw overReceipt(skuNames.get(line.skuId)?.name ?? line.skuId, progress.error);
  return progress.value;
}
