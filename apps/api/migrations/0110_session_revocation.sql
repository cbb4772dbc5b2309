-- Ending sessions before their tokens expire (ADR 010).

-- A password change or reset refuses every access token issued before it: the instant is kept beside the
-- subject's directory entry, which the token check already reads without knowing the tenant.
ALTER TABLE oidc_accounts ADD COLUMN tokens_valid_after timestamptz;

-- Finding every grant and browser session of one user (revoked together on a password change).
CREATE INDEX oidc_payloads_account ON oidc_payloads ((payload ->> 'accountId')) WHERE model IN ('Grant', 'Session');

-- Finding every grant started in one browser session (sign-out ends them all, also a first-party grant that
-- oidc-provider would otherwise keep because it holds offline_access).
CREATE INDEX oidc_payloads_session_uid ON oidc_payloads ((payload ->> 'sessionUid'))
  WHERE model IN ('AuthorizationCode', 'RefreshToken');

-- Signing-key rotation: a superseded generation keeps verifying until this instant, then leaves the JWKS.
ALTER TABLE oidc_keys ADD COLUMN retire_at timestamptz;
