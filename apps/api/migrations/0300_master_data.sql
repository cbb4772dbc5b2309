-- Frozen: never edit after release; add a new numbered file instead.
-- Master data (business-rules §1, §8): suppliers, the category tree, SKUs with their Group components,
-- customization records, and the upload signing key. Same conventions as 0001: tenant_id leads every key and
-- index, FORCEd row-level security on app.tenant_id, soft delete for master data.

CREATE TABLE suppliers (
  tenant_id uuid NOT NULL,
  id uuid NOT NULL,
  name text NOT NULL,
  normalized_name text NOT NULL,
  contact text,
  tele_phone text,
  address text,
  remarks text,
  concurrency_stamp text NOT NULL,
  creation_time timestamptz NOT NULL DEFAULT now(),
  creator_id uuid,
  last_modification_time timestamptz,
  last_modifier_id uuid,
  is_deleted boolean NOT NULL DEFAULT false,
  deleter_id uuid,
  deletion_time timestamptz,
  extra_properties jsonb NOT NULL DEFAULT '{}',
  PRIMARY KEY (tenant_id, id)
);
CREATE UNIQUE INDEX suppliers_normalized_name_uq ON suppliers (tenant_id, normalized_name) WHERE NOT is_deleted;
CREATE INDEX suppliers_creation_time_ix ON suppliers (tenant_id, creation_time);

-- `code` is the node's path of 5-digit sibling numbers (ABP OrganizationUnit style, `00001.00002`): a subtree is
-- one prefix range, so "this category and its descendants" is an index range scan. Codes are never reused, so the
-- unique index covers deleted rows too.
CREATE TABLE categories (
  tenant_id uuid NOT NULL,
  id uuid NOT NULL,
  parent_id uuid,
  code text NOT NULL,
  name text NOT NULL,
  normalized_name text NOT NULL,
  cover_image text,
  sort integer NOT NULL DEFAULT 0,
  color text,
  concurrency_stamp text NOT NULL,
  creation_time timestamptz NOT NULL DEFAULT now(),
  creator_id uuid,
  last_modification_time timestamptz,
  last_modifier_id uuid,
  is_deleted boolean NOT NULL DEFAULT false,
  deleter_id uuid,
  deletion_time timestamptz,
  extra_properties jsonb NOT NULL DEFAULT '{}',
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, parent_id) REFERENCES categories (tenant_id, id)
);
CREATE UNIQUE INDEX categories_code_uq ON categories (tenant_id, code);
CREATE INDEX categories_code_prefix_ix ON categories (tenant_id, code text_pattern_ops);
CREATE UNIQUE INDEX categories_sibling_name_uq
  ON categories (tenant_id, coalesce(parent_id, '00000000-0000-0000-0000-000000000000'::uuid), normalized_name)
  WHERE NOT is_deleted;
CREATE INDEX categories_parent_ix ON categories (tenant_id, parent_id, sort);

-- kind is derived (business-rules §1: an SKU with components is a Group) and kept with the row for the Kind filter.
CREATE TABLE skus (
  tenant_id uuid NOT NULL,
  id uuid NOT NULL,
  code text NOT NULL,
  normalized_code text NOT NULL,
  name text NOT NULL,
  unit text,
  cost numeric(18, 4) NOT NULL DEFAULT 0 CHECK (cost >= 0),
  state smallint NOT NULL DEFAULT 0 CHECK (state IN (0, 1)),
  kind smallint NOT NULL DEFAULT 0 CHECK (kind IN (0, 1)),
  remarks text,
  attribute_id uuid,
  images jsonb NOT NULL DEFAULT '[]',
  concurrency_stamp text NOT NULL,
  creation_time timestamptz NOT NULL DEFAULT now(),
  creator_id uuid,
  last_modification_time timestamptz,
  last_modifier_id uuid,
  is_deleted boolean NOT NULL DEFAULT false,
  deleter_id uuid,
  deletion_time timestamptz,
  extra_properties jsonb NOT NULL DEFAULT '{}',
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, attribute_id) REFERENCES categories (tenant_id, id)
);
CREATE UNIQUE INDEX skus_normalized_code_uq ON skus (tenant_id, normalized_code) WHERE NOT is_deleted;
CREATE INDEX skus_attribute_ix ON skus (tenant_id, attribute_id) WHERE NOT is_deleted;
CREATE INDEX skus_kind_state_ix ON skus (tenant_id, kind, state) WHERE NOT is_deleted;
CREATE INDEX skus_name_ix ON skus (tenant_id, name) WHERE NOT is_deleted;
CREATE INDEX skus_creation_time_ix ON skus (tenant_id, creation_time) WHERE NOT is_deleted;

CREATE TABLE sku_components (
  tenant_id uuid NOT NULL,
  sku_id uuid NOT NULL,
  component_id uuid NOT NULL,
  number numeric(18, 3) NOT NULL CHECK (number > 0),
  position integer NOT NULL,
  PRIMARY KEY (tenant_id, sku_id, component_id),
  CHECK (sku_id <> component_id),
  FOREIGN KEY (tenant_id, sku_id) REFERENCES skus (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, component_id) REFERENCES skus (tenant_id, id)
);
CREATE INDEX sku_components_component_ix ON sku_components (tenant_id, component_id);

-- Generated SKU codes (`SKU-000001`): one counter per tenant, never reused.
CREATE TABLE sku_code_counters (
  tenant_id uuid NOT NULL PRIMARY KEY,
  last_value bigint NOT NULL
);

CREATE TABLE customizations (
  tenant_id uuid NOT NULL,
  id uuid NOT NULL,
  code text NOT NULL,
  normalized_code text NOT NULL,
  name text,
  content text,
  value jsonb,
  remarks text,
  concurrency_stamp text NOT NULL,
  creation_time timestamptz NOT NULL DEFAULT now(),
  creator_id uuid,
  last_modification_time timestamptz,
  last_modifier_id uuid,
  PRIMARY KEY (tenant_id, id)
);
CREATE UNIQUE INDEX customizations_normalized_code_uq ON customizations (tenant_id, normalized_code);

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['suppliers', 'categories', 'skus', 'sku_components', 'sku_code_counters',
                           'customizations']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I USING (tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::uuid) '
      'WITH CHECK (tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::uuid)', t);
  END LOOP;
END $$;

-- The HMAC key of the embedded file store's signed URLs: made once per install by the server, never shipped.
-- Not tenant data (a signed URL is checked before any tenant is known), so no RLS; only the server role reads it.
CREATE TABLE upload_signing_keys (
  id smallint NOT NULL PRIMARY KEY CHECK (id = 1),
  secret text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

GRANT SELECT, INSERT, UPDATE, DELETE ON
  suppliers, categories, skus, sku_components, sku_code_counters, customizations
TO inventory_app;
GRANT SELECT, INSERT ON upload_signing_keys TO inventory_app;
-- The key is written once and then only read (0001's default privileges granted every DML).
REVOKE UPDATE, DELETE ON upload_signing_keys FROM inventory_app;
