import { endpoints, type PurchaseInvoice } from '@inventory/contracts';
import { PurchaseListScreen } from '@inventory/ui';
import { useDocumentList } from './document-list-route.ts';

/** /sys/purchasing: the purchases, filtered, sorted and paged in the address, with their life-cycle steps. */
export function PurchasingRoute() {
  return <PurchaseListScreen {...useDocumentList<PurchaseInvoice>(endpoints.purchaseInvoice)} />;
}
