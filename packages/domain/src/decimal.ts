import { domainError, err, ok, type DomainError, type Result } from './result.ts';

/** Anything the domain accepts as a number: a Decimal, a wire string ("12.5000", NUMERIC) or a JSON number. */
export type DecimalLike = Decimal | string | number;

/** How a value is brought to fewer decimals. 'halfUp' rounds .5 away from zero (money, §2). */
export type RoundingMode = 'halfUp' | 'floor' | 'ceil';

/** Decimal places by meaning (§2). */
export const QUANTITY_SCALE = 3;
export const PRICE_SCALE = 4;
export const MONEY_SCALE = 2;

/** Upper bound on an exponent in parsed text, so "1e999999999" cannot allocate a huge integer. */
const MAX_EXPONENT = 400;
const DECIMAL_PATTERN = /^([+-])?(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

const powers: bigint[] = [1n];
function pow10(n: number): bigint {
  for (let i = powers.length; i <= n; i++) powers.push((powers[i - 1] ?? 1n) * 10n);
  return powers[n] ?? 1n;
}

function roundQuotient(n: bigint, d: bigint, mode: RoundingMode): bigint {
  const q = n / d;
  const r = n % d;
  if (r === 0n) return q;
  const positive = n < 0n === d < 0n;
  switch (mode) {
    case 'halfUp':
      return (r < 0n ? -r : r) * 2n >= (d < 0n ? -d : d) ? q + (positive ? 1n : -1n) : q;
    case 'floor':
      return positive ? q : q - 1n;
    case 'ceil':
      return positive ? q + 1n : q;
  }
}

/**
 * Immutable exact decimal: `units / 10^scale` over BigInt, so sums of money and quantities never drift.
 * e.g. `Decimal.from('0.1').add(Decimal.from(0.2)).toString()` → "0.3"
 */
export class Decimal {
  private constructor(
    readonly units: bigint,
    readonly scale: number,
  ) {}

  static readonly ZERO = new Decimal(0n, 0);

  /** Builds from scaled integer units. e.g. `Decimal.fromUnits(1234n, 2)` → 12.34 */
  static fromUnits(units: bigint, scale: number): Decimal {
    if (!Number.isInteger(scale) || scale < 0) throw new RangeError(`Invalid scale ${scale}`);
    return new Decimal(units, scale);
  }

  /** Converts trusted input exactly; throws on garbage (validate untrusted input with `parse`). e.g. `Decimal.from('1.50')` */
  static from(value: DecimalLike): Decimal {
    if (value instanceof Decimal) return value;
    const parsed = parseExact(value);
    if (!parsed) throw new RangeError(`Not a decimal number: ${String(value)}`);
    return parsed;
  }

  /**
   * Parses untrusted input, refusing more significant decimals than `maxDecimals`; the value comes back at that scale.
   * e.g. `Decimal.parse('1.2345', 3)` → err 'Inventory:TooManyDecimals'
   */
  static parse(value: unknown, maxDecimals?: number): Result<Decimal, DecimalError> {
    const parsed = typeof value === 'string' || typeof value === 'number' ? parseExact(value) : undefined;
    if (!parsed) return err(domainError('Inventory:InvalidNumber', { value }));
    if (maxDecimals === undefined) return ok(parsed);
    if (parsed.decimals() > maxDecimals) {
      return err(domainError('Inventory:TooManyDecimals', { value, maxDecimals }));
    }
    return ok(parsed.round(maxDecimals));
  }

  /** Exact sum of many values. e.g. `Decimal.sum(['1.1', 2])` → 3.1 */
  static sum(values: Iterable<DecimalLike>): Decimal {
    let total = Decimal.ZERO;
    for (const v of values) total = total.add(v);
    return total;
  }

  /** The smaller of two values. e.g. `Decimal.min(1, '0.5')` → 0.5 */
  static min(a: DecimalLike, b: DecimalLike): Decimal {
    const x = Decimal.from(a);
    return x.lte(b) ? x : Decimal.from(b);
  }

  /** The larger of two values. e.g. `Decimal.max(1, '0.5')` → 1 */
  static max(a: DecimalLike, b: DecimalLike): Decimal {
    const x = Decimal.from(a);
    return x.gte(b) ? x : Decimal.from(b);
  }

  /** Exact sum. e.g. `d('1.1').add('2.25')` → 3.35 */
  add(other: DecimalLike): Decimal {
    const b = Decimal.from(other);
    const scale = Math.max(this.scale, b.scale);
    return new Decimal(this.unitsAt(scale) + b.unitsAt(scale), scale);
  }

  /** Exact difference. e.g. `d('1').sub('0.3')` → 0.7 */
  sub(other: DecimalLike): Decimal {
    return this.add(Decimal.from(other).neg());
  }

  /** Exact product, or rounded to `scale` when given. e.g. `d('1.005').mul(1, 2)` → 1.01 */
  mul(other: DecimalLike, scale?: number, mode: RoundingMode = 'halfUp'): Decimal {
    const b = Decimal.from(other);
    const exact = new Decimal(this.units * b.units, this.scale + b.scale);
    return scale === undefined ? exact : exact.round(scale, mode);
  }

  /** Quotient at an explicit scale; dividing by zero is a broken invariant. e.g. `d(2).div(3, 4)` → 0.6667 */
  div(other: DecimalLike, scale: number, mode: RoundingMode = 'halfUp'): Decimal {
    const b = Decimal.from(other);
    if (b.units === 0n) throw new RangeError('Division by zero');
    const n = this.units * pow10(scale + b.scale);
    const d = b.units * pow10(this.scale);
    return new Decimal(roundQuotient(n, d, mode), scale);
  }

  /** Brings the value to `scale` decimals (exact when widening). e.g. `d('2.345').round(2)` → 2.35 */
  round(scale: number, mode: RoundingMode = 'halfUp'): Decimal {
    if (scale >= this.scale) return new Decimal(this.unitsAt(scale), scale);
    return new Decimal(roundQuotient(this.units, pow10(this.scale - scale), mode), scale);
  }

  /** Negation. e.g. `d(2).neg()` → -2 */
  neg(): Decimal {
    return new Decimal(-this.units, this.scale);
  }

  /** Absolute value. e.g. `d(-2).abs()` → 2 */
  abs(): Decimal {
    return this.units < 0n ? this.neg() : this;
  }

  /** -1, 0 or 1 by value, whatever the scales. e.g. `d('1.0').cmp(1)` → 0 */
  cmp(other: DecimalLike): -1 | 0 | 1 {
    const b = Decimal.from(other);
    const scale = Math.max(this.scale, b.scale);
    const x = this.unitsAt(scale);
    const y = b.unitsAt(scale);
    return x < y ? -1 : x > y ? 1 : 0;
  }

  /** Equal by value. e.g. `d('1.50').eq('1.5')` → true */
  eq(other: DecimalLike): boolean {
    return this.cmp(other) === 0;
  }

  /** e.g. `d(1).lt(2)` → true */
  lt(other: DecimalLike): boolean {
    return this.cmp(other) < 0;
  }

  /** e.g. `d(2).lte(2)` → true */
  lte(other: DecimalLike): boolean {
    return this.cmp(other) <= 0;
  }

  /** e.g. `d(3).gt(2)` → true */
  gt(other: DecimalLike): boolean {
    return this.cmp(other) > 0;
  }

  /** e.g. `d(2).gte(2)` → true */
  gte(other: DecimalLike): boolean {
    return this.cmp(other) >= 0;
  }

  /** e.g. `d('0.000').isZero()` → true */
  isZero(): boolean {
    return this.units === 0n;
  }

  /** e.g. `d(-1).isNegative()` → true */
  isNegative(): boolean {
    return this.units < 0n;
  }

  /** e.g. `d(1).isPositive()` → true */
  isPositive(): boolean {
    return this.units > 0n;
  }

  /** Count of decimals that matter (trailing zeros ignored). e.g. `d('1.2500').decimals()` → 2 */
  decimals(): number {
    let units = this.units;
    let scale = this.scale;
    while (scale > 0 && units % 10n === 0n) {
      units /= 10n;
      scale--;
    }
    return scale;
  }

  /** Same value without trailing zeros. e.g. `d('1.2500').normalize().toString()` → "1.25" */
  normalize(): Decimal {
    return this.round(this.decimals());
  }

  /** Plain text at the value's own scale, never exponent notation. e.g. `d('1.50').toString()` → "1.50" */
  toString(): string {
    const negative = this.units < 0n;
    const digits = (negative ? -this.units : this.units).toString().padStart(this.scale + 1, '0');
    const whole = digits.slice(0, digits.length - this.scale);
    const fraction = this.scale > 0 ? `.${digits.slice(digits.length - this.scale)}` : '';
    return `${negative ? '-' : ''}${whole}${fraction}`;
  }

  /** Text rounded half-up to `scale` decimals. e.g. `d('2.345').toFixed(2)` → "2.35" */
  toFixed(scale: number): string {
    return this.round(scale).toString();
  }

  /** The JSON number for the wire; exact for the scales used here. e.g. `d('1.50').toNumber()` → 1.5 */
  toNumber(): number {
    return Number(this.toString());
  }

  /** Serialises as a JSON number, the wire form (§2). */
  toJSON(): number {
    return this.toNumber();
  }

  private unitsAt(scale: number): bigint {
    return this.units * pow10(scale - this.scale);
  }
}

/** Why a wire value was not accepted as a number. */
export type DecimalError =
  | DomainError<'Inventory:InvalidNumber', { value: unknown }>
  | DomainError<'Inventory:TooManyDecimals', { value: unknown; maxDecimals: number }>;

function parseExact(value: string | number): Decimal | undefined {
  if (typeof value === 'number' && !Number.isFinite(value)) return undefined;
  const match = DECIMAL_PATTERN.exec(typeof value === 'number' ? String(value) : value.trim());
  if (!match) return undefined;
  const [, sign, whole = '', fraction = '', exponentText = '0'] = match;
  if (whole.length + fraction.length === 0) return undefined;
  const exponent = Number(exponentText);
  if (Math.abs(exponent) > MAX_EXPONENT) return undefined;
  const magnitude = BigInt(`${whole}${fraction}` || '0');
  const units = sign === '-' ? -magnitude : magnitude;
  const scale = fraction.length - exponent;
  return scale >= 0 ? Decimal.fromUnits(units, scale) : Decimal.fromUnits(units * pow10(-scale), 0);
}

/** Shorthand for `Decimal.from`. e.g. `dec('19.99')` */
export function dec(value: DecimalLike): Decimal {
  return Decimal.from(value);
}

/** Parses a wire quantity (≤ 3 decimals), at scale 3. e.g. `parseQuantity('2.5')` → ok 2.500 */
export function parseQuantity(value: unknown): Result<Decimal, DecimalError> {
  return Decimal.parse(value, QUANTITY_SCALE);
}

/** Parses a wire unit price or cost (≤ 4 decimals), at scale 4. e.g. `parsePrice(9.99)` → ok 9.9900 */
export function parsePrice(value: unknown): Result<Decimal, DecimalError> {
  return Decimal.parse(value, PRICE_SCALE);
}

/** Parses a wire money amount (≤ 2 decimals), at scale 2. e.g. `parseMoney('10.5')` → ok 10.50 */
export function parseMoney(value: unknown): Result<Decimal, DecimalError> {
  return Decimal.parse(value, MONEY_SCALE);
}
