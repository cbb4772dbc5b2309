import type { User } from 'oidc-client-ts';
import type { SessionUser } from './auth-context.ts';

/** The parts of an oidc-client-ts user the app shows or sends. */
export function toSessionUser(user: User): SessionUser {
  const profile = user.profile;
  const userName = profile.preferred_username ?? profile.name ?? profile.sub;
  return { accessToken: user.access_token, name: profile.name ?? userName, userName };
}
