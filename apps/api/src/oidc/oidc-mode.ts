export type OidcMode = { kind: 'embedded' } | { kind: 'external'; issuer: string; audience: string };

/**
 * OIDC_EXTERNAL_ISSUER hands sign-in to another OpenID Connect provider (Keycloak, Entra ID, …): the embedded
 * one is not mounted, and the API accepts that issuer's access tokens for OIDC_EXTERNAL_AUDIENCE (default `api`).
 */
export function oidcMode(env: Record<string, string | undefined>): OidcMode {
  const issuer = env.OIDC_EXTERNAL_ISSUER?.trim();
  if (!issuer) return { kind: 'embedded' };
  return { kind: 'external', issuer, audience: env.OIDC_EXTERNAL_AUDIENCE?.trim() || 'api' };
}
