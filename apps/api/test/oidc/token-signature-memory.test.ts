import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLocalVerifier } from '../../src/oidc/verify-token.ts';

// ADR 044: the embedded provider's verifier checks a token's signature once per key set and answers the same
// token from memory afterwards, still refusing it once it has expired. Counted on the verifications WebCrypto
// runs, not timed.

const issuer = 'http://127.0.0.1:1';
const audience = 'inventory-api';

async function keys() {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  return { publicJwk: { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }, privateKey };
}

async function token(privateKey: CryptoKey, expSeconds: number, extra: Record<string, unknown> = {}) {
  return new SignJWT({ client_id: 'web', grant_id: 'g1', scope: 'openid', role: ['admin'], ...extra })
    .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: 'k1' })
    .setSubject('user-1')
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt(expSeconds - 300)
    .setExpirationTime(expSeconds)
    .sign(privateKey);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the access token signature is checked once per key set (ADR 044)', () => {
  it('the same token verifies once; later calls answer the same claims without a signature check', async () => {
    const { publicJwk, privateKey } = await keys();
    let clock = 1_800_000_000_000;
    const verify = createLocalVerifier(issuer, audience, [publicJwk], { now: () => clock });
    const jwt = await token(privateKey, clock / 1000 + 300);
    const signatureChecks = vi.spyOn(globalThis.crypto.subtle, 'verify');
    const first = await verify(jwt);
    expect(signatureChecks).toHaveBeenCalledTimes(1);
    clock += 60_000;
    for (let i = 0; i < 5; i += 1) expect(await verify(jwt)).toEqual(first);
    expect(signatureChecks).toHaveBeenCalledTimes(1);
    expect(Object.isFrozen(first.claims)).toBe(true);
  });

  it('a remembered token is refused once it has expired (beyond the 5 s allowance), as jwtVerify refuses it', async () => {
    const { publicJwk, privateKey } = await keys();
    let clock = 1_800_000_000_000;
    const verify = createLocalVerifier(issuer, audience, [publicJwk], { now: () => clock });
    const exp = clock / 1000 + 60;
    const jwt = await token(privateKey, exp);
    await verify(jwt);
    clock = (exp + 4) * 1000;
    await expect(verify(jwt)).resolves.toBeDefined();
    clock = (exp + 5) * 1000;
    await expect(verify(jwt)).rejects.toThrow(/exp/);
  });

  it('another key set checks the token afresh, and refuses one it cannot verify', async () => {
    const first = await keys();
    const other = await keys();
    const clock = 1_800_000_000_000;
    const jwt = await token(first.privateKey, clock / 1000 + 300);
    const verifyFirst = createLocalVerifier(issuer, audience, [first.publicJwk], { now: () => clock });
    await verifyFirst(jwt);
    const verifyOther = createLocalVerifier(issuer, audience, [other.publicJwk], { now: () => clock });
    await expect(verifyOther(jwt)).rejects.toThrow();
    await expect(verifyOther(jwt)).rejects.toThrow();
  });

  it('a changed token (one byte of its signature) is checked, and refused', async () => {
    const { publicJwk, privateKey } = await keys();
    const clock = 1_800_000_000_000;
    const verify = createLocalVerifier(issuer, audience, [publicJwk], { now: () => clock });
    const jwt = await token(privateKey, clock / 1000 + 300);
    await verify(jwt);
    const last = jwt.at(-2) === 'A' ? 'B' : 'A';
    const forged = `${jwt.slice(0, -2)}${last}${jwt.at(-1)}`;
    await expect(verify(forged)).rejects.toThrow();
  });
});
