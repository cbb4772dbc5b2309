import { endpoints, type ProductionOrder } from '@inventory/contracts';
import { ProductionListScreen } from '@inventory/ui';
import { useDocumentList } from './document-list-route.ts';
import type { DocumentArea } from './document-steps.ts';

/** Production orders have the document kinds' steps (discard, finish, delete, remarks) under the same names. */
export const productionArea = endpoints.yield as unknown as DocumentArea;

/** /sys/production: the production orders, filtered, sorted and paged in the address, with their life-cycle steps. */
export function ProductionRoute() {
  return <ProductionListScreen {...useDocumentList<ProductionOrder>(productionArea)} />;
}
