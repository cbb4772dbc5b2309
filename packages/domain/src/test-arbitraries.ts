import fc from 'fast-check';
import { Decimal } from './decimal.ts';

// Shared by the property tests only; not exported from the package entry.

/** Decimals with up to `maxScale` places, built from exact integers so no float creeps in. */
export const arbDecimal = (maxScale = 4, max = 10n ** 12n) =>
  fc
    .tuple(fc.bigInt({ min: -max, max }), fc.integer({ min: 0, max: maxScale }))
    .map(([units, scale]) => Decimal.fromUnits(units, scale));

/** Non-negative decimals at exactly `scale` places, up to `max` units. */
export const arbAmount = (scale: number, max = 10n ** 9n, min = 0n) =>
  fc.bigInt({ min, max }).map((units) => Decimal.fromUnits(units, scale));
