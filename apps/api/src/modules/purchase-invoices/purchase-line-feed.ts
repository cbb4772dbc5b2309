import type { LineFeed } from '../documents/linked-lines.ts';
import { purchaseLineCosts } from './purchase-line-costs.ts';
import { receivePurchaseLines } from './purchase-receipts.ts';

/**
 * The purchase side of warehouse receipts (business-rules §6): In lines naming a purchase line count as its receipt
 * (progress, over-receipt refusal, auto-finish), and the batches they create are valued at the line's price.
 */
export const purchaseLineFeed: LineFeed = { apply: receivePurchaseLines, costs: purchaseLineCosts };
