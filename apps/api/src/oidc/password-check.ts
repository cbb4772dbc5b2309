import { randomBytes } from 'node:crypto';
import { hashPassword, verifyPassword } from '../auth/password.ts';

let dummyHash: Promise<string> | undefined;

/**
 * A hash of a random password, made once per process with the same parameters as real hashes: verifying against
 * it costs what verifying a real password costs.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url')).catch((error: unknown) => {
    dummyHash = undefined;
    throw error;
  });
  return dummyHash;
}

/**
 * The sign-in's one password check (ADR 013). With no stored hash (unknown tenant or user, or a user without a
 * password) it verifies against the dummy hash and answers false, so that the answer takes as long as for a real
 * account and timing does not tell which user names exist.
 */
export async function verifyOrDummy(password: string, stored: string | null | undefined): Promise<boolean> {
  if (!stored) {
    await verifyPassword(password, await dummyPasswordHash());
    return false;
  }
  return verifyPassword(password, stored);
}
