-- Frozen: never edit after release; add a new numbered file instead.
-- Issue 17 (ADR 031, sales trend): the dashboard's 12-week sales trend and top SKUs by margin maintained with the
-- writes, so a call reads at most 12 × SKUs rows instead of every line of the 12 weeks' sales. Same tenancy
-- conventions as 0620: tenant_id leads every key, RLS in the InitPlan form below.

-- Submitted sales (Processing or Finish) per ISO week (Monday's date) of the sale date — the sale time, else the
-- submit time — in the tenant's zone: how many, Σ total price (after discount), Σ total cost (what deliveries
-- recorded). Written at the end of every transaction that submits, delivers or discards a sale; rebuilt when the
-- tenant's zone changes.
CREATE TABLE sales_weeks (
  tenant_id uuid NOT NULL,
  week_start date NOT NULL,
  sales bigint NOT NULL,
  revenue numeric(20, 2) NOT NULL,
  cost numeric(20, 2) NOT NULL,
  PRIMARY KEY (tenant_id, week_start)
);

-- The same sales' lines per week and SKU: how many lines, Σ count, Σ round(count × price, 2) (§2's line total),
-- Σ the cost deliveries recorded on the line. A SKU with no line left in a week (lines = 0) is no top SKU.
CREATE TABLE sales_week_skus (
  tenant_id uuid NOT NULL,
  week_start date NOT NULL,
  sku_id uuid NOT NULL,
  lines bigint NOT NULL,
  count numeric(20, 3) NOT NULL,
  revenue numeric(20, 2) NOT NULL,
  cost numeric(20, 2) NOT NULL,
  PRIMARY KEY (tenant_id, week_start, sku_id),
  FOREIGN KEY (tenant_id, sku_id) REFERENCES skus (tenant_id, id)
);

-- Existing sales, tenant by tenant under its own RLS scope, dated in each tenant's zone setting.
DO $$
DECLARE
  t uuid;
  zone text;
BEGIN
  FOR t IN SELECT id FROM tenants LOOP
    PERFORM set_config('app.tenant_id', t::text, true);
    zone := coalesce((SELECT s.value FROM settings s WHERE s.tenant_id = t AND s.name = 'Abp.Timing.TimeZone'), 'UTC');
    INSERT INTO sales_weeks (tenant_id, week_start, sales, revenue, cost)
    SELECT si.tenant_id, date_trunc('week', coalesce(si.sell_time, si.submit_time) AT TIME ZONE zone)::date,
           count(*), sum(si.total_price), sum(si.total_cost)
    FROM sell_invoices si
    WHERE si.tenant_id = t AND si.state IN (1, 2) AND coalesce(si.sell_time, si.submit_time) IS NOT NULL
    GROUP BY 1, 2;
    INSERT INTO sales_week_skus (tenant_id, week_start, sku_id, lines, count, revenue, cost)
    SELECT si.tenant_id, date_trunc('week', coalesce(si.sell_time, si.submit_time) AT TIME ZONE zone)::date,
           li.sku_id, count(*), sum(li.count), sum(round(li.count * li.price, 2)), sum(coalesce(li.cost, 0))
    FROM sell_invoices si
    JOIN sell_invoice_items li ON li.tenant_id = si.tenant_id AND li.invoice_id = si.id
    WHERE si.tenant_id = t AND si.state IN (1, 2) AND coalesce(si.sell_time, si.submit_time) IS NOT NULL
    GROUP BY 1, 2, 3;
  END LOOP;
  PERFORM set_config('app.tenant_id', '', true);
END $$;

-- The policy of 0620: the setting read once per statement (an InitPlan), not once per row.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['sales_weeks', 'sales_week_skus']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I '
      'USING (tenant_id = (SELECT nullif(current_setting(''app.tenant_id'', true), '''')::uuid)) '
      'WITH CHECK (tenant_id = (SELECT nullif(current_setting(''app.tenant_id'', true), '''')::uuid))', t);
  END LOOP;
END $$;

GRANT SELECT, INSERT, UPDATE, DELETE ON sales_weeks, sales_week_skus TO inventory_app;
