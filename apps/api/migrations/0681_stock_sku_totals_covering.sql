-- Frozen: never edit after release; add a new numbered file instead.
-- Issue 17 (ADR 046): low stock sums each SKU's held quantity over its warehouses (stock_sku_totals, 0620) for the
-- SKUs with a reorder level. The key's index now carries the quantity, so each SKU's sum is an index-only scan of
-- one leaf page instead of a visit to every warehouse's heap page (on the 1M bench tenant ~10 pages per SKU, 2,842
-- pages for 268 SKUs; the small tenant's 781). Same key, same ON CONFLICT target.
ALTER TABLE stock_sku_totals
  DROP CONSTRAINT stock_sku_totals_pkey,
  ADD CONSTRAINT stock_sku_totals_pkey PRIMARY KEY (tenant_id, sku_id, warehouse_id) INCLUDE (quantity);
