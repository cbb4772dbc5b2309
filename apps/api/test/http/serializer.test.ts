import { endpoints, type Endpoint } from '@inventory/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { encodesAsParses, serializerCompiler } from '../../src/http/serializer.ts';

// ADR 044: answers whose schema has no codec, transform, pipe or default are validated by parsing, which gives what
// encoding gives at about half the cost (encoding runs a canary pass and then the checks on every checked node).

const allEndpoints: Endpoint[] = Object.values(endpoints).flatMap(
  (area) => Object.values(area) as Endpoint[],
);
const serialize = (schema: z.ZodType) =>
  serializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' });

const batch = {
  warehouseId: '0192f0a0-0000-7000-8000-000000000001',
  warehouse: 'Main',
  batchNumber: 'B-1',
  count: 12.5,
  unit: 'kg',
  cost: 3.25,
  producedTime: '2026-01-01T00:00:00.000Z',
  expirationTime: null,
  expirationType: 0,
};
const row = {
  id: '0192f0a0-0000-7000-8000-0000000000aa',
  skuId: '0192f0a0-0000-7000-8000-0000000000aa',
  sku: 'Flour',
  skuCode: 'RAW-FLOUR',
  unit: 'kg',
  attribute: null,
  attributeId: null,
  cost: 1,
  warehouseId: null,
  warehouse: null,
  batchNumber: null,
  count: 25,
  expirationType: 0,
  items: [batch, { ...batch, batchNumber: 'B-2', count: 0.001 }],
};

describe('the response serializer (ADR 044)', () => {
  it('parses the stock list answer: its schema has nothing encoding would change', () => {
    expect(encodesAsParses(endpoints.stock.list.response as z.ZodType)).toBe(true);
  });

  it('encodes every schema with a codec, transform, pipe, default or catch anywhere below it', () => {
    expect(encodesAsParses(z.object({ a: z.string().default('x') }))).toBe(false);
    expect(encodesAsParses(z.object({ a: z.array(z.string().transform((s) => s.length)) }))).toBe(false);
    expect(encodesAsParses(z.object({ a: z.number().nullable().catch(null) }))).toBe(false);
    expect(
      encodesAsParses(
        z.object({
          at: z.codec(z.iso.datetime(), z.date(), {
            decode: (s) => new Date(s),
            encode: (d) => d.toISOString(),
          }),
        }),
      ),
    ).toBe(false);
    expect(encodesAsParses(z.union([z.string(), z.string().pipe(z.email())]))).toBe(false);
    expect(
      encodesAsParses(z.object({ a: z.string(), b: z.array(z.object({ c: z.number().int().nullable() })) })),
    ).toBe(true);
  });

  it('writes exactly what encoding wrote, and refuses what encoding refused', () => {
    const schema = endpoints.stock.list.response as z.ZodType;
    const page = { totalCount: 1, items: [row], extra: 'dropped' };
    expect(serialize(schema)(page)).toBe(JSON.stringify(z.encode(schema, page)));
    expect(() => serialize(schema)({ ...page, items: [{ ...row, count: 'many' }] })).toThrow(
      /doesn't match the schema/,
    );
    expect(z.safeEncode(schema, { ...page, items: [{ ...row, count: 'many' }] }).success).toBe(false);
  });

  it('compiles the schema of every contract answer, and keeps encoding where parsing would differ', () => {
    for (const endpoint of allEndpoints) {
      if (!endpoint.response) continue;
      const schema = endpoint.response as z.ZodType;
      const compiled = serialize(schema);
      expect(typeof compiled).toBe('function');
    }
    const withDefault = z.object({ a: z.string().default('x') });
    // Parsing would fill the default and pass; encoding refuses the missing field, and so does the serializer.
    expect(z.safeParse(withDefault, {}).success).toBe(true);
    expect(z.safeEncode(withDefault, {} as { a: string }).success).toBe(false);
    expect(() => serialize(withDefault)({})).toThrow(/doesn't match the schema/);
  });
});
