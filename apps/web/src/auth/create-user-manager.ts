// The OIDC client's chunk: oidc-client-ts and its settings, loaded through user-manager.ts (ADR 056).
import { UserManager } from 'oidc-client-ts';
import { createOidcSettings } from './oidc-settings.ts';

export function createUserManager(origin: string): UserManager {
  return new UserManager(createOidcSettings(origin));
}
