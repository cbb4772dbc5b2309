import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

// scrypt N=2^15, r=8, p=1 (~50 ms here): slow enough against offline guessing, fast enough for sign-in.
const params = { N: 1 << 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const keyLength = 32;

/** Hashes a password as `scrypt$N$r$p$salt$hash` (base64url parts). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, keyLength, params);
  return [
    'scrypt',
    params.N,
    params.r,
    params.p,
    salt.toString('base64url'),
    hash.toString('base64url'),
  ].join('$');
}

/** Checks a password against a stored hash in constant time; false for any malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, hashText] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !saltText || !hashText) return false;
  const expected = Buffer.from(hashText, 'base64url');
  const actual = await scrypt(password, Buffer.from(saltText, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: params.maxmem,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** ABP's default policy: ≥ 6 chars with a digit, a lower-case, an upper-case and a non-alphanumeric character. */
export function passwordPolicyErrors(password: string): string[] {
  const errors: string[] = [];
  if (password.length < 6) errors.push('PasswordTooShort');
  if (!/[0-9]/.test(password)) errors.push('PasswordRequiresDigit');
  if (!/[a-z]/.test(password)) errors.push('PasswordRequiresLower');
  if (!/[A-Z]/.test(password)) errors.push('PasswordRequiresUpper');
  if (!/[^a-zA-Z0-9]/.test(password)) errors.push('PasswordRequiresNonAlphanumeric');
  return errors;
}
