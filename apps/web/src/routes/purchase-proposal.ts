import type { DashboardLowStockItem } from '@inventory/contracts';
import { Decimal } from '@inventory/domain';
import type { PurchaseProposalLine } from '@inventory/ui';

/** What a screen hands to /sys/purchasing/new in the router's state: lines to start the new purchase with. */
export interface PurchaseProposalState {
  proposal: PurchaseProposalLine[];
}

/** The low-stock SKUs' shortfall: each SKU's reorder level minus what is held, what brings it back to its level. */
export function lowStockProposal(items: readonly DashboardLowStockItem[]): PurchaseProposalState {
  return {
    proposal: items
      .map((item) => ({
        skuId: item.skuId,
        count: Decimal.from(item.reorderLevel).sub(item.count).normalize().toString(),
      }))
      .filter((line) => Decimal.from(line.count).isPositive()),
  };
}

/**
 * The proposed lines in a location's state, or none: the state survives a reload of the page, and anything else
 * put there (or nothing) must not break the editor.
 */
export function proposalOf(state: unknown): PurchaseProposalLine[] {
  if (!state || typeof state !== 'object' || !('proposal' in state) || !Array.isArray(state.proposal))
    return [];
  return state.proposal.filter(
    (line): line is PurchaseProposalLine =>
      typeof line === 'object' &&
      line !== null &&
      typeof (line as PurchaseProposalLine).skuId === 'string' &&
      typeof (line as PurchaseProposalLine).count === 'string',
  );
}
