import { DocumentState, endpoints, permissionsOf } from '@inventory/contracts';
import { StockDetailScreen, stockMovements, type LinkedMovement, type StockMovementRow } from '@inventory/ui';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useGet, useList } from '../api/endpoint-hooks.ts';
import { useTenantTimeZone } from '../api/tenant-settings.ts';
import { useScreenErrorPolicy } from '../errors/use-screen-error-policy.ts';
import { usePermission } from '../permissions/use-permission.ts';
import { useStockFilterOptions, wholeView } from './stock-view.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const finished = { State: DocumentState.Finish, MaxResultCount: wholeView, Sorting: 'creationTime desc' };
const quiet = { onError: () => undefined };
/** A warehouse invoice's own page (the warehouse invoices screens of issue 15). */
const invoicePath = (id: string) => `/sys/inventory/invoices/${id}`;

/**
 * The documents behind the movements that have a page: a purchase or a sale whose line the warehouse invoice
 * served (`itemId`). They are found among that SKU's purchases and sales; the others link to the warehouse invoice
 * itself.
 */
function useDocumentPaths(skuName: string, movements: readonly StockMovementRow[] | undefined) {
  const wants = (type: StockMovementRow['type']) => skuName !== '' && movements?.some((m) => m.type === type);
  const purchases = useList(
    endpoints.purchaseInvoice.list,
    wants('Purchase') ? { SKUName: skuName, IsNeedDiscard: true, MaxResultCount: wholeView } : null,
    quiet,
  );
  const sales = useList(
    endpoints.sellInvoice.list,
    wants('Sale') ? { SearchKey: skuName, IsNeedDiscard: true, MaxResultCount: wholeView } : null,
    quiet,
  );
  return useMemo(() => {
    const paths = new Map<string, string>();
    for (const p of purchases.data?.items ?? [])
      for (const line of p.items) paths.set(`Purchase|${line.itemId}`, `/sys/purchasing/${p.id}`);
    for (const s of sales.data?.items ?? [])
      for (const line of s.items) paths.set(`Sale|${line.itemId}`, `/sys/market/${s.id}`);
    return paths;
  }, [purchases.data, sales.data]);
}

/**
 * /sys/inventory/components/warehouse/detailForm?WarehouseId=…&SkuId=…: one SKU in one warehouse, its batches and
 * its movements (the finished warehouse invoices out of, into and moving through that warehouse), newest first.
 */
export function StockDetailRoute() {
  const errors = useScreenErrorPolicy();
  const navigate = useNavigate();
  const timeZone = useTenantTimeZone();
  const [params] = useSearchParams();
  const warehouseId = params.get('WarehouseId') ?? '';
  const skuId = params.get('SkuId') ?? '';
  const valid = uuid.test(warehouseId) && uuid.test(skuId);
  const { warehouseOptions } = useStockFilterOptions();
  // The SKU's name from its record; a user who may see stock but not SKUs finds it among the warehouse's stock.
  const maySeeSkus = usePermission(permissionsOf(endpoints.sku.get));
  const sku = useGet(endpoints.sku.get, valid && maySeeSkus ? { id: skuId } : null, quiet);
  const held = useList(
    endpoints.stock.list,
    valid && !maySeeSkus ? { WarehouseId: warehouseId, MaxResultCount: wholeView } : null,
    { onError: errors.onReadError },
  );
  // By name: the lists match an SKU's name everywhere (the server also its code); rows are then taken by id.
  const heldRow = held.data?.items.find((r) => r.skuId === skuId);
  const name = sku.data?.name ?? heldRow?.sku ?? '';
  const batches = useList(
    endpoints.stock.list,
    name ? { WarehouseId: warehouseId, SKUName: name, IsNeedBatch: true, MaxResultCount: wholeView } : null,
    { onError: errors.onReadError },
  );
  const out = useList(
    endpoints.warehouseInvoice.list,
    name ? { ...finished, WarehouseId: warehouseId, SKUName: name } : null,
    { onError: errors.onReadError },
  );
  const moved = useList(
    endpoints.warehouseInvoice.list,
    name ? { ...finished, MoveWarehouseId: warehouseId, SKUName: name } : null,
    { onError: errors.onReadError },
  );
  const movements = useMemo(
    () =>
      out.data && moved.data
        ? stockMovements([...out.data.items, ...moved.data.items], skuId, warehouseId)
        : undefined,
    [out.data, moved.data, skuId, warehouseId],
  );
  const paths = useDocumentPaths(name, movements);
  const linked = useMemo<LinkedMovement[] | undefined>(
    () =>
      movements?.map((m) => ({
        ...m,
        // The purchase or sale the movement served; else the warehouse invoice that made it.
        documentPath: (m.itemId ? paths.get(`${m.type}|${m.itemId}`) : undefined) ?? invoicePath(m.invoiceId),
      })),
    [movements, paths],
  );
  const row = batches.data?.items.find((r) => r.skuId === skuId);
  const movementError = out.error ?? moved.error;
  return (
    <StockDetailScreen
      missing={!valid}
      warehouseId={warehouseId}
      skuId={skuId}
      warehouseName={
        warehouseOptions.find((w) => w.value === warehouseId)?.label ??
        row?.warehouse ??
        heldRow?.warehouse ??
        ''
      }
      skuName={name || (row?.sku ?? '')}
      skuCost={row?.cost}
      batches={batches.data ? (row?.items ?? []) : undefined}
      batchesLoading={batches.isLoading}
      batchesError={errors.shownOnScreen(batches.error ?? sku.error)}
      onRetryBatches={() => void (sku.error ? sku.mutate() : batches.mutate())}
      movements={linked}
      movementsLoading={out.isLoading || moved.isLoading}
      movementsError={errors.shownOnScreen(movementError)}
      onRetryMovements={() => void Promise.all([out.mutate(), moved.mutate()])}
      timeZone={timeZone}
      onNavigate={(path) => void navigate(path)}
    />
  );
}
