-- Frozen: never edit after release; add a new numbered file instead.
-- Issue 19 (ADR 040): trigram indexes for the contains-filters on SKU name and code (`ILIKE '%…%'`: the SKU list's
-- Name/Code, and SKUName on the stock list and on every document list, whose lines are then found through
-- (tenant_id, sku_id, …) indexes). Without them each such call evaluates two ILIKEs on every SKU of the tenant.
--
-- pg_trgm is a contrib extension: PostgreSQL has it with postgresql-contrib (trusted since 13, so a database owner
-- may create it); PGlite has it only when the process loads its bundle (src/db/pglite-extensions.ts). Where it is
-- not available, or the migrating role may not create it, the filters work as before without the indexes.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    BEGIN
      CREATE EXTENSION IF NOT EXISTS pg_trgm;
    EXCEPTION WHEN insufficient_privilege THEN
      RAISE NOTICE 'pg_trgm not created (%): the contains-filters run without trigram indexes', SQLERRM;
    END;
  END IF;
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX skus_name_trgm_ix ON skus USING gin (name gin_trgm_ops);
    CREATE INDEX skus_code_trgm_ix ON skus USING gin (code gin_trgm_ops);
  END IF;
END $$;
