-- Frozen: never edit after release; add a new numbered file instead.
-- Issue 17 (ADR 046): the top SKUs by margin read at most a few rows, whatever the tenant's sales. 0630 kept the
-- sales per week and SKU, and the dashboard summed the 12 weeks' rows per SKU on every call (on the 1M bench tenant
-- 10,644 rows for 900 SKUs, 3.4× the small tenant's time). This table keeps each SKU's sums over the 12 weeks ending
-- at a week: a week × SKU change is added to the 12 windows that contain that week (that week and the 11 after), so
-- the dashboard reads the rows of one window through an index in margin order. Same tenancy conventions as 0620.

-- Per window (the Monday of its last week, in the tenant's zone) and SKU: Σ of sales_week_skus over the weeks
-- window_end − 11 weeks … window_end. A SKU with no line in the window (lines = 0) is no top SKU.
CREATE TABLE sales_window_skus (
  tenant_id uuid NOT NULL,
  window_end date NOT NULL,
  sku_id uuid NOT NULL,
  lines bigint NOT NULL,
  count numeric(20, 3) NOT NULL,
  revenue numeric(20, 2) NOT NULL,
  cost numeric(20, 2) NOT NULL,
  -- revenue − cost as a float, for the index only: its comparisons are leakproof, so under row-level security the
  -- planner may use "margin >= cut" as an index condition (numeric's are not). Order-preserving (a larger exact
  -- margin never has a smaller float), so the rows at or above the 5th float margin hold the exact top 5; the
  -- exact order is taken from revenue − cost.
  margin double precision GENERATED ALWAYS AS ((revenue - cost)::double precision) STORED,
  PRIMARY KEY (tenant_id, window_end, sku_id),
  FOREIGN KEY (tenant_id, sku_id) REFERENCES skus (tenant_id, id)
);

-- The top SKUs of a window, highest margin first: the dashboard reads the first rows (and the ties of the last).
CREATE INDEX sales_window_skus_margin_ix ON sales_window_skus (tenant_id, window_end, margin DESC) WHERE lines > 0;

-- Existing sales, tenant by tenant under its own RLS scope, from 0630's weekly rows (already in the tenant's zone).
DO $$
DECLARE
  t uuid;
BEGIN
  FOR t IN SELECT id FROM tenants LOOP
    PERFORM set_config('app.tenant_id', t::text, true);
    INSERT INTO sales_window_skus (tenant_id, window_end, sku_id, lines, count, revenue, cost)
    SELECT w.tenant_id, w.week_start + 7 * k, w.sku_id, sum(w.lines), sum(w.count), sum(w.revenue), sum(w.cost)
    FROM sales_week_skus w CROSS JOIN generate_series(0, 11) AS k
    WHERE w.tenant_id = t
    GROUP BY 1, 2, 3;
  END LOOP;
  PERFORM set_config('app.tenant_id', '', true);
END $$;

-- The policy of 0620: the setting read once per statement (an InitPlan), not once per row.
ALTER TABLE sales_window_skus ENABLE ROW LEVEL SECURITY;
ALTER TABLE sales_window_skus FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON sales_window_skus
  USING (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::uuid))
  WITH CHECK (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::uuid));

GRANT SELECT, INSERT, UPDATE, DELETE ON sales_window_skus TO inventory_app;
