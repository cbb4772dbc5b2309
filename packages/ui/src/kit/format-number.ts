import { decimalPlaces, type DecimalKind } from './decimal-text.ts';

/**
 * How a numeric column writes its values: a decimal kind (fixed places), a whole count, or a quantity in words
 * ('count': up to 3 places, no trailing zeros: "100 available", "2.5 of 6").
 */
export type NumberFormatKind = DecimalKind | 'integer' | 'count';

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: string, places: number, least = places): Intl.NumberFormat {
  const key = `${locale}|${least}|${places}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      minimumFractionDigits: least,
      maximumFractionDigits: places,
      roundingMode: 'halfExpand',
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A wire number written the locale's way with its kind's places. Strings go to Intl as exact decimals (Intl
 * reads a numeric string without a float), so '12345678901234567.891' keeps every digit.
 * e.g. `formatNumber('1234.5', 'money', 'en')` → '1,234.50'
 */
export function formatNumber(value: string | number, kind: NumberFormatKind, locale: string): string {
  const places = kind === 'integer' ? 0 : kind === 'count' ? decimalPlaces.quantity : decimalPlaces[kind];
  // Intl's string overload is in ES2023 but not in every lib typing yet.
  const formatter = formatterFor(locale, places, kind === 'count' ? 0 : places);
  const format = formatter.format as (value: string | number) => string;
  return format(value);
}
