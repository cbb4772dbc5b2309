-- Frozen: never edit after release; add a new numbered file instead.
-- Tenancy (business-rules §9): every business table leads with tenant_id in its primary key, unique constraints,
-- foreign keys and indexes (Citus-compatible), and carries a FORCEd row-level-security policy on app.tenant_id.
-- The server runs every transaction as inventory_app, which neither owns the tables nor bypasses RLS.

-- Roles are cluster-wide: another database of the same cluster may already have created it.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'inventory_app') THEN
    CREATE ROLE inventory_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
  END IF;
EXCEPTION
  WHEN duplicate_object OR unique_violation THEN NULL;
END $$;

-- A non-superuser migrating owner must be a member to `SET ROLE inventory_app`; superusers need nothing.
DO $$
BEGIN
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user)
     AND NOT pg_has_role(current_user, 'inventory_app', 'MEMBER') THEN
    EXECUTE format('GRANT inventory_app TO %I', current_user);
  END IF;
END $$;

CREATE TABLE tenants (
  id uuid NOT NULL PRIMARY KEY,
  name text NOT NULL,
  normalized_name text NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  concurrency_stamp text NOT NULL,
  entity_version integer NOT NULL DEFAULT 0,
  creation_time timestamptz NOT NULL DEFAULT now(),
  creator_id uuid,
  last_modification_time timestamptz,
  last_modifier_id uuid,
  is_deleted boolean NOT NULL DEFAULT false,
  deleter_id uuid,
  deletion_time timestamptz,
  extra_properties jsonb NOT NULL DEFAULT '{}'
);
CREATE UNIQUE INDEX tenants_normalized_name_uq ON tenants (normalized_name) WHERE NOT is_deleted;

CREATE TABLE users (
  tenant_id uuid NOT NULL,
  id uuid NOT NULL,
  user_name text NOT NULL,
  normalized_user_name text NOT NULL,
  email text NOT NULL,
  normalized_email text NOT NULL,
  name text,
  surname text,
  phone_number text,
  password_hash text,
  is_active boolean NOT NULL DEFAULT true,
  lockout_enabled boolean NOT NULL DEFAULT true,
  lockout_end timestamptz,
  access_failed_count integer NOT NULL DEFAULT 0,
  email_confirmed boolean NOT NULL DEFAULT false,
  phone_number_confirmed boolean NOT NULL DEFAULT false,
  concurrency_stamp text NOT NULL,
  security_stamp text NOT NULL,
  entity_version integer NOT NULL DEFAULT 0,
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
CREATE UNIQUE INDEX users_normalized_user_name_uq ON users (tenant_id, normalized_user_name) WHERE NOT is_deleted;
CREATE UNIQUE INDEX users_normalized_email_uq ON users (tenant_id, normalized_email) WHERE NOT is_deleted;

CREATE TABLE roles (
  tenant_id uuid NOT NULL,
  id uuid NOT NULL,
  name text NOT NULL,
  normalized_name text NOT NULL,
  is_default boolean NOT NULL DEFAULT false,
  is_static boolean NOT NULL DEFAULT false,
  is_public boolean NOT NULL DEFAULT false,
  concurrency_stamp text NOT NULL,
  entity_version integer NOT NULL DEFAULT 0,
  creation_time timestamptz NOT NULL DEFAULT now(),
  extra_properties jsonb NOT NULL DEFAULT '{}',
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, normalized_name)
);

CREATE TABLE user_roles (
  tenant_id uuid NOT NULL,
  user_id uuid NOT NULL,
  role_id uuid NOT NULL,
  PRIMARY KEY (tenant_id, user_id, role_id),
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, role_id) REFERENCES roles (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX user_roles_role_ix ON user_roles (tenant_id, role_id);

CREATE TABLE permission_grants (
  tenant_id uuid NOT NULL,
  name text NOT NULL,
  provider_name text NOT NULL CHECK (provider_name IN ('R', 'U')),
  provider_key text NOT NULL,
  PRIMARY KEY (tenant_id, provider_name, provider_key, name)
);

CREATE TABLE feature_values (
  tenant_id uuid NOT NULL,
  name text NOT NULL,
  value text NOT NULL,
  PRIMARY KEY (tenant_id, name)
);

CREATE TABLE settings (
  tenant_id uuid NOT NULL,
  name text NOT NULL,
  value text NOT NULL,
  PRIMARY KEY (tenant_id, name)
);

CREATE TABLE audit_logs (
  tenant_id uuid NOT NULL,
  id uuid NOT NULL,
  user_id uuid,
  user_name text,
  time timestamptz NOT NULL,
  entity_name text NOT NULL,
  entity_id text NOT NULL,
  action text NOT NULL,
  changed_fields jsonb NOT NULL DEFAULT '{}',
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX audit_logs_time_ix ON audit_logs (tenant_id, time DESC);
CREATE INDEX audit_logs_entity_ix ON audit_logs (tenant_id, entity_name, entity_id);

CREATE TABLE idempotency_keys (
  tenant_id uuid NOT NULL,
  key text NOT NULL,
  request_hash text NOT NULL,
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, key)
);

CREATE TABLE warehouses (
  tenant_id uuid NOT NULL,
  id uuid NOT NULL,
  name text NOT NULL,
  normalized_name text NOT NULL,
  address text,
  tele_phone text,
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
CREATE UNIQUE INDEX warehouses_normalized_name_uq ON warehouses (tenant_id, normalized_name) WHERE NOT is_deleted;
CREATE INDEX warehouses_creation_time_ix ON warehouses (tenant_id, creation_time);

-- An unset or empty app.tenant_id matches nothing (NULL never equals).
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['users', 'roles', 'user_roles', 'permission_grants', 'feature_values', 'settings',
                           'audit_logs', 'idempotency_keys', 'warehouses']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I USING (tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::uuid) '
      'WITH CHECK (tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::uuid)', t);
  END LOOP;
END $$;

GRANT USAGE ON SCHEMA public TO inventory_app;
GRANT SELECT, INSERT, UPDATE, DELETE ON
  tenants, users, roles, user_roles, permission_grants, feature_values, settings, audit_logs, idempotency_keys,
  warehouses
TO inventory_app;
-- Tables of later migrations (run by the same owner) get the same DML grants.
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO inventory_app;
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO inventory_app;
