import type { UserAccount } from './account.ts';

/**
 * Which claims each scope releases (id token, userinfo). The tenant id and roles travel with `profile`:
 * the web app reads them with the rest of the user's identity.
 */
export const scopeClaims: Record<string, string[]> = {
  openid: ['sub'],
  profile: ['name', 'given_name', 'family_name', 'preferred_username', 'tenantid', 'role'],
  email: ['email', 'email_verified'],
};

export type UserClaims = Record<string, unknown> & { sub: string };

/** Every claim the account can release; absent values (host tenant, no email) are left out, not null. */
export function accountClaims(account: UserAccount): UserClaims {
  const fullName = [account.name, account.surname].filter((part) => part).join(' ');
  const claims: UserClaims = {
    sub: account.id,
    name: fullName || account.userName,
    preferred_username: account.userName,
    role: account.roles,
  };
  if (account.name) claims.given_name = account.name;
  if (account.surname) claims.family_name = account.surname;
  if (account.tenantId) claims.tenantid = account.tenantId;
  if (account.email) {
    claims.email = account.email;
    claims.email_verified = account.emailConfirmed;
  }
  return claims;
}

/** The claims of `claims` that the granted scopes release. */
export function claimsForScopes(claims: UserClaims, scope: string): UserClaims {
  const allowed = new Set<string>();
  for (const name of scope.split(' ')) {
    if (Object.hasOwn(scopeClaims, name)) scopeClaims[name]?.forEach((claim) => allowed.add(claim));
  }
  return Object.fromEntries(
    Object.entries(claims).filter(([key]) => key === 'sub' || allowed.has(key)),
  ) as UserClaims;
}

/** The product's extra access-token claims (ABP's names): the API authorizes from these without a lookup. */
export function accessTokenClaims(account: UserAccount): Record<string, unknown> {
  return {
    ...(account.tenantId ? { tenantid: account.tenantId } : {}),
    preferred_username: account.userName,
    ...(account.email ? { email: account.email } : {}),
    role: account.roles,
  };
}
