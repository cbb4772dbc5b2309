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

function resolveSchema(maybeSchema: unknown): $ZodType {
  if (maybeSchema instanceof $ZodType) return maybeSchema;
  const properties = (maybeSchema as { properties?: unknown } | null)?.properties;
  if (properties instanceof $ZodType) return properties;
  throw new Error(`Not a zod schema: ${JSON.stringify(maybeSchema)}`);
}

/**
 * fastify-type-provider-zod's serializer (every answer is validated against its contract schema, a mismatch is a
 * ResponseSerializationError) that parses instead of encoding where the two are the same (`encodesAsParses`).
 */
export const serializerCompiler: FastifySerializerCompiler<unknown> = ({
  schema: maybeSchema,
  method,
  url,
}) => {
  const schema = resolveSchema(maybeSchema);
  const check = encodesAsParses(schema) ? safeParse : safeEncode;
  return (data) => {
    const result = check(schema, data);
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};
