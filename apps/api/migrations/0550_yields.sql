-- Frozen: never edit after release; add a new numbered file instead.
-- Production orders (business-rules §6, §6a): a Group SKU made from its components. Same tenancy conventions as
-- 0001: tenant_id leads every key and index, FORCEd RLS.

CREATE TABLE yields (
  tenant_id uuid NOT NULL,
  id uuid NOT NULL,
  number text NOT NULL,
  sku_id uuid NOT NULL,
  count numeric(18, 3) NOT NULL CHECK (count > 0),
  product_time timestamptz,
  expiration_day integer CHECK (expiration_day >= 0),
  expiration_time timestamptz,
  period_of_validity text,
  total_cost numeric(18, 2) NOT NULL DEFAULT 0,
  remarks text,
  state smallint NOT NULL CHECK (state IN (0, 1, 2, 3)),
  warehouse_id uuid,
  in_count numeric(18, 3) NOT NULL DEFAULT 0,
  out_state smallint NOT NULL DEFAULT 0 CHECK (out_state IN (0, 1, 2)),
  submit_time timestamptz,
  concurrency_stamp text NOT NULL,
  creation_time timestamptz NOT NULL DEFAULT now(),
  creator_id uuid,
  creator_name text,
  last_modification_time timestamptz,
  last_modifier_id uuid,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, number),
  FOREIGN KEY (tenant_id, sku_id) REFERENCES skus (tenant_id, id),
  FOREIGN KEY (tenant_id, warehouse_id) REFERENCES warehouses (tenant_id, id)
);
CREATE INDEX yields_time_ix ON yields (tenant_id, creation_time DESC, id);
CREATE INDEX yields_state_ix ON yields (tenant_id, state, creation_time DESC);
CREATE INDEX yields_sku_ix ON yields (tenant_id, sku_id, creation_time DESC);
CREATE INDEX yields_creator_ix ON yields (tenant_id, creator_name);

-- A material line: what the order takes of one component (optionally a named batch / warehouse), and how much of
-- it has gone out so far.
CREATE TABLE yield_items (
  tenant_id uuid NOT NULL,
  id uuid NOT NULL,
  yield_id uuid NOT NULL,
  line_no integer NOT NULL,
  sku_id uuid NOT NULL,
  count numeric(18, 3) NOT NULL CHECK (count > 0),
  warehouse_id uuid,
  batch_number text,
  out_stock_count numeric(18, 3) NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, yield_id) REFERENCES yields (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, sku_id) REFERENCES skus (tenant_id, id),
  FOREIGN KEY (tenant_id, warehouse_id) REFERENCES warehouses (tenant_id, id)
);
CREATE INDEX yield_items_yield_ix ON yield_items (tenant_id, yield_id, line_no);

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['yields', 'yield_items']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I USING (tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::uuid) '
      'WITH CHECK (tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::uuid)', t);
  END LOOP;
END $$;

GRANT SELECT, INSERT, UPDATE, DELETE ON yields, yield_items TO inventory_app;
