import { endpoints, type PurchaseInvoice } from '@inventory/contracts';
import { PurchaseListScreen } from '@inventory/ui';
import { useDocumentList } from './document-list-route.ts';
import { listPrefetch } from './record-route.ts';

/** The view in the address, requested while the layout loads (the route's `handle.prefetch`). */
export const prefetchPurchaseList = listPrefetch(endpoints.purchaseInvoice.list);

/** /sys/purchasing: the purchases, filtered, sorted and paged in the address, with their life-cycle steps. */
export function PurchasingRoute() {
  return <PurchaseListScreen {...useDocumentList<PurchaseInvoice>(endpoints.purchaseInvoice)} />;
}
