import { randomBytes, randomUUID } from 'node:crypto';

/** A time-ordered UUID v7 (business-rules §2): 48-bit Unix ms, version, random bits, variant. */
export function newId(now: number = Date.now()): string {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x70;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` has a uuid's form, so that a `::uuid` cast of it cannot fail (any version, any case). */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}

/** A fresh concurrency/security stamp (32 hex digits, as ABP writes them). */
export function newStamp(): string {
  return randomUUID().replaceAll('-', '');
}

/** ABP's normalization for unique names: upper-case, invariant. */
export function normalizeName(value: string): string {
  return value.trim().toUpperCase();
}
