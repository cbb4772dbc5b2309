/** The stock screens' addresses (product-spec §2); the detail form names its warehouse and SKU in the query. */
export const stockPaths = {
  stock: '/sys/inventory',
  summary: '/sys/inventory/components/suminventory',
  warehouse: '/sys/inventory/components/warehouse',
  detail: '/sys/inventory/components/warehouse/detailForm',
} as const;

export type StockView = 'stock' | 'summary' | 'warehouse';

/** One warehouse's stock (`?WarehouseId=`). */
export const warehouseStockPath = (warehouseId: string) =>
  `${stockPaths.warehouse}?${new URLSearchParams({ WarehouseId: warehouseId }).toString()}`;

/** One SKU in one warehouse: its batches and movements (`?WarehouseId=&SkuId=`). */
export const stockDetailPath = (warehouseId: string, skuId: string) =>
  `${stockPaths.detail}?${new URLSearchParams({ WarehouseId: warehouseId, SkuId: skuId }).toString()}`;
