import type { LineFeeds } from './modules/documents/linked-lines.ts';
import { purchaseLineFeed } from './modules/purchase-invoices/purchase-receipts.ts';
import { sellLineFeed } from './modules/sell-invoices/sell-deliveries.ts';
import { yieldLineFeed } from './modules/yields/yield-produce-lines.ts';

/**
 * The kinds of document whose lines a submitted warehouse invoice may name (business-rules §6): purchase receipts,
 * sale deliveries, production's materials and product. Composed here, above every module, and handed to the routes
 * and the seed that save warehouse invoices, so that no document module imports another to learn of it.
 */
export const lineFeeds: LineFeeds = [purchaseLineFeed, sellLineFeed, yieldLineFeed];
