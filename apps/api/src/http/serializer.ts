import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { $ZodType, safeEncode, safeParse } from 'zod/v4/core';

// Types whose encoding (zod's backward direction) gives what parsing gives: no codec, transform, pipe, default,
// prefault or catch anywhere below them.
const plainLeaves = new Set([
  'string',
  'number',
  'int',
  'boolean',
  'bigint',
  'null',
  'undefined',
  'void',
  'literal',
  'enum',
  'date',
  'any',
  'unknown',
  'never',
  'nan',
  'template_literal',
]);

interface Def {
  type: string;
  shape?: Record<string, $ZodType>;
  catchall?: $ZodType;
  element?: $ZodType;
  innerType?: $ZodType;
  options?: readonly $ZodType[];
  keyType?: $ZodType;
  valueType?: $ZodType;
  items?: readonly $ZodType[];
  rest?: $ZodType | null;
  left?: $ZodType;
  right?: $ZodType;
}

function childrenOf(def: Def): ($ZodType | null | undefined)[] | null {
  switch (def.type) {
    case 'object':
      return [...Object.values(def.shape ?? {}), def.catchall];
    case 'array':
      return [def.element];
    case 'nullable':
    case 'optional':
    case 'nonoptional':
    case 'readonly':
      return [def.innerType];
    case 'union':
      return [...(def.options ?? [])];
    case 'record':
      return [def.keyType, def.valueType];
    case 'tuple':
      return [...(def.items ?? []), def.rest];
    case 'intersection':
      return [def.left, def.right];
    default:
      return plainLeaves.has(def.type) ? [] : null;
  }
}

const plainness = new WeakMap<$ZodType, boolean>();

/**
 * Whether zod's encode of `schema` is its parse (ADR 044): true when every node below it is a plain type (objects,
 * arrays, unions, nullables, strings, numbers, enums, …), false as soon as one is a codec, transform, pipe, default,
 * prefault, catch, lazy or anything not listed. Encoding runs each checked node twice (a canary pass, then the
 * checks), so parsing a plain answer is about twice as fast and validates the same.
 */
export function encodesAsParses(schema: $ZodType, visiting = new Set<$ZodType>()): boolean {
  const known = plainness.get(schema);
  if (known !== undefined) return known;
  if (visiting.has(schema)) return true; // a cycle: decided by the nodes on it
  visiting.add(schema);
  const children = childrenOf(schema._zod.def as unknown as Def);
  const plain = children !== null && children.every((child) => !child || encodesAsParses(child, visiting));
  visiting.delete(schema);
  plainness.set(schema, plain);
  return plain;
}

/** Whether `value` passes `schema` and parsing would answer it unchanged; false also when unsure (ADR 064). */
type InPlaceCheck = (value: unknown) => boolean;

interface LeafDef {
  type: string;
  checks?: readonly unknown[];
  coerce?: boolean;
}

const hasOwn = Object.prototype.hasOwnProperty;
const integerLike = /^(?:0|[1-9]\d*)$/;

/** How many passing primitives a leaf remembers (its checks are pure: a text passes a format or it does not). */
const rememberedLeaves = 2048;

/**
 * A leaf zod checks itself: it passes and its parse is the very value (a primitive, a date not coerced). Strings and
 * numbers that passed are remembered (a list repeats its instants and enum values), up to `rememberedLeaves`.
 */
function leafByZod(schema: $ZodType): InPlaceCheck {
  const passed = new Set<unknown>();
  return (value) => {
    if (passed.has(value)) return true;
    const result = safeParse(schema, value);
    const ok = !result.error && result.data === value;
    if (ok && (typeof value === 'string' || typeof value === 'number')) {
      if (passed.size >= rememberedLeaves) passed.clear();
      passed.add(value);
    }
    return ok;
  };
}

/**
 * Whether a string, number, boolean or null schema is the bare type: no checks, no coercion, no format (`z.uuid()`,
 * `z.iso.datetime()` and `z.int()` are their type with a format of their own, which zod checks as part of the type).
 */
function bare(schema: $ZodType): boolean {
  const def = schema._zod.def as unknown as Record<string, unknown>;
  if ((schema._zod as { check?: unknown }).check !== undefined) return false;
  return Object.keys(def).every(
    (key) =>
      key === 'type' ||
      (key === 'checks' && ((def.checks as unknown[] | undefined)?.length ?? 0) === 0) ||
      (key === 'coerce' && !def.coerce),
  );
}

/**
 * The in-place check of a plain schema (`encodesAsParses`), or null where one is not made (records, tuples,
 * intersections, unions of objects, checks on objects or arrays, cycles): those answers are always parsed.
 *
 * It answers true only when zod's parse would succeed and `JSON.stringify` of the value itself writes what it
 * writes of the parse's copy: every object a plain one whose keys (those with a value) are the shape's, in the
 * shape's order, none other (the parse copies the shape's keys in its order and drops the rest); every leaf of the
 * type its schema reads, leaves with checks (formats, lengths, integers) and literals, enums and unions of them
 * checked by zod itself. Anything else answers false, and the serializer parses as before, so a refused answer
 * gets zod's own error.
 *
 * The check is generated as one function per object and array schema (as zod generates its object parsers), so
 * that a page of 500 lines of 24 fields is checked in a few tenths of a millisecond.
 */
function inPlaceCheck(root: $ZodType): InPlaceCheck | null {
  const leaves: InPlaceCheck[] = [];
  const functions: string[] = [];
  const named = new Map<$ZodType, string>();
  const visiting = new Set<$ZodType>();

  const leaf = (schema: $ZodType, x: string) => {
    leaves.push(leafByZod(schema));
    return `L[${leaves.length - 1}](${x})`;
  };

  // A JS expression (true when the value `x` passes in place), or null.
  const expr = (schema: $ZodType, x: string): string | null => {
    if (visiting.has(schema)) return null;
    const def = schema._zod.def as unknown as Def & LeafDef;
    const checked = (def.checks?.length ?? 0) > 0;
    switch (def.type) {
      case 'string':
        return bare(schema) ? `typeof ${x} === 'string'` : leaf(schema, x);
      case 'number':
        return bare(schema) ? `(typeof ${x} === 'number' && Number.isFinite(${x}))` : leaf(schema, x);
      case 'boolean':
        return bare(schema) ? `typeof ${x} === 'boolean'` : leaf(schema, x);
      case 'null':
        return bare(schema) ? `${x} === null` : leaf(schema, x);
      case 'any':
      case 'unknown':
        return checked ? null : 'true';
      case 'nullable':
      case 'optional': {
        if (checked || !def.innerType) return null;
        const inner = expr(def.innerType, x);
        if (!inner) return null;
        return `(${x} === ${def.type === 'nullable' ? 'null' : 'undefined'} || ${inner})`;
      }
      case 'array':
      case 'object': {
        if (checked) return null;
        const name = functionOf(schema, def);
        return name ? `${name}(${x})` : null;
      }
      case 'literal':
      case 'enum':
      case 'template_literal':
      case 'date':
      case 'bigint':
      case 'int':
      case 'nan':
      case 'undefined':
      case 'void':
      case 'never':
        return leaf(schema, x);
      case 'union':
        // A union of leaves (literals, strings, numbers) is zod's to check; one that may hold an object or an array
        // is not made (its parse would copy whichever option it took).
        return (def.options ?? []).every((option) => isLeafSchema(option)) ? leaf(schema, x) : null;
      default:
        return null;
    }
  };

  const functionOf = (schema: $ZodType, def: Def): string | null => {
    const known = named.get(schema);
    if (known) return known;
    visiting.add(schema);
    try {
      const body = def.type === 'array' ? arrayBody(def) : objectBody(def);
      if (body === null) return null;
      const name = `f${functions.length}`;
      functions.push(`function ${name}(v) {\n${body}\n}`);
      named.set(schema, name);
      return name;
    } finally {
      visiting.delete(schema);
    }
  };

  const arrayBody = (def: Def): string | null => {
    const element = def.element ? expr(def.element, 'v[i]') : null;
    if (!element) return null;
    return [
      'if (!Array.isArray(v)) return false;',
      `for (let i = 0; i < v.length; i += 1) if (!(${element})) return false;`,
      'return true;',
    ].join('\n');
  };

  const objectBody = (def: Def): string | null => {
    const shape = def.shape ?? {};
    const keys = Object.keys(shape);
    // JSON.stringify writes integer-like keys first whatever their order, and the parse reads a key the value lacks
    // from its prototype: such shapes are left to the parse.
    if (keys.some((key) => integerLike.test(key) || key in Object.prototype)) return null;
    const lines = [
      "if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;",
      'const proto = Object.getPrototypeOf(v);',
      'if (proto !== Object.prototype && proto !== null) return false;',
      'let x;',
    ];
    for (const key of keys) {
      const child = shape[key];
      const check = child ? expr(child, 'x') : null;
      if (!check) return null;
      lines.push(`x = v[${JSON.stringify(key)}];`, `if (!(${check})) return false;`);
    }
    // The keys JSON.stringify writes (those with a value) are the shape's, in its order, and no other.
    lines.push(
      `const keys = K[${keyLists.length}];`,
      'let at = 0;',
      'for (const key in v) {',
      '  if (!hasOwn.call(v, key)) return false;',
      '  if (v[key] === undefined) continue;',
      `  while (at < ${keys.length} && keys[at] !== key) at += 1;`,
      `  if (at === ${keys.length}) return false;`,
      '  at += 1;',
      '}',
      'return true;',
    );
    keyLists.push(keys);
    return lines.join('\n');
  };
  const keyLists: string[][] = [];

  const top = expr(root, 'v');
  if (!top) return null;
  // Generated from the contract's own schemas (keys written as JSON string literals), as zod generates its parsers.
  const make = new Function(
    'L',
    'K',
    'hasOwn',
    `${functions.join('\n')}\nreturn function check(v) { return ${top}; };`,
  ) as (leaves: InPlaceCheck[], keys: string[][], own: typeof hasOwn) => InPlaceCheck;
  return make(leaves, keyLists, hasOwn);
}

function isLeafSchema(schema: $ZodType): boolean {
  const def = schema._zod.def as unknown as Def;
  switch (def.type) {
    case 'nullable':
    case 'optional':
    case 'nonoptional':
    case 'readonly':
      return def.innerType ? isLeafSchema(def.innerType) : false;
    case 'union':
      return (def.options ?? []).every((option) => isLeafSchema(option));
    case 'any':
    case 'unknown':
      return false;
    default:
      return plainLeaves.has(def.type);
  }
}

const inPlaceChecks = new WeakMap<$ZodType, InPlaceCheck | null>();

/** The in-place check of a plain schema, made once per schema; null: every answer of it is parsed. */
export function inPlaceCheckOf(schema: $ZodType): InPlaceCheck | null {
  let check = inPlaceChecks.get(schema);
  if (check === undefined) {
    check = encodesAsParses(schema) ? inPlaceCheck(schema) : null;
    inPlaceChecks.set(schema, check);
  }
  return check;
}

/** How many answers were written from the handler's value as it is (the in-place check held); tests read it. */
export const serializerCounts = { inPlace: 0, parsed: 0 };

/** Off: every answer is parsed as before ADR 064 (the bench's A/B in one process turns it off and on). */
export const inPlaceAnswers = { enabled: true };

function resolveSchema(maybeSchema: unknown): $ZodType {
  if (maybeSchema instanceof $ZodType) return maybeSchema;
  const properties = (maybeSchema as { properties?: unknown } | null)?.properties;
  if (properties instanceof $ZodType) return properties;
  throw new Error(`Not a zod schema: ${JSON.stringify(maybeSchema)}`);
}

/**
 * fastify-type-provider-zod's serializer (every answer is validated against its contract schema, a mismatch is a
 * ResponseSerializationError) that parses instead of encoding where the two are the same (`encodesAsParses`), and
 * writes the handler's value itself when the in-place check holds (ADR 064): the same text without zod copying
 * every object of a list (a 300 KB warehouse-invoice page: parse and write of the copy ~7.7 ms against ~1.8 ms).
 */
export const serializerCompiler: FastifySerializerCompiler<unknown> = ({
  schema: maybeSchema,
  method,
  url,
}) => {
  const schema = resolveSchema(maybeSchema);
  const check = encodesAsParses(schema) ? safeParse : safeEncode;
  const inPlace = inPlaceCheckOf(schema);
  return (data) => {
    if (inPlaceAnswers.enabled && inPlace?.(data)) {
      serializerCounts.inPlace += 1;
      return JSON.stringify(data);
    }
    serializerCounts.parsed += 1;
    const result = check(schema, data);
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};
