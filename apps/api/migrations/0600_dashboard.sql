-- Frozen: never edit after release; add a new numbered file instead.
-- Issue 17 (ADR 030): an optional reorder level per SKU, and the indexes the dashboard's figures read through.
-- Same tenancy conventions as 0001: tenant_id leads every index.

-- The count below which an SKU is "low stock": a quantity (3 places, like counts), never negative; null = none.
ALTER TABLE skus ADD COLUMN reorder_level numeric(18, 3) CHECK (reorder_level >= 0);

-- Low stock reads only the live SKUs that have a reorder level.
CREATE INDEX skus_reorder_level_ix ON skus (tenant_id, id) INCLUDE (reorder_level)
  WHERE reorder_level IS NOT NULL AND NOT is_deleted;

-- Stock value: the balances that hold something, with what the sum needs, without visiting the heap.
CREATE INDEX stock_balances_held_ix ON stock_balances (tenant_id, batch_id) INCLUDE (warehouse_id, quantity)
  WHERE quantity > 0;

-- The sales trend: submitted sales (Processing, Finish) by their sale date (the sell time, else the submit time).
CREATE INDEX sell_invoices_sale_time_ix ON sell_invoices (tenant_id, (coalesce(sell_time, submit_time)))
  INCLUDE (total_price, total_cost) WHERE state IN (1, 2);
