-- Frozen: never edit after release; add a new numbered file instead.
-- Issue 19 (ADR 070): a maintained count of each tenant's document headers by kind, stock type, type and state, so
-- that a document list filtered by nothing but these (the plain list, its state, a warehouse invoice's kind) reads
-- a few dozen rows for its total instead of one index entry per document (51,000 on the 1M-movement tenant).
--
-- Writers only ever INSERT delta rows (+n / -n), from the header tables' triggers, in their own transaction: no
-- row is updated or locked by a writer, so a submit can neither wait on nor deadlock over a count. A list read sums
-- the folded totals and the deltas in one statement (one snapshot); from time to time it folds the deltas into the
-- totals (`delete … returning` + upsert, one folder per tenant at a time: documents/document-counts.ts).

-- The folded totals: one row per key, changed only by a fold.
CREATE TABLE document_counts (
  tenant_id uuid NOT NULL,
  kind text NOT NULL,
  stock_type smallint NOT NULL,
  type smallint NOT NULL,
  state smallint NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (tenant_id, kind, stock_type, type, state)
);

-- Changes not folded yet: inserted by the triggers, never updated, removed only by a fold. The key is a random id
-- of each row's own, so an insert never meets another transaction's key and never waits on it.
CREATE TABLE document_count_deltas (
  tenant_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  kind text NOT NULL,
  stock_type smallint NOT NULL,
  type smallint NOT NULL,
  state smallint NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX document_count_deltas_kind_ix ON document_count_deltas (tenant_id, kind);

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['document_counts', 'document_count_deltas']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I USING (tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::uuid) '
      'WITH CHECK (tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::uuid)', t);
  END LOOP;
END $$;

-- Inserted and deleted headers: one statement-level trigger per statement, the statement's rows grouped by key
-- (a bulk insert of thousands of documents writes a handful of delta rows). The kind is the header table's name,
-- given to each trigger as its argument (not TG_TABLE_NAME: on Citus the trigger fires on a shard, named after it);
-- the purchase, sale and production tables have no stock type or type and count them as 0.
CREATE FUNCTION document_counts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_ARGV[0] = 'warehouse_invoices' THEN
    INSERT INTO document_count_deltas (tenant_id, kind, stock_type, type, state, n)
    SELECT tenant_id, TG_ARGV[0], stock_type, type, state, count(*) FROM new_rows GROUP BY 1, 2, 3, 4, 5;
  ELSE
    INSERT INTO document_count_deltas (tenant_id, kind, stock_type, type, state, n)
    SELECT tenant_id, TG_ARGV[0], 0, 0, state, count(*) FROM new_rows GROUP BY 1, 2, 3, 4, 5;
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION document_counts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_ARGV[0] = 'warehouse_invoices' THEN
    INSERT INTO document_count_deltas (tenant_id, kind, stock_type, type, state, n)
    SELECT tenant_id, TG_ARGV[0], stock_type, type, state, -count(*) FROM old_rows GROUP BY 1, 2, 3, 4, 5;
  ELSE
    INSERT INTO document_count_deltas (tenant_id, kind, stock_type, type, state, n)
    SELECT tenant_id, TG_ARGV[0], 0, 0, state, -count(*) FROM old_rows GROUP BY 1, 2, 3, 4, 5;
  END IF;
  RETURN NULL;
END $$;

-- A header whose key changes (a submit, discard, finish; a draft's kind edited): a row-level trigger whose WHEN
-- clause is checked without calling the function, so the many updates that change no key column (line counts,
-- remarks, stamps) cost nothing. (PostgreSQL allows no transition tables on a trigger with a column list.)
CREATE FUNCTION document_counts_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_ARGV[0] = 'warehouse_invoices' THEN
    INSERT INTO document_count_deltas (tenant_id, kind, stock_type, type, state, n) VALUES
      (OLD.tenant_id, TG_ARGV[0], OLD.stock_type, OLD.type, OLD.state, -1),
      (NEW.tenant_id, TG_ARGV[0], NEW.stock_type, NEW.type, NEW.state, 1);
  ELSE
    INSERT INTO document_count_deltas (tenant_id, kind, stock_type, type, state, n) VALUES
      (OLD.tenant_id, TG_ARGV[0], 0, 0, OLD.state, -1),
      (NEW.tenant_id, TG_ARGV[0], 0, 0, NEW.state, 1);
  END IF;
  RETURN NULL;
END $$;

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['warehouse_invoices', 'purchase_invoices', 'sell_invoices', 'yields']
  LOOP
    EXECUTE format('CREATE TRIGGER document_counts_inserted AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
                   'FOR EACH STATEMENT EXECUTE FUNCTION document_counts_inserted(%L)', t, t);
    EXECUTE format('CREATE TRIGGER document_counts_deleted AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
                   'FOR EACH STATEMENT EXECUTE FUNCTION document_counts_deleted(%L)', t, t);
  END LOOP;
END $$;

CREATE TRIGGER document_counts_moved AFTER UPDATE OF state, stock_type, type, tenant_id ON warehouse_invoices
  FOR EACH ROW
  WHEN (OLD.state IS DISTINCT FROM NEW.state OR OLD.stock_type IS DISTINCT FROM NEW.stock_type
        OR OLD.type IS DISTINCT FROM NEW.type OR OLD.tenant_id IS DISTINCT FROM NEW.tenant_id)
  EXECUTE FUNCTION document_counts_moved('warehouse_invoices');
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['purchase_invoices', 'sell_invoices', 'yields']
  LOOP
    EXECUTE format('CREATE TRIGGER document_counts_moved AFTER UPDATE OF state, tenant_id ON %I FOR EACH ROW '
                   'WHEN (OLD.state IS DISTINCT FROM NEW.state OR OLD.tenant_id IS DISTINCT FROM NEW.tenant_id) '
                   'EXECUTE FUNCTION document_counts_moved(%L)', t, t);
  END LOOP;
END $$;

-- The current tenant's counts recounted from its headers (deltas dropped): the back-fill below, and bulk loads
-- that switch triggers off (the bench generator's replica session).
CREATE FUNCTION document_counts_rebuild() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  -- Named explicitly as well as by the policy: a superuser (who bypasses RLS) must recount one tenant only.
  t uuid := nullif(current_setting('app.tenant_id', true), '')::uuid;
BEGIN
  DELETE FROM document_count_deltas WHERE tenant_id = t;
  DELETE FROM document_counts WHERE tenant_id = t;
  INSERT INTO document_counts (tenant_id, kind, stock_type, type, state, n)
  SELECT tenant_id, 'warehouse_invoices', stock_type, type, state, count(*) FROM warehouse_invoices
  WHERE tenant_id = t GROUP BY 1, 2, 3, 4, 5
  UNION ALL
  SELECT tenant_id, 'purchase_invoices', 0, 0, state, count(*) FROM purchase_invoices
  WHERE tenant_id = t GROUP BY 1, 2, 3, 4, 5
  UNION ALL
  SELECT tenant_id, 'sell_invoices', 0, 0, state, count(*) FROM sell_invoices WHERE tenant_id = t GROUP BY 1, 2, 3, 4, 5
  UNION ALL
  SELECT tenant_id, 'yields', 0, 0, state, count(*) FROM yields WHERE tenant_id = t GROUP BY 1, 2, 3, 4, 5;
END $$;

-- Existing rows, tenant by tenant (the host's nil id too) under its own RLS scope (the migrating role may be
-- subject to FORCE RLS).
DO $$
DECLARE
  t uuid;
BEGIN
  FOR t IN SELECT id FROM tenants UNION SELECT '00000000-0000-0000-0000-000000000000'::uuid LOOP
    PERFORM set_config('app.tenant_id', t::text, true);
    PERFORM document_counts_rebuild();
  END LOOP;
  PERFORM set_config('app.tenant_id', '', true);
END $$;
