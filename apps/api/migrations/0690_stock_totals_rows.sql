-- Frozen: never edit after release; add a new numbered file instead.
-- Issue 19 (ADR 050): the stock list finds the SKUs of its page and its totalCount by their maintained totals per SKU
-- and warehouse (stock_sku_totals, 0620) instead of probing the balance rows per SKU. That needs a totals row exactly
-- where a SKU has balance rows in a warehouse. Every stock change's transaction adds its net change to the row
-- (creating it with the first balance row), and DELETE /stock now removes the row with the empty balance rows. Two
-- gaps from before are closed here, tenant by tenant under its own RLS scope (as 0620):
--   - 0620 built the rows from rows holding stock only: a SKU whose rows in a warehouse were all empty then got none
--     (it gets one at 0, the sum of its empty rows);
--   - DELETE /stock left the row (at 0) behind the balance rows it removed (it goes).
DO $$
DECLARE
  t uuid;
BEGIN
  FOR t IN SELECT id FROM tenants LOOP
    PERFORM set_config('app.tenant_id', t::text, true);
    INSERT INTO stock_sku_totals (tenant_id, sku_id, warehouse_id, quantity)
    SELECT tenant_id, sku_id, warehouse_id, sum(quantity)
    FROM stock_balances
    WHERE tenant_id = t
    GROUP BY 1, 2, 3
    ON CONFLICT (tenant_id, sku_id, warehouse_id) DO NOTHING;
    DELETE FROM stock_sku_totals st
    WHERE st.tenant_id = t
      AND NOT EXISTS (SELECT 1 FROM stock_balances sb
                      WHERE sb.tenant_id = st.tenant_id AND sb.sku_id = st.sku_id AND sb.warehouse_id = st.warehouse_id);
  END LOOP;
  PERFORM set_config('app.tenant_id', '', true);
END $$;
