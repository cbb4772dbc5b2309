-- OpenID Connect provider state. Non-tenant tables: the provider runs before a tenant is known, and its rows
-- (sessions, interactions, grants, codes, tokens) are keyed by opaque ids, not by tenant.

-- Every oidc-provider model (Session, Interaction, Grant, AuthorizationCode, RefreshToken, …) in one table,
-- so that several server processes share sign-in state.
CREATE TABLE oidc_payloads (
  model text NOT NULL,
  id text NOT NULL,
  payload jsonb NOT NULL,
  grant_id text,
  user_code text,
  uid text,
  expires_at timestamptz,
  consumed_at timestamptz,
  PRIMARY KEY (model, id)
);
CREATE INDEX oidc_payloads_grant_id ON oidc_payloads (grant_id) WHERE grant_id IS NOT NULL;
CREATE INDEX oidc_payloads_uid ON oidc_payloads (model, uid) WHERE uid IS NOT NULL;
CREATE INDEX oidc_payloads_user_code ON oidc_payloads (model, user_code) WHERE user_code IS NOT NULL;
CREATE INDEX oidc_payloads_expires_at ON oidc_payloads (expires_at) WHERE expires_at IS NOT NULL;

-- Signing keys (private JWKs) and cookie keys, generated on first start. One row per (purpose, generation):
-- the primary key lets concurrent first starts race safely (ON CONFLICT DO NOTHING, then read back).
CREATE TABLE oidc_keys (
  purpose text NOT NULL,
  generation integer NOT NULL,
  material jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (purpose, generation)
);

-- The token subject is the user id alone (as ABP issues it), but reading a user needs its tenant first
-- (row-level security). This directory, written at each successful sign-in, says which tenant a subject
-- belongs to; like `tenants` it is read before any tenant is known, so it is not itself tenant data.
CREATE TABLE oidc_accounts (
  user_id uuid PRIMARY KEY,
  home_tenant_id uuid NOT NULL
);

GRANT SELECT, INSERT, UPDATE, DELETE ON oidc_payloads, oidc_keys, oidc_accounts TO inventory_app;
