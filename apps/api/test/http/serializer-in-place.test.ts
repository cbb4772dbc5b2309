import { endpoints, type Endpoint } from '@inventory/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { safeParse, type $ZodType } from 'zod/v4/core';
import {
  inPlaceAnswers,
  inPlaceCheckOf,
  serializerCompiler,
  serializerCounts,
} from '../../src/http/serializer.ts';
import { call } from '../helpers/http.ts';
import { signIn } from '../helpers/sign-in.ts';
import { demoPassword, tenantId } from '../helpers/tenants.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { insertSupplier } from '../documents/document-fixtures.ts';
import { insertSku, insertWarehouse } from '../stock/fixtures.ts';

// ADR 064: an answer whose value already is what zod's parse would copy (plain objects with the shape's keys in its
// order, every leaf valid) is written as it is, without the copy; anything else is parsed as before. The wire text
// must be byte for byte what the parse wrote: checked here on hand-made answers, on mutations of them, and on the
// real lists (timestamps, decimals, nulls) through the server, on PGlite and on PostgreSQL alike.

const allEndpoints: Endpoint[] = Object.values(endpoints).flatMap(
  (area) => Object.values(area) as Endpoint[],
);
const serialize = (schema: z.ZodType) =>
  serializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' }) as (data: unknown) => string;
/** What the serializer wrote before ADR 064: zod's parse, then JSON.stringify of its copy. */
const parsedText = (schema: z.ZodType, data: unknown) => {
  const result = safeParse(schema as unknown as $ZodType, data);
  if (result.error) throw new Error('refused');
  return JSON.stringify(result.data);
};
const outcome = (fn: () => string) => {
  try {
    return { text: fn() };
  } catch {
    return { refused: true };
  }
};

const invoiceSchema = endpoints.warehouseInvoice.list.response as z.ZodType;
const line = {
  id: '0192f0a0-0000-7000-8000-000000000011',
  itemId: null,
  skuId: '0192f0a0-0000-7000-8000-000000000012',
  name: 'Rye "flour"\n',
  skuCode: 'RF',
  unit: 'kg',
  attribute: null,
  supplierName: null,
  count: 1.005,
  batchNumber: 'B-1',
  correlationBatchNumber: null,
  inCount: 10,
  usedCount: 8.995,
  unUseCount: 1.005,
  parturitionTime: '2026-03-01T08:00:00.000Z',
  expirationTime: '2026-09-01T08:00:00.000Z',
  expirationDay: 184,
  warehouseId: '0192f0a0-0000-7000-8000-000000000013',
  warehouseName: 'Main',
  moveToWarehouseId: null,
  moveToWarehouseName: null,
  marketingChannel: null,
  sellTime: null,
};
const invoice = {
  id: '0192f0a0-0000-7000-8000-000000000014',
  number: 'WI-1',
  creator: 'admin',
  creationTime: '2026-03-01T08:00:00.123Z',
  stockType: 0,
  type: 0,
  state: 2,
  warehouseId: line.warehouseId,
  warehouseName: 'Main',
  moveToWarehouseId: null,
  moveToWarehouseName: null,
  content: null,
  remarks: 'ü ✓',
  submitTime: null,
  concurrencyStamp: 'stamp',
  items: [line, { ...line, id: '0192f0a0-0000-7000-8000-000000000015', count: 2 }],
};
const page = { items: [invoice], totalCount: 1 };

describe('the in-place answer (ADR 064)', () => {
  it('makes a check for every list answer, and for most other answers', () => {
    for (const name of ['stock', 'warehouseInvoice', 'purchaseInvoice', 'sellInvoice', 'yield'] as const) {
      const list = (endpoints[name] as Record<string, Endpoint>).list;
      expect(inPlaceCheckOf(list!.response as unknown as $ZodType), name).not.toBeNull();
    }
    const made = allEndpoints.filter(
      (e) => e.response && inPlaceCheckOf(e.response as unknown as $ZodType) !== null,
    );
    expect(made.length).toBeGreaterThan(allEndpoints.filter((e) => e.response).length / 2);
  });

  it('writes a plain answer as it is, the very text the parse wrote', () => {
    const before = serializerCounts.inPlace;
    expect(serialize(invoiceSchema)(page)).toBe(parsedText(invoiceSchema, page));
    expect(serializerCounts.inPlace).toBe(before + 1);
  });

  it('parses an answer with a key of its own, keys in another order, or a key left undefined, as before', () => {
    const cases = [
      { ...page, extra: 1 },
      { totalCount: 1, items: [invoice] },
      { ...page, items: [{ ...invoice, items: [{ ...line, unknownField: 'x' }] }] },
      { ...page, items: [{ ...invoice, remarks: undefined }] },
      { ...page, items: [{ ...invoice, submitTime: undefined, remarks: undefined }] },
      { ...page, items: [Object.assign(Object.create({ inherited: 1 }) as object, invoice)] },
    ];
    for (const data of cases) {
      expect(serialize(invoiceSchema)(data)).toBe(parsedText(invoiceSchema, data));
    }
    expect(inPlaceCheckOf(invoiceSchema as unknown as $ZodType)!({ totalCount: 1, items: [] })).toBe(false);
    expect(inPlaceCheckOf(invoiceSchema as unknown as $ZodType)!({ ...page, extra: 1 })).toBe(false);
  });

  it('refuses what the parse refused: a bad instant, NaN, a fraction where an integer is due, an unknown state', () => {
    const bad = [
      { ...page, totalCount: Number.NaN },
      { ...page, totalCount: Number.POSITIVE_INFINITY },
      { ...page, items: [{ ...invoice, creationTime: '2026-03-01 08:00' }] },
      { ...page, items: [{ ...invoice, state: 99 }] },
      { ...page, items: [{ ...invoice, number: null }] },
      { ...page, items: [{ ...invoice, items: [{ ...line, expirationDay: 1.5 }] }] },
      { ...page, items: [{ ...invoice, items: [{ ...line, count: '1.005' }] }] },
      { ...page, items: [{ ...invoice, concurrencyStamp: 'x'.repeat(65) }] },
      { ...page, items: [new Map()] },
      { ...page, items: 'none' },
    ];
    for (const data of bad) {
      expect(inPlaceCheckOf(invoiceSchema as unknown as $ZodType)!(data)).toBe(false);
      expect(() => serialize(invoiceSchema)(data)).toThrow(/doesn't match the schema/);
    }
  });

  it('writes what the parse wrote for any answer made by changing, adding, removing or reordering fields', () => {
    const values = fc.oneof(
      fc.constant(null),
      fc.constant(undefined),
      fc.string(),
      fc.double(),
      fc.integer(),
      fc.boolean(),
      fc.constantFrom('2026-03-01T08:00:00.000Z', '2026-03-01T08:00:00+08:00', 'not a time'),
      fc.constantFrom(0, 1, 2, 3, 4),
    );
    const keysOf = (o: object) => Object.keys(o);
    const mutate = (base: Record<string, unknown>) =>
      fc.record({
        set: fc.array(fc.tuple(fc.constantFrom(...keysOf(base), 'extra'), values), { maxLength: 3 }),
        drop: fc.array(fc.constantFrom(...keysOf(base)), { maxLength: 2 }),
        reverse: fc.boolean(),
      });
    fc.assert(
      fc.property(mutate(invoice), mutate(line), (docChange, lineChange) => {
        const apply = (
          base: Record<string, unknown>,
          change: { set: [string, unknown][]; drop: string[]; reverse: boolean },
        ) => {
          let entries = Object.entries(base).filter(([key]) => !change.drop.includes(key));
          if (change.reverse) entries = entries.reverse();
          const result = Object.fromEntries(entries);
          for (const [key, value] of change.set) result[key] = value;
          return result;
        };
        const data = {
          items: [{ ...apply(invoice, docChange), items: [apply(line, lineChange), line] }],
          totalCount: 1,
        };
        expect(outcome(() => serialize(invoiceSchema)(data))).toEqual(
          outcome(() => parsedText(invoiceSchema, data)),
        );
      }),
      { numRuns: 400 },
    );
  });
});

describe('the lists through the server write the parse’s text (ADR 064)', () => {
  let server: TestApp;
  let admin: string;

  beforeAll(async () => {
    server = await startTestApp();
    const demoId = await tenantId(server.db, 'demo');
    const flour = await insertSku(server.db, demoId, { code: 'SIP-F', name: 'SIP Flour', cost: '1.25' });
    const salt = await insertSku(server.db, demoId, { code: 'SIP-S', name: 'SIP Salt' });
    const warehouse = await insertWarehouse(server.db, demoId, 'SIP store');
    const supplier = await insertSupplier(server.db, demoId, 'SIP Mill');
    admin = (await signIn(server.baseUrl, { tenant: 'demo', username: 'admin', password: demoPassword }))
      .accessToken;
    const post = async (path: string, body: Record<string, unknown>) => {
      const response = await call(server.baseUrl, 'POST', path, { token: admin, body });
      expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
    };
    await post('/api/app/warehouse-invoice/save', {
      warehouseId: warehouse,
      stockType: 'In',
      isSubmit: true,
      remarks: 'with "quotes" and ü',
      items: [
        {
          skuId: flour,
          count: 12.345,
          batchNumber: 'SIP-B1',
          parturitionTime: '2026-01-02T03:04:05.678Z',
          expirationDay: 30,
        },
        { skuId: salt, count: 3, parturitionTime: null },
      ],
    });
    await post('/api/app/warehouse-invoice/save', {
      warehouseId: warehouse,
      stockType: 'Out',
      items: [{ skuId: flour, count: 0.005 }],
    });
    await post('/api/app/purchase-invoice/save', {
      supplierId: supplier,
      items: [
        { skuId: flour, count: 2.5, price: 1.1 },
        { skuId: salt, count: 1, price: 0 },
      ],
    });
    await post('/api/app/sell-invoice/save', {
      warehouseId: warehouse,
      sellTime: '2026-02-03T04:05:06.789Z',
      items: [{ skuId: flour, count: 1.5, price: 2.25 }],
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each([
    ['/api/app/warehouse-invoice?MaxResultCount=50', endpoints.warehouseInvoice.list],
    ['/api/app/warehouse-invoice?MaxResultCount=50&SKUName=SIP', endpoints.warehouseInvoice.list],
    ['/api/app/purchase-invoice?MaxResultCount=50', endpoints.purchaseInvoice.list],
    ['/api/app/sell-invoice?MaxResultCount=50', endpoints.sellInvoice.list],
    ['/api/app/stock?MaxResultCount=50', endpoints.stock.list],
    ['/api/app/stock?MaxResultCount=50&IsNeedBatch=true', endpoints.stock.list],
    ['/api/app/yield?MaxResultCount=50', endpoints.yield.list],
  ] as const)('%s', async (path, endpoint) => {
    const answer = async () => {
      const response = await fetch(`${server.baseUrl}${path}`, {
        headers: { authorization: `Bearer ${admin}` },
      });
      const text = await response.text();
      expect(response.status, text).toBe(200);
      return text;
    };
    const before = serializerCounts.inPlace;
    const text = await answer();
    // Written in place, and the very text the parse writes of the same answer.
    expect(serializerCounts.inPlace).toBe(before + 1);
    const schema = endpoint.response as unknown as z.ZodType;
    expect(text).toBe(parsedText(schema, JSON.parse(text)));
    expect(text.length).toBeGreaterThan(30);
    // The same call with the in-place answers off (every answer parsed, as before ADR 064): the same bytes.
    inPlaceAnswers.enabled = false;
    try {
      const parsed = await answer();
      expect(serializerCounts.inPlace).toBe(before + 1);
      expect(parsed).toBe(text);
    } finally {
      inPlaceAnswers.enabled = true;
    }
  });
});
