import type { SessionUser } from './auth-context.ts';
import type { SignedInUser } from './signed-in-user.ts';

/** The parts of an oidc-client-ts user the app shows or sends. */
export function toSessionUser(user: SignedInUser): SessionUser {
  const profile = user.profile;
  const userName = profile.preferred_username ?? profile.name ?? profile.sub;
  return { accessToken: user.access_token, name: profile.name ?? userName, userName };
}
