import { encodeValidationMessage, ValidationKeys } from '@inventory/contracts';
import { ExpirationStatus, expirationStatus } from '@inventory/domain';
import { z } from 'zod';
import { decimalText } from '../kit/decimal-text.ts';

/** The boxes every document line has, with the contract's places and bounds (business-rules §6a). */
export const documentLineFields = {
  itemId: z.string().nullable(),
  skuId: z.string().nullable(),
  count: decimalText('quantity', { required: true, greaterThan: '0' }),
  price: decimalText('price', { required: true }),
  batchNumber: z.string().max(64, encodeValidationMessage(ValidationKeys.maxLength, { max: 64 })),
};

/** A document needs at least one line, and every line an SKU: each said on its own box. */
export function requireLines(lines: readonly { skuId: string | null }[], ctx: z.RefinementCtx): void {
  if (lines.length === 0)
    ctx.addIssue({
      code: 'custom',
      path: ['lines'],
      message: encodeValidationMessage(ValidationKeys.minItems, { min: 1 }),
    });
  lines.forEach((line, index) => {
    if (!line.skuId)
      ctx.addIssue({ code: 'custom', path: ['lines', index, 'skuId'], message: ValidationKeys.required });
  });
}

const statusNames = {
  [ExpirationStatus.Normal]: 'Normal',
  [ExpirationStatus.NearExpiry]: 'NearExpiry',
  [ExpirationStatus.Expired]: 'Expired',
} as const;

/** A batch's expiry status today in the tenant's time zone (business-rules §4, the server's own rule). */
export function batchStatus(
  expirationTime: string | null,
  today: Date,
  timeZone: string,
  nearExpiryDays: number,
): 'Normal' | 'NearExpiry' | 'Expired' {
  return statusNames[expirationStatus(expirationTime, today.toISOString(), timeZone, nearExpiryDays)];
}
