-- Frozen: never edit after release; add a new numbered file instead.
-- Issue 19 (ADR 039): each API process keeps a request's authorization context (roles, granted permissions,
-- features, settings) in memory. A tenant's stamp changes in the same transaction as any write to the tables that
-- context is made of, whatever path writes them (present or future, any process, SQL by hand as well), so a process
-- that reads the stamp at the start of each request never serves a context older than the last committed change.
CREATE TABLE access_stamps (
  tenant_id uuid NOT NULL PRIMARY KEY,
  stamp bigint NOT NULL DEFAULT 1,
  -- The last transaction that bumped it: a transaction writing many rows bumps once.
  bumped_by xid8 NOT NULL DEFAULT pg_current_xact_id()
);

ALTER TABLE access_stamps ENABLE ROW LEVEL SECURITY;
ALTER TABLE access_stamps FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON access_stamps
  USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
GRANT SELECT, INSERT, UPDATE, DELETE ON access_stamps TO inventory_app;

-- Row-level, and writing only the changed row's own tenant's stamp: the stamp row is co-located with the row that
-- changed (Citus), and it passes the same row policy the changed row just passed.
CREATE FUNCTION bump_access_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.tenant_id ELSE NEW.tenant_id END;
BEGIN
  INSERT INTO access_stamps AS s (tenant_id) VALUES (changed)
  ON CONFLICT (tenant_id) DO UPDATE SET stamp = s.stamp + 1, bumped_by = pg_current_xact_id()
    WHERE s.bumped_by <> pg_current_xact_id();
  IF TG_OP = 'UPDATE' AND OLD.tenant_id <> NEW.tenant_id THEN
    INSERT INTO access_stamps AS s (tenant_id) VALUES (OLD.tenant_id)
    ON CONFLICT (tenant_id) DO UPDATE SET stamp = s.stamp + 1, bumped_by = pg_current_xact_id()
      WHERE s.bumped_by <> pg_current_xact_id();
  END IF;
  RETURN NULL;
END $$;

-- A user's is_active / is_deleted and the tenant's row are read afresh on every request; a user's other columns
-- (sign-in counters, names) are no part of the context, so only a user's arrival, departure or (de)activation bumps.
CREATE TRIGGER access_stamp AFTER INSERT OR DELETE OR UPDATE OF is_active, is_deleted ON users
  FOR EACH ROW EXECUTE FUNCTION bump_access_stamp();
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['roles', 'user_roles', 'permission_grants', 'feature_values', 'settings']
  LOOP
    EXECUTE format(
      'CREATE TRIGGER access_stamp AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION bump_access_stamp()',
      t);
  END LOOP;
END $$;
