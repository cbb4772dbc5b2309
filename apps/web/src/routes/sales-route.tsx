import { endpoints, type SellInvoice } from '@inventory/contracts';
import { SellListScreen } from '@inventory/ui';
import { useDocumentList } from './document-list-route.ts';

/** /sys/market: the sales, filtered, sorted and paged in the address, with their life-cycle steps. */
export function SalesRoute() {
  return <SellListScreen {...useDocumentList<SellInvoice>(endpoints.sellInvoice)} />;
}
