import { describe, expect, it } from 'vitest';
import { accessTokenClaims, accountClaims, claimsForScopes } from './claims.ts';

const tenantUser = {
  id: '0190a000-0000-7000-8000-000000000001',
  tenantId: '0190a000-0000-7000-8000-0000000000aa',
  userName: 'clerk',
  email: 'clerk@demo.local',
  emailConfirmed: true,
  name: 'Li',
  surname: 'Wei',
  roles: ['clerk'],
};

describe('claims', () => {
  it('release profile and email claims by scope only', () => {
    const all = accountClaims(tenantUser);
    expect(claimsForScopes(all, 'openid')).toEqual({ sub: tenantUser.id });
    expect(claimsForScopes(all, 'openid email constructor')).toEqual({
      sub: tenantUser.id,
      email: 'clerk@demo.local',
      email_verified: true,
    });
    expect(claimsForScopes(all, 'openid profile')).toEqual({
      sub: tenantUser.id,
      name: 'Li Wei',
      given_name: 'Li',
      family_name: 'Wei',
      preferred_username: 'clerk',
      tenantid: tenantUser.tenantId,
      role: ['clerk'],
    });
  });

  it('leave the tenant out for the host, and fall back to the user name for name', () => {
    const host = { ...tenantUser, tenantId: null, name: null, surname: null };
    expect(accountClaims(host)).not.toHaveProperty('tenantid');
    expect(accountClaims(host).name).toBe('clerk');
    expect(accessTokenClaims(host)).toEqual({
      preferred_username: 'clerk',
      email: 'clerk@demo.local',
      role: ['clerk'],
    });
  });
});
