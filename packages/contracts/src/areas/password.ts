import { z } from 'zod';
import { ValidationKeys, encodeValidationMessage, keyed } from '../validation-keys.ts';

/** ABP's default policy (abp-contract.md "Identity"): ≥ 6 chars with a digit, lower, upper and a non-alphanumeric. */
export const passwordMinLength = 6;

export function meetsPasswordPolicy(value: string): boolean {
  return (
    value.length >= passwordMinLength &&
    /\d/.test(value) &&
    /[a-z]/.test(value) &&
    /[A-Z]/.test(value) &&
    /[^a-zA-Z0-9]/.test(value)
  );
}

export const password = () =>
  z
    .string(keyed)
    .min(1, keyed)
    .max(128, keyed)
    .refine(meetsPasswordPolicy, {
      error: encodeValidationMessage(ValidationKeys.passwordPolicy, { min: passwordMinLength }),
    });
