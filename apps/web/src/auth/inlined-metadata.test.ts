import { afterEach, describe, expect, it, vi } from 'vitest';
import { InMemoryWebStorage, UserManager } from 'oidc-client-ts';
import { inlinedMetadataId, readInlinedMetadata } from './inlined-metadata.ts';
import { createOidcSettings } from './oidc-settings.ts';

const origin = 'http://192.168.1.20:8080';
const metadata = {
  issuer: 'http://localhost:8080',
  authorization_endpoint: `${origin}/connect/authorize`,
  token_endpoint: `${origin}/connect/token`,
  userinfo_endpoint: `${origin}/connect/userinfo`,
  end_session_endpoint: `${origin}/session/end`,
};

function pageWith(text: string | null) {
  return {
    getElementById: (id: string) =>
      id === inlinedMetadataId && text !== null ? ({ textContent: text } as HTMLElement) : null,
  };
}

describe('readInlinedMetadata', () => {
  it('reads the metadata the server put into the page, issuer included as the server named it (ADR 028)', () => {
    expect(readInlinedMetadata(pageWith(JSON.stringify(metadata)), origin)).toEqual(metadata);
  });

  it('leaves discovery to oidc-client-ts when the page has none or it is unusable', () => {
    expect(readInlinedMetadata(pageWith(null), origin)).toBeUndefined();
    expect(readInlinedMetadata(pageWith('{not json'), origin)).toBeUndefined();
    expect(readInlinedMetadata(pageWith('null'), origin)).toBeUndefined();
    expect(readInlinedMetadata(pageWith(JSON.stringify({ ...metadata, issuer: 1 })), origin)).toBeUndefined();
    const { token_endpoint: _, ...withoutToken } = metadata;
    expect(readInlinedMetadata(pageWith(JSON.stringify(withoutToken)), origin)).toBeUndefined();
  });

  it('refuses endpoints at another origin than the page', () => {
    const elsewhere = { ...metadata, token_endpoint: 'http://localhost:8080/connect/token' };
    expect(readInlinedMetadata(pageWith(JSON.stringify(elsewhere)), origin)).toBeUndefined();
    expect(readInlinedMetadata(pageWith(JSON.stringify(metadata)), 'http://localhost:8080')).toBeUndefined();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('hands the metadata to oidc-client-ts, which then asks no discovery', async () => {
    const fetch = vi.fn(() => Promise.reject(new Error('no request expected')));
    vi.stubGlobal('fetch', fetch);
    const storages = { user: new InMemoryWebStorage(), state: new InMemoryWebStorage() };
    const manager = new UserManager(createOidcSettings(origin, storages, metadata));
    expect(await manager.metadataService.getAuthorizationEndpoint()).toBe(`${origin}/connect/authorize`);
    expect(await manager.metadataService.getTokenEndpoint()).toBe(`${origin}/connect/token`);
    expect(fetch).not.toHaveBeenCalled();
    // Without it, the endpoints come from discovery at the page's origin.
    const discovering = new UserManager(createOidcSettings(origin, storages));
    await expect(discovering.metadataService.getAuthorizationEndpoint()).rejects.toThrow();
    expect(fetch).toHaveBeenCalledWith(`${origin}/.well-known/openid-configuration`, expect.anything());
  });
});
