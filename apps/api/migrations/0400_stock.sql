-- Frozen: never edit after release; add a new numbered file instead.
-- Stock core (business-rules §1, §3, §5, §6, §8): number counters, batches, balances, the append-only ledger and
-- warehouse invoices. Same tenancy conventions as 0001: tenant_id leads every key and index, FORCEd RLS.

-- Document and batch number counters: one row per tenant, scope (prefix or 'batch') and day, bumped atomically
-- with an upsert, so a number is never handed out twice (§3).
CREATE TABLE number_counters (
  tenant_id uuid NOT NULL,
  scope text NOT NULL,
  day text NOT NULL,
  value integer NOT NULL CHECK (value > 0),
  PRIMARY KEY (tenant_id, scope, day)
);

-- A lot of one SKU (§1). `in_quantity` is what stock-ins have received into it (moves excluded), so a document
-- line can show received/used/remaining without reading the ledger.
CREATE TABLE batches (
  tenant_id uuid NOT NULL,
  id uuid NOT NULL,
  sku_id uuid NOT NULL,
  batch_number text NOT NULL,
  produced_time timestamptz,
  expiration_day integer CHECK (expiration_day >= 0),
  expiration_time timestamptz,
  cost numeric(18, 4) NOT NULL DEFAULT 0,
  in_quantity numeric(18, 3) NOT NULL DEFAULT 0,
  stock_in_time timestamptz NOT NULL,
  creator_id uuid,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, sku_id, batch_number),
  FOREIGN KEY (tenant_id, sku_id) REFERENCES skus (tenant_id, id)
);
CREATE INDEX batches_expiration_ix ON batches (tenant_id, expiration_time);

-- The quantity of one batch in one warehouse; never negative (§1). The key order is the lock order (§8).
CREATE TABLE stock_balances (
  tenant_id uuid NOT NULL,
  warehouse_id uuid NOT NULL,
  sku_id uuid NOT NULL,
  batch_id uuid NOT NULL,
  quantity numeric(18, 3) NOT NULL CHECK (quantity >= 0),
  last_movement_time timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, warehouse_id, sku_id, batch_id),
  FOREIGN KEY (tenant_id, warehouse_id) REFERENCES warehouses (tenant_id, id),
  FOREIGN KEY (tenant_id, batch_id) REFERENCES batches (tenant_id, id),
  FOREIGN KEY (tenant_id, sku_id) REFERENCES skus (tenant_id, id)
);
CREATE INDEX stock_balances_sku_ix ON stock_balances (tenant_id, sku_id, warehouse_id);
CREATE INDEX stock_balances_batch_ix ON stock_balances (tenant_id, batch_id);

-- The ledger (§1): every change of a balance, written in the same transaction. Append-only: the application role
-- may insert and read, never change or remove a movement.
CREATE TABLE stock_movements (
  tenant_id uuid NOT NULL,
  id uuid NOT NULL,
  time timestamptz NOT NULL,
  sku_id uuid NOT NULL,
  warehouse_id uuid NOT NULL,
  batch_id uuid NOT NULL,
  quantity numeric(18, 3) NOT NULL CHECK (quantity <> 0),
  document_kind text NOT NULL,
  document_id uuid NOT NULL,
  document_line_id uuid,
  correlation_batch_number text,
  creator_id uuid,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, batch_id) REFERENCES batches (tenant_id, id)
);
CREATE INDEX stock_movements_key_ix ON stock_movements (tenant_id, warehouse_id, sku_id, batch_id);
CREATE INDEX stock_movements_document_ix ON stock_movements (tenant_id, document_kind, document_id);
CREATE INDEX stock_movements_time_ix ON stock_movements (tenant_id, time);

CREATE TABLE warehouse_invoices (
  tenant_id uuid NOT NULL,
  id uuid NOT NULL,
  number text NOT NULL,
  stock_type smallint NOT NULL CHECK (stock_type IN (0, 1, 2)),
  type smallint NOT NULL CHECK (type IN (0, 1, 2, 3)),
  state smallint NOT NULL CHECK (state IN (0, 1, 2, 3)),
  warehouse_id uuid NOT NULL,
  move_to_warehouse_id uuid,
  content text,
  line_count integer NOT NULL DEFAULT 0,
  total_count numeric(18, 3) NOT NULL DEFAULT 0,
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
  FOREIGN KEY (tenant_id, warehouse_id) REFERENCES warehouses (tenant_id, id),
  FOREIGN KEY (tenant_id, move_to_warehouse_id) REFERENCES warehouses (tenant_id, id)
);
CREATE INDEX warehouse_invoices_time_ix ON warehouse_invoices (tenant_id, creation_time DESC, id);
CREATE INDEX warehouse_invoices_state_ix ON warehouse_invoices (tenant_id, state, creation_time DESC);
CREATE INDEX warehouse_invoices_warehouse_ix ON warehouse_invoices (tenant_id, warehouse_id, creation_time DESC);
CREATE INDEX warehouse_invoices_move_to_ix ON warehouse_invoices (tenant_id, move_to_warehouse_id, creation_time DESC);
CREATE INDEX warehouse_invoices_kind_ix ON warehouse_invoices (tenant_id, stock_type, type, creation_time DESC);
CREATE INDEX warehouse_invoices_creator_ix ON warehouse_invoices (tenant_id, creator_name);

-- A line; after submit an Out/Move line served by several batches is stored as one line per batch (same itemId).
CREATE TABLE warehouse_invoice_items (
  tenant_id uuid NOT NULL,
  id uuid NOT NULL,
  invoice_id uuid NOT NULL,
  line_no integer NOT NULL,
  item_id uuid,
  sku_id uuid NOT NULL,
  count numeric(18, 3) NOT NULL CHECK (count > 0),
  batch_number text,
  batch_id uuid,
  correlation_batch_number text,
  parturition_time timestamptz,
  expiration_day integer,
  expiration_time timestamptz,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, invoice_id) REFERENCES warehouse_invoices (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, sku_id) REFERENCES skus (tenant_id, id),
  FOREIGN KEY (tenant_id, batch_id) REFERENCES batches (tenant_id, id)
);
CREATE INDEX warehouse_invoice_items_invoice_ix ON warehouse_invoice_items (tenant_id, invoice_id, line_no);
CREATE INDEX warehouse_invoice_items_sku_ix ON warehouse_invoice_items (tenant_id, sku_id, invoice_id);
CREATE INDEX warehouse_invoice_items_item_ix ON warehouse_invoice_items (tenant_id, item_id);

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['number_counters', 'batches', 'stock_balances', 'stock_movements',
                           'warehouse_invoices', 'warehouse_invoice_items']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I USING (tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::uuid) '
      'WITH CHECK (tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::uuid)', t);
  END LOOP;
END $$;

GRANT SELECT, INSERT, UPDATE, DELETE ON
  number_counters, batches, stock_balances, warehouse_invoices, warehouse_invoice_items
TO inventory_app;
GRANT SELECT, INSERT ON stock_movements TO inventory_app;
REVOKE UPDATE, DELETE, TRUNCATE ON stock_movements FROM inventory_app;
