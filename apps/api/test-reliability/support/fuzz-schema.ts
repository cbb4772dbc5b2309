import fc from 'fast-check';
import { z } from 'zod';

/*
 * Reads a contract's zod 4 schema (`_zod.def`: type, shape, element, options, checks …) to derive, for each node,
 * one valid sample (so that a request can be broken in exactly one place) and an arbitrary of values that should
 * be refused there. "Should": the caller keeps only requests the whole schema really refuses (safeParse).
 */

type Schema = z.core.$ZodType;

interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
}

interface Bounds {
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
  integer: boolean;
}

const defOf = (schema: Schema) => schema._zod.def;

function boundsOf(schema: Schema): Bounds {
  const bounds: Bounds = { integer: false };
  const checks = (defOf(schema) as { checks?: z.core.$ZodCheck[] }).checks ?? [];
  for (const check of checks) {
    const def = check._zod.def as CheckDef;
    if (def.check === 'min_length') bounds.minLength = def.minimum;
    if (def.check === 'max_length') bounds.maxLength = def.maximum;
    if (def.check === 'greater_than') bounds.min = def.value;
    if (def.check === 'less_than') bounds.max = def.value;
    if (def.check === 'number_format' && def.format === 'safeint') bounds.integer = true;
  }
  return bounds;
}

/**
 * Whether the schema accepts the value. A bare transform (the out side of a pipe) is never handed values its pipe's
 * input refuses, so it may throw on them: that counts as a refusal.
 */
export const accepts = (schema: Schema, value: unknown): boolean => {
  try {
    return z.safeParse(schema, value).success;
  } catch {
    return false;
  }
};

/** The innermost schema under optional/nullable/default wrappers, and whether undefined/null pass the wrappers. */
export function unwrap(schema: Schema): { core: Schema; optional: boolean; nullable: boolean } {
  let core = schema;
  let optional = false;
  let nullable = false;
  for (;;) {
    const def = defOf(core);
    if (def.type === 'optional' || def.type === 'default' || def.type === 'prefault') optional = true;
    else if (def.type === 'nullable') nullable = true;
    else if (def.type !== 'readonly' && def.type !== 'nonoptional' && def.type !== 'catch') break;
    core = (def as z.core.$ZodOptionalDef).innerType;
  }
  return { core, optional, nullable };
}

export const sampleId = '01900000-0000-7000-8000-00000000f022';
const stringCandidates = [
  'Fuzz-1',
  sampleId,
  '2026-01-15T00:00:00Z',
  'fuzz@example.com',
  'Fuzz1q2w3E*',
  'R',
  'en',
  'True',
  '1',
];

/** A value the schema accepts, or a best guess (then only the broken part's refusal matters less). */
export function validSample(schema: Schema, depth = 0): unknown {
  const def = defOf(schema);
  const first = (candidates: unknown[]) =>
    candidates.find((candidate) => accepts(schema, candidate)) ?? candidates[0];
  if (depth > 6) return undefined;
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'prefault':
    case 'nullable':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return validSample((def as z.core.$ZodOptionalDef).innerType, depth + 1);
    case 'string': {
      const { minLength = 0 } = boundsOf(schema);
      return first([...stringCandidates, 'x'.repeat(Math.max(minLength, 1))]);
    }
    case 'number': {
      const { min = 0, max = min + 2 } = boundsOf(schema);
      return first([1, 0, min, min + 1, Math.floor((min + max) / 2)]);
    }
    case 'boolean':
      return false;
    case 'literal':
      return (def as z.core.$ZodLiteralDef<z.core.util.Literal>).values[0];
    case 'enum':
      return Object.values((def as z.core.$ZodEnumDef).entries)[0];
    case 'union':
      return first((def as z.core.$ZodUnionDef).options.map((option) => validSample(option, depth + 1)));
    case 'pipe': {
      const pipe = def as z.core.$ZodPipeDef;
      return first([validSample(pipe.in, depth + 1), validSample(pipe.out, depth + 1)]);
    }
    case 'array': {
      const { minLength = 0 } = boundsOf(schema);
      const element = (def as z.core.$ZodArrayDef).element;
      return Array.from({ length: minLength }, () => validSample(element, depth + 1));
    }
    case 'object': {
      const shape = (def as z.core.$ZodObjectDef).shape;
      return Object.fromEntries(
        Object.entries(shape)
          .map(([key, value]) => [key, validSample(value, depth + 1)] as const)
          .filter(([, value]) => value !== undefined),
      );
    }
    case 'record':
      return {};
    case 'lazy':
      return validSample((def as z.core.$ZodLazyDef).getter(), depth + 1);
    default:
      return first(['Fuzz-1', 1, true, null]);
  }
}

// ---- refused values -------------------------------------------------------------------------------------------

const huge = 'x'.repeat(100_000);
/** Arrays nested far deeper than any contract shape. */
const deeplyNested = (depth: number): unknown => {
  let value: unknown = ['bottom'];
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
};
const wrongTypes: unknown[] = [
  42,
  -1,
  true,
  'fuzz',
  [],
  {},
  [1, 'two', null],
  { nested: { deeper: [null, { deepest: huge.slice(0, 64) }] } },
  deeplyNested(2_000),
];
const badStrings = [
  huge,
  '',
  '   ',
  'a\u0000b',
  '\ud800',
  '%00',
  "'; drop table users; --",
  '../../etc/passwd',
  '仓库🧪',
];
const badIds = [
  'not-a-guid',
  `${sampleId}0`,
  sampleId.replace('f', 'g'),
  `{${sampleId}}`,
  sampleId.replace(/-/g, ''),
  `${sampleId} `.repeat(2),
  '00000000-0000-0000-0000-00000000000',
];
const badDates = [
  '2026-13-45T25:61:00Z',
  '2026-01-15',
  'yesterday',
  '2026-01-15T00:00:00',
  '0000-00-00T00:00:00Z',
  '+275760-09-13T00:00:00.001Z',
  '2026-02-30T00:00:00Z',
  '1e308',
];
const absurdNumbers = [
  1e308,
  -1e308,
  -1,
  2 ** 53 + 1,
  -(2 ** 53 + 1),
  0.12345678901234568,
  123456789.12345678,
  5e-324,
  2 ** 31,
  -(2 ** 31) - 1,
];
const numericStrings = ['NaN', 'Infinity', '-Infinity', '1e400', '12', '0x10', '１２', '1_000', ''];
const badEnums = ['NoSuchValue', 999, -1, 1.5, '', ' In ', 2 ** 31, 'constructor', '__proto__'];
const badBooleans = ['yes', 'True ', 0, 1, 'on', ''];

function constantsFor(core: Schema): unknown[] {
  const def = defOf(core);
  switch (def.type) {
    case 'string': {
      const format = (def as z.core.$ZodStringFormatDef).format;
      const { minLength, maxLength } = boundsOf(core);
      const lengths = [
        ...(maxLength !== undefined ? ['y'.repeat(maxLength + 1)] : []),
        ...(minLength !== undefined && minLength > 1 ? ['y'.repeat(minLength - 1)] : []),
      ];
      if (format === 'guid' || format === 'uuid') return [...badIds, ...badStrings, ...lengths];
      if (format === 'datetime') return [...badDates, ...badStrings];
      if (format === 'email') return ['no-at-sign', 'a@', '@b.co', `${huge}@example.com`, ...badStrings];
      return [...badStrings, ...lengths];
    }
    case 'number': {
      const { min, max, integer } = boundsOf(core);
      return [
        ...absurdNumbers,
        ...numericStrings,
        ...(integer ? [1.5, 0.001] : []),
        ...(min !== undefined ? [min - 1, min - 0.5] : []),
        ...(max !== undefined ? [max + 1, max + 0.5] : []),
      ];
    }
    case 'boolean':
      return badBooleans;
    case 'literal':
    case 'enum':
      return badEnums;
    case 'union': {
      const options = (def as z.core.$ZodUnionDef).options;
      return [...badEnums, ...options.flatMap((option) => constantsFor(unwrap(option).core))];
    }
    case 'pipe': {
      const pipe = def as z.core.$ZodPipeDef;
      return [...constantsFor(unwrap(pipe.in).core), ...constantsFor(unwrap(pipe.out).core)];
    }
    default:
      return [];
  }
}

/**
 * Values meant to be refused at this node: wrong JSON types, missing/null where required, huge strings, absurd
 * numbers, unknown enum names, malformed ids and dates, oversized or deeply nested arrays, broken members.
 */
export function refusedValue(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  const { core, optional, nullable } = unwrap(schema);
  const def = defOf(core);
  const plain: unknown[] = [...wrongTypes, ...constantsFor(core)];
  if (!optional) plain.push(undefined);
  if (!nullable) plain.push(null);
  const arbitraries: fc.Arbitrary<unknown>[] = [fc.constantFrom(...plain)];
  if (depth < 5 && def.type === 'object') arbitraries.push(brokenObject(core as z.core.$ZodObject, depth));
  if (depth < 5 && def.type === 'array') {
    const element = (def as z.core.$ZodArrayDef).element;
    const { maxLength } = boundsOf(core);
    const valid = validSample(element);
    arbitraries.push(
      fc
        .tuple(refusedValue(element, depth + 1), fc.nat({ max: 3 }))
        .map(([bad, position]) => [...Array.from({ length: position }, () => valid), bad, valid]),
      fc.constant(Array.from({ length: (maxLength ?? 10_000) + 1 }, () => valid)),
    );
  }
  if (depth < 5 && def.type === 'lazy') {
    arbitraries.push(refusedValue((def as z.core.$ZodLazyDef).getter(), depth + 1));
  }
  return fc.oneof(...arbitraries);
}

/** Keys a caller might sneak in beside a broken member: server-owned fields, prototype keys, junk. */
const extraKeys = [
  'tenantId',
  'isDeleted',
  'creatorId',
  '__proto__',
  'constructor',
  'prototype',
  'x'.repeat(300),
];

/**
 * The valid sample with 1–3 members broken (refused value or removed), often plus extra, unknown members: extra
 * fields alone are stripped, so they ride along with a broken field.
 */
export function brokenObject(schema: z.core.$ZodObject, depth = 0): fc.Arbitrary<unknown> {
  const shape = schema._zod.def.shape;
  const keys = Object.keys(shape);
  const base = validSample(schema) as Record<string, unknown>;
  if (keys.length === 0) return fc.constant(base);
  const member = fc.constantFrom(...keys).chain((key) => {
    const field = shape[key] as Schema;
    return fc.tuple(fc.constant(key), refusedValue(field, depth + 1));
  });
  const extras = fc.dictionary(
    fc.oneof(fc.constantFrom(...extraKeys), fc.string({ minLength: 1, maxLength: 12 })),
    fc.oneof(fc.constantFrom(...wrongTypes.slice(0, 7)), fc.string({ maxLength: 20 })),
    { maxKeys: 3 },
  );
  return fc
    .tuple(fc.array(member, { minLength: 1, maxLength: 3 }), fc.option(extras, { nil: undefined }))
    .map(([broken, extra]) => {
      // JSON.parse, like the server's parser, makes `__proto__` an own key rather than a prototype.
      const result: Record<string, unknown> = JSON.parse(JSON.stringify(extra ?? {})) as Record<
        string,
        unknown
      >;
      Object.assign(result, base);
      for (const [key, value] of broken) {
        if (value === undefined) delete result[key];
        else result[key] = value;
      }
      return result;
    });
}
