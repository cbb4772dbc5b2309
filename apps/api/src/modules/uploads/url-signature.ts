import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a signed file URL grants: one method on one stored file until `expires` (Unix seconds). */
export interface SignedFileGrant {
  method: 'PUT' | 'GET';
  tenantId: string;
  fileName: string;
  expires: number;
}

function payloadOf(grant: SignedFileGrant): string {
  return [grant.method, grant.tenantId.toLowerCase(), grant.fileName, String(grant.expires)].join('\n');
}

/** HMAC-SHA256 of the grant, base64url: the URL's `signature`. */
export function signGrant(secret: Buffer, grant: SignedFileGrant): string {
  return createHmac('sha256', secret).update(payloadOf(grant)).digest('base64url');
}

/** True when `signature` was made for exactly this grant with `secret` and has not expired at `nowSeconds`. */
export function verifyGrant(
  secret: Buffer,
  grant: SignedFileGrant,
  signature: string,
  nowSeconds: number,
): boolean {
  if (grant.expires < nowSeconds) return false;
  const expected = Buffer.from(signGrant(secret, grant));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
