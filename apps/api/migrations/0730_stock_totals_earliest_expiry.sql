-- Frozen: never edit after release; add a new numbered file instead.
-- Issue 19 (ADR 058): each SKU × warehouse totals row (stock_sku_totals, 0620/0690) also keeps the earliest expiration
-- among its rows holding stock, so the stock list with DateType=Expired finds its SKUs and its totalCount among the
-- totals rows (a held row expired before the start of today ⇔ the earliest held expiration is before it) instead of
-- probing the held rows' index once per SKU, whose depth grows with the tenant's batches.
--   - NULL: no held row with an expiration (none held, or every held batch undated): never Expired.
--   - '-infinity': unknown. A writer that emptied the earliest batch recomputes it; when another transaction changed the
--     row after that writer's statement began, its snapshot may miss a batch the other held, so it writes this instead,
--     and the list probes the held rows' index for that row alone (the next change of the row recomputes it).
-- Filled tenant by tenant under each tenant's RLS scope (as 0620 and 0690).
ALTER TABLE stock_sku_totals ADD COLUMN earliest_expiration timestamptz;
DO $$
DECLARE
  t uuid;
BEGIN
  FOR t IN SELECT id FROM tenants LOOP
    PERFORM set_config('app.tenant_id', t::text, true);
    UPDATE stock_sku_totals st
    SET earliest_expiration = h.earliest
    FROM (SELECT sku_id, warehouse_id, min(expiration_time) AS earliest
          FROM stock_balances
          WHERE tenant_id = t AND quantity > 0 AND expiration_time IS NOT NULL
          GROUP BY 1, 2) h
    WHERE st.tenant_id = t AND st.sku_id = h.sku_id AND st.warehouse_id = h.warehouse_id;
  END LOOP;
  PERFORM set_config('app.tenant_id', '', true);
END $$;
-- The rows marked unknown, for the list's branch that probes them (few or none; an entry only while marked).
CREATE INDEX stock_sku_totals_unknown_expiry_ix ON stock_sku_totals (tenant_id, sku_id, warehouse_id)
  WHERE earliest_expiration = '-infinity';
