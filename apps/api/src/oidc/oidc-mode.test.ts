import { describe, expect, it } from 'vitest';
import { oidcMode } from './oidc-mode.ts';

describe('oidcMode', () => {
  it('embeds the provider unless an external issuer is configured', () => {
    expect(oidcMode({})).toEqual({ kind: 'embedded' });
    expect(oidcMode({ OIDC_EXTERNAL_ISSUER: '  ' })).toEqual({ kind: 'embedded' });
  });

  it('switches to the external issuer, with the audience api unless configured', () => {
    expect(oidcMode({ OIDC_EXTERNAL_ISSUER: 'https://login.example.com/realms/inventory' })).toEqual({
      kind: 'external',
      issuer: 'https://login.example.com/realms/inventory',
      audience: 'api',
    });
    expect(
      oidcMode({ OIDC_EXTERNAL_ISSUER: 'https://idp.example', OIDC_EXTERNAL_AUDIENCE: 'inventory-api' }),
    ).toMatchObject({
      audience: 'inventory-api',
    });
  });
});
