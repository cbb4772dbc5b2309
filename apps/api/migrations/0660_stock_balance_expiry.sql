-- Frozen: never edit after release; add a new numbered file instead.
-- Issue 19 (ADR 040): the stock list's DateType filter (business-rules §4) reads the expiry from the balance row
-- itself, through a partial index, instead of joining every held balance to its batch.

-- The batch's expiration instant, copied onto each of its balance rows (NULL = no expiration date, as on the
-- batch). It is an instant, not a date: "today" in the tenant's zone and the near-expiry threshold are applied when
-- the list is read, so a change of either setting leaves nothing to rebuild.
ALTER TABLE stock_balances ADD COLUMN expiration_time timestamptz;

-- Every path that writes a balance row gets the copy from the database itself: a new row takes its batch's
-- expiration (the upsert of a stock-in proposes the row, so the trigger runs before the conflict is found and the
-- existing row keeps its own copy), and a batch whose expiration changes passes it to its rows. Bulk loads that
-- turn triggers off (the bench generator's replica session) write the column themselves.
CREATE FUNCTION stock_balance_expiry() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.expiration_time := (SELECT b.expiration_time FROM batches b
                          WHERE b.tenant_id = NEW.tenant_id AND b.id = NEW.batch_id);
  RETURN NEW;
END $$;

CREATE TRIGGER stock_balance_expiry BEFORE INSERT OR UPDATE OF batch_id ON stock_balances
  FOR EACH ROW EXECUTE FUNCTION stock_balance_expiry();

CREATE FUNCTION batch_expiry_to_balances() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE stock_balances SET expiration_time = NEW.expiration_time
  WHERE tenant_id = NEW.tenant_id AND batch_id = NEW.id;
  RETURN NULL;
END $$;

CREATE TRIGGER batch_expiry_to_balances AFTER UPDATE OF expiration_time ON batches
  FOR EACH ROW WHEN (OLD.expiration_time IS DISTINCT FROM NEW.expiration_time)
  EXECUTE FUNCTION batch_expiry_to_balances();

-- Existing rows, tenant by tenant under its own RLS scope (the migrating role may be subject to FORCE RLS).
DO $$
DECLARE
  t uuid;
BEGIN
  FOR t IN SELECT id FROM tenants LOOP
    PERFORM set_config('app.tenant_id', t::text, true);
    UPDATE stock_balances sb SET expiration_time = b.expiration_time
    FROM batches b
    WHERE sb.tenant_id = t AND b.tenant_id = sb.tenant_id AND b.id = sb.batch_id AND b.expiration_time IS NOT NULL;
  END LOOP;
  PERFORM set_config('app.tenant_id', '', true);
END $$;

-- Held rows by SKU and expiry: the list's per-SKU probe ("has this SKU a held row expiring before …?") stops at
-- the first index entry, and the page's sums read only the matching entries. The warehouse rides along so the
-- warehouse-filtered probe stays index-only.
CREATE INDEX stock_balances_expiry_ix ON stock_balances (tenant_id, sku_id, expiration_time)
  INCLUDE (warehouse_id) WHERE quantity > 0;
