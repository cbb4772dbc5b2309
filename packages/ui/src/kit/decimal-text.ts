import { Decimal, MONEY_SCALE, PRICE_SCALE, QUANTITY_SCALE } from '@inventory/domain';
import { z } from 'zod';
import { ValidationKeys, encodeValidationMessage } from '@inventory/contracts';

/** What a decimal field holds, and so how many places it takes (business rules §2). */
export type DecimalKind = 'quantity' | 'price' | 'money';

export const decimalPlaces: Record<DecimalKind, number> = {
  quantity: QUANTITY_SCALE,
  price: PRICE_SCALE,
  money: MONEY_SCALE,
};

/** What may stand in the box while typing: digits, one point, a leading minus; no exponent, no grouping. */
const typing = /^-?\d*(?:\.\d*)?$/;

/** Whether a keystroke leaves text that can still become a number ('', '-', '1.' are on the way). */
export function isDecimalTyping(text: string, allowNegative = false): boolean {
  return typing.test(text) && (allowNegative || !text.startsWith('-'));
}

export type DecimalCheck = { ok: true; value: string } | { ok: false; message: string };

/**
 * Checks a typed decimal exactly (BigInt, never a float) and writes it the canonical way: '1.5' → '1.5',
 * '001.50' → '1.5', '' → ''. Too many places is refused, not rounded: the user sees what will be stored.
 */
export function checkDecimalText(text: string, kind: DecimalKind): DecimalCheck {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: '' };
  if (!typing.test(trimmed) || trimmed === '-' || trimmed === '.' || trimmed === '-.')
    return { ok: false, message: ValidationKeys.number };
  const places = decimalPlaces[kind];
  const parsed = Decimal.parse(trimmed, places);
  if (!parsed.ok) {
    return parsed.error.code === 'Inventory:TooManyDecimals'
      ? { ok: false, message: encodeValidationMessage(ValidationKeys.decimalPlaces, { max: places }) }
      : { ok: false, message: ValidationKeys.number };
  }
  return { ok: true, value: parsed.value.normalize().toString() };
}

/**
 * A form schema for a decimal kept as text: the same check as the field, plus required and a lower bound compared
 * exactly. e.g. `decimalText('quantity', { required: true, greaterThan: '0' })`
 */
export function decimalText(kind: DecimalKind, options: { required?: boolean; greaterThan?: string } = {}) {
  return z.string().superRefine((text, ctx) => {
    if (text.trim() === '') {
      if (options.required) ctx.addIssue({ code: 'custom', message: ValidationKeys.required });
      return;
    }
    const checked = checkDecimalText(text, kind);
    if (!checked.ok) ctx.addIssue({ code: 'custom', message: checked.message });
    else if (options.greaterThan !== undefined && Decimal.from(checked.value).lte(options.greaterThan))
      ctx.addIssue({
        code: 'custom',
        message: encodeValidationMessage(ValidationKeys.greaterThan, { min: options.greaterThan }),
      });
  });
}
