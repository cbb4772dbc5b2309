-- Frozen: never edit after release; add a new numbered file instead.
-- Issue 19 (ADR 050): the held rows' index (0660) also carries the quantity, so the stock list's sums with DateType
-- and check-group-stock's unexpired stock per component read the index alone instead of visiting each held row's
-- heap page (on the bench's 1M-movement tenant ~50 expired rows per SKU, ~75 unexpired). Writes cost the same: the
-- index's predicate already names the quantity, so a quantity change was never a HOT update and already wrote an
-- entry here. Same name, columns, order and predicate, so every plan that used it still does.
DROP INDEX stock_balances_expiry_ix;
CREATE INDEX stock_balances_expiry_ix ON stock_balances (tenant_id, sku_id, expiration_time)
  INCLUDE (warehouse_id, quantity) WHERE quantity > 0;
