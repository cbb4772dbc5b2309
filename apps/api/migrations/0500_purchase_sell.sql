-- Frozen: never edit after release; add a new numbered file instead.
-- Purchase and sell invoices (business-rules §2, §3, §6, §6a). Same tenancy conventions as 0001: tenant_id leads
-- every key and index, FORCEd RLS. Line progress (received / delivered) is kept on the line, so a rate never reads
-- the ledger.

CREATE TABLE purchase_invoices (
  tenant_id uuid NOT NULL,
  id uuid NOT NULL,
  number text NOT NULL,
  state smallint NOT NULL CHECK (state IN (0, 1, 2, 3)),
  supplier_id uuid,
  purchase_time timestamptz,
  total_price numeric(18, 2) NOT NULL DEFAULT 0,
  content text,
  remarks text,
  submit_time timestamptz,
  concurrency_stamp text NOT NULL,
  creation_time timestamptz NOT NULL DEFAULT now(),
  creator_id uuid,
  creator_name text,
  last_modification_time timestamptz,
  last_modifier_id uuid,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, number),
  FOREIGN KEY (tenant_id, supplier_id) REFERENCES suppliers (tenant_id, id)
);
CREATE INDEX purchase_invoices_time_ix ON purchase_invoices (tenant_id, creation_time DESC, id);
CREATE INDEX purchase_invoices_state_ix ON purchase_invoices (tenant_id, state, creation_time DESC);
CREATE INDEX purchase_invoices_supplier_ix ON purchase_invoices (tenant_id, supplier_id, creation_time DESC);
CREATE INDEX purchase_invoices_creator_ix ON purchase_invoices (tenant_id, creator_name);

CREATE TABLE purchase_invoice_items (
  tenant_id uuid NOT NULL,
  id uuid NOT NULL,
  invoice_id uuid NOT NULL,
  line_no integer NOT NULL,
  sku_id uuid NOT NULL,
  count numeric(18, 3) NOT NULL CHECK (count > 0),
  price numeric(18, 4) NOT NULL CHECK (price >= 0),
  batch_number text,
  parturition_time timestamptz,
  expiration_day integer CHECK (expiration_day >= 0),
  expiration_time timestamptz,
  in_stock_count numeric(18, 3) NOT NULL DEFAULT 0 CHECK (in_stock_count >= 0 AND in_stock_count <= count),
  creation_time timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, invoice_id) REFERENCES purchase_invoices (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, sku_id) REFERENCES skus (tenant_id, id)
);
CREATE INDEX purchase_invoice_items_invoice_ix ON purchase_invoice_items (tenant_id, invoice_id, line_no);
CREATE INDEX purchase_invoice_items_sku_ix ON purchase_invoice_items (tenant_id, sku_id, invoice_id);
CREATE INDEX purchase_invoice_items_time_ix ON purchase_invoice_items (tenant_id, creation_time DESC, id);

CREATE TABLE sell_invoices (
  tenant_id uuid NOT NULL,
  id uuid NOT NULL,
  number text NOT NULL,
  state smallint NOT NULL CHECK (state IN (0, 1, 2, 3)),
  marketing_channel text,
  sell_time timestamptz,
  total_price numeric(18, 2) NOT NULL DEFAULT 0,
  total_cost numeric(18, 2) NOT NULL DEFAULT 0,
  discounts_price numeric(18, 2) NOT NULL DEFAULT 0 CHECK (discounts_price >= 0),
  content text,
  remarks text,
  submit_time timestamptz,
  concurrency_stamp text NOT NULL,
  creation_time timestamptz NOT NULL DEFAULT now(),
  creator_id uuid,
  creator_name text,
  last_modification_time timestamptz,
  last_modifier_id uuid,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, number)
);
CREATE INDEX sell_invoices_time_ix ON sell_invoices (tenant_id, creation_time DESC, id);
CREATE INDEX sell_invoices_state_ix ON sell_invoices (tenant_id, state, creation_time DESC);
CREATE INDEX sell_invoices_channel_ix ON sell_invoices (tenant_id, marketing_channel);
CREATE INDEX sell_invoices_creator_ix ON sell_invoices (tenant_id, creator_name);

CREATE TABLE sell_invoice_items (
  tenant_id uuid NOT NULL,
  id uuid NOT NULL,
  invoice_id uuid NOT NULL,
  line_no integer NOT NULL,
  sku_id uuid NOT NULL,
  count numeric(18, 3) NOT NULL CHECK (count > 0),
  price numeric(18, 4) NOT NULL CHECK (price >= 0),
  cost numeric(18, 2),
  batch_number text,
  sell_batch_number text,
  warehouse_id uuid,
  marketing_channel text,
  out_count numeric(18, 3) NOT NULL DEFAULT 0 CHECK (out_count >= 0 AND out_count <= count),
  creation_time timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, invoice_id) REFERENCES sell_invoices (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, sku_id) REFERENCES skus (tenant_id, id),
  FOREIGN KEY (tenant_id, warehouse_id) REFERENCES warehouses (tenant_id, id)
);
CREATE INDEX sell_invoice_items_invoice_ix ON sell_invoice_items (tenant_id, invoice_id, line_no);
CREATE INDEX sell_invoice_items_sku_ix ON sell_invoice_items (tenant_id, sku_id, invoice_id);
CREATE INDEX sell_invoice_items_time_ix ON sell_invoice_items (tenant_id, creation_time DESC, id);

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['purchase_invoices', 'purchase_invoice_items', 'sell_invoices', 'sell_invoice_items']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I USING (tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::uuid) '
      'WITH CHECK (tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::uuid)', t);
  END LOOP;
END $$;

GRANT SELECT, INSERT, UPDATE, DELETE ON
  purchase_invoices, purchase_invoice_items, sell_invoices, sell_invoice_items
TO inventory_app;
