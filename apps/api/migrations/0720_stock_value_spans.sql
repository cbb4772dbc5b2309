-- Frozen: never edit after release; add a new numbered file instead.
-- Issue 17 (ADR 053): the dashboard's stock value and expiry read what the tiles need, not every date the tenant
-- holds stock on. Writers keep adding to stock_value_days (0620) as before; the dashboard parks the rows it needs no
-- day for — dates before today (all Expired) and dates in months beyond the expiry horizon (only the total) — in
-- stock_value_folds, and keeps their sums per warehouse in stock_value_spans: one span per warehouse for the past
-- ('-infinity') and one per warehouse and month beyond the horizon (the month's first day). A month's days go back
-- to stock_value_days before the horizon reaches it. Same tenancy conventions as 0620.

-- Per warehouse and span: Σ of the parked day rows of that span.
CREATE TABLE stock_value_spans (
  tenant_id uuid NOT NULL,
  warehouse_id uuid NOT NULL,
  span_start date NOT NULL,
  quantity numeric(18, 3) NOT NULL,
  value numeric(20, 2) NOT NULL,
  PRIMARY KEY (tenant_id, warehouse_id, span_start),
  FOREIGN KEY (tenant_id, warehouse_id) REFERENCES warehouses (tenant_id, id)
);

-- The parked day rows, each under its span (the days of a month come back from here).
CREATE TABLE stock_value_folds (
  tenant_id uuid NOT NULL,
  warehouse_id uuid NOT NULL,
  span_start date NOT NULL,
  expiration_date date NOT NULL,
  quantity numeric(18, 3) NOT NULL,
  value numeric(20, 2) NOT NULL,
  PRIMARY KEY (tenant_id, warehouse_id, span_start, expiration_date),
  FOREIGN KEY (tenant_id, warehouse_id) REFERENCES warehouses (tenant_id, id)
);

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['stock_value_spans', 'stock_value_folds']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I '
      'USING (tenant_id = (SELECT nullif(current_setting(''app.tenant_id'', true), '''')::uuid)) '
      'WITH CHECK (tenant_id = (SELECT nullif(current_setting(''app.tenant_id'', true), '''')::uuid))', t);
  END LOOP;
END $$;

GRANT SELECT, INSERT, UPDATE, DELETE ON stock_value_spans, stock_value_folds TO inventory_app;
