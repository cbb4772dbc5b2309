import { endpoints, type SellInvoice } from '@inventory/contracts';
import { SellListScreen } from '@inventory/ui';
import { useDocumentList } from './document-list-route.ts';
import { listPrefetch } from './record-route.ts';

/** The view in the address, requested while the layout loads (the route's `handle.prefetch`). */
export const prefetchSellList = listPrefetch(endpoints.sellInvoice.list);

/** /sys/market: the sales, filtered, sorted and paged in the address, with their life-cycle steps. */
export function SalesRoute() {
  return <SellListScreen {...useDocumentList<SellInvoice>(endpoints.sellInvoice)} />;
}
