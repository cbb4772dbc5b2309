import { describe, expect, it } from 'vitest';
import { signGrant, verifyGrant, type SignedFileGrant } from './url-signature.ts';

const secret = Buffer.from('0123456789abcdef0123456789abcdef');
const grant: SignedFileGrant = {
  method: 'PUT',
  tenantId: '0193a000-0000-7000-8000-000000000001',
  fileName: '0193a000-0000-7000-8000-000000000002.png',
  expires: 1_000,
};

describe('signed file grants', () => {
  it('verifies its own signature until the expiry second', () => {
    const signature = signGrant(secret, grant);
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(verifyGrant(secret, grant, signature, 1_000)).toBe(true);
    expect(verifyGrant(secret, grant, signature, 1_001)).toBe(false);
  });

  it('binds the method, tenant, file, expiry and key', () => {
    const signature = signGrant(secret, grant);
    expect(verifyGrant(secret, { ...grant, method: 'GET' }, signature, 0)).toBe(false);
    expect(
      verifyGrant(secret, { ...grant, tenantId: '0193a000-0000-7000-8000-000000000009' }, signature, 0),
    ).toBe(false);
    expect(
      verifyGrant(secret, { ...grant, fileName: grant.fileName.replace('.png', '.pdf') }, signature, 0),
    ).toBe(false);
    expect(verifyGrant(secret, { ...grant, expires: 2_000 }, signature, 0)).toBe(false);
    expect(verifyGrant(Buffer.from('another key'), grant, signature, 0)).toBe(false);
    expect(verifyGrant(secret, grant, `${signature.slice(0, -1)}A`, 0)).toBe(signature.endsWith('A'));
  });
});
