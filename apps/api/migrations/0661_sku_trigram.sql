-- Frozen: never edit after release; add a new numbered file instead.
-- Issue 19 (ADR 040): trigram indexes for the contains-filters on SKU name and code (`ILIKE '%…%'`: the SKU list's
-- Name/Code, and SKUName on the stock list and on every document list, whose lines are then found through
-- (tenant_id, sku_id, …) indexes). Without them each such call evaluates two ILIKEs on every SKU of the tenant.
--
-- pg_trgm is a contrib extension, and so is btree_gin, which lets the same GIN index lead with tenant_id as every
-- index of a tenant table does (Citus-compatible, test/db/tenancy.test.ts). PostgreSQL has both with
-- postgresql-contrib (trusted since 13, so a database owner may create them); PGlite has them only when the process
-- loads their bundles (src/db/pglite-extensions.ts). Where either is not available, or the migrating role may not
-- create it, the filters work as before without the indexes.
DO $$
DECLARE
  e text;
BEGIN
  FOREACH e IN ARRAY ARRAY['pg_trgm', 'btree_gin'] LOOP
    IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = e) THEN
      BEGIN
        EXECUTE format('CREATE EXTENSION IF NOT EXISTS %I', e);
      EXCEPTION WHEN insufficient_privilege THEN
        RAISE NOTICE '% not created (%): the contains-filters run without trigram indexes', e, SQLERRM;
      END;
    END IF;
  END LOOP;
  IF (SELECT count(*) FROM pg_extension WHERE extname IN ('pg_trgm', 'btree_gin')) = 2 THEN
    CREATE INDEX skus_name_trgm_ix ON skus USING gin (tenant_id, name gin_trgm_ops);
    CREATE INDEX skus_code_trgm_ix ON skus USING gin (tenant_id, code gin_trgm_ops);
  END IF;
END $$;
