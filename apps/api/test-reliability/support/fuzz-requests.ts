import { pathParamNames, type Endpoint } from '@inventory/contracts';
import fc from 'fast-check';
import type { z } from 'zod';
import { accepts, brokenObject, refusedValue, unwrap, validSample } from './fuzz-schema.ts';

/** What part of a request is broken; each kind has its own expected answer. */
export type FuzzKind =
  | 'params'
  | 'query'
  | 'body'
  | 'malformed-json'
  | 'empty-json'
  | 'wrong-content-type'
  | 'prototype-key'
  | 'too-large'
  | 'deep-nesting'
  | 'huge-url';

export interface FuzzRequest {
  endpoint: string;
  kind: FuzzKind;
  method: string;
  /** Path and query string, encoded. */
  url: string;
  headers: Record<string, string>;
  body?: string;
  /** Statuses the server may answer (the guard's 403 replaces them when the caller lacks a grant). */
  expected: number[];
  /** Accept-Language of the call: messages must come back in it. */
  language: 'en' | 'zh-Hans';
}

type Query = Record<string, string | string[]>;

const hugeQueryText = 'x'.repeat(6_000);

/** A lone surrogate cannot travel in a URL at all. */
function encodable(text: string): boolean {
  try {
    encodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/** Query values arrive as strings (or arrays, for a repeated key), so refused values are turned into text. */
function refusedQueryValues(schema: z.core.$ZodType): (string | string[] | undefined)[] {
  const texts = new Set<string>(['', '   ', 'abc', '-1', '1.5', '1e308', 'NaN', '9007199254740993', 'null']);
  const sample = fc.sample(refusedValue(schema), { seed: 7, numRuns: 200 });
  for (const value of sample) {
    if (typeof value === 'string' && encodable(value))
      texts.add(value.length > 6_000 ? hugeQueryText : value);
    if (typeof value === 'number' || typeof value === 'boolean') texts.add(String(value));
  }
  const values: (string | string[] | undefined)[] = [...texts, ['1', '2'], ['x', hugeQueryText]];
  if (!unwrap(schema).optional) values.push(undefined);
  return values;
}

function validQuery(schema: z.core.$ZodObject | undefined): Query {
  if (!schema) return {};
  const query: Query = {};
  for (const [key, field] of Object.entries(schema._zod.def.shape)) {
    const sample = validSample(field);
    const text = sample === undefined || sample === null ? undefined : String(sample);
    if (text !== undefined && accepts(field, text)) query[key] = text;
  }
  return query;
}

function validParams(endpoint: Endpoint): Record<string, string> {
  const shape = endpoint.params?._zod.def.shape ?? {};
  return Object.fromEntries(
    pathParamNames(endpoint.path).map((name) => [name, String(validSample(shape[name] ?? unknownSchema))]),
  );
}

const unknownSchema = undefined as unknown as z.core.$ZodType;

export function urlOf(endpoint: Endpoint, params: Record<string, string>, query: Query): string {
  const path = endpoint.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
  const pairs = Object.entries(query).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value]).map(
      (item) => `${encodeURIComponent(key)}=${encodeURIComponent(item)}`,
    ),
  );
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
}

const paramValues = [
  'not-a-guid',
  '01900000-0000-7000-8000-00000000f02',
  '01900000-0000-7000-8000-00000000f02g',
  '%00',
  ' ',
  "'; drop table users; --",
  '仓库🧪',
  'x'.repeat(101),
  'x'.repeat(5_000),
  '-1',
  '1e308',
  'null',
];

interface Parts {
  params: Record<string, string>;
  query: Query;
  /** undefined: no body is sent. */
  body: unknown;
}

const language = fc.constantFrom<'en' | 'zh-Hans'>('en', 'zh-Hans');
/** Sometimes with an Idempotency-Key: a refused call must not claim it. */
const idempotencyKey = fc.option(fc.uuid({ version: 7 }), { nil: undefined, freq: 3 });

function request(
  endpoint: Endpoint,
  kind: FuzzKind,
  parts: Parts,
  lang: 'en' | 'zh-Hans',
  key: string | undefined,
  expected: number[],
  raw?: { body: string; contentType?: string },
): FuzzRequest {
  const headers: Record<string, string> = { 'accept-language': lang };
  if (key) headers['idempotency-key'] = key;
  let body: string | undefined;
  if (raw) {
    body = raw.body;
    if (raw.contentType) headers['content-type'] = raw.contentType;
  } else if (parts.body !== undefined) {
    body = JSON.stringify(parts.body);
    headers['content-type'] = 'application/json';
  }
  return {
    endpoint: endpoint.name,
    kind,
    method: endpoint.method,
    url: urlOf(endpoint, parts.params, parts.query),
    headers,
    body,
    expected,
    language: lang,
  };
}

/**
 * Requests with broken params, query or body; null where the endpoint's contract accepts the generated value after
 * all (checked with safeParse), so that every request sent has one exact expectation.
 */
export function schemaRequests(endpoint: Endpoint): fc.Arbitrary<FuzzRequest | null>[] {
  const base: Parts = {
    params: validParams(endpoint),
    query: validQuery(endpoint.query),
    body: endpoint.body ? validSample(endpoint.body) : undefined,
  };
  const arbitraries: fc.Arbitrary<FuzzRequest | null>[] = [];
  const paramsSchema = endpoint.params;
  if (paramsSchema) {
    const names = pathParamNames(endpoint.path);
    arbitraries.push(
      fc
        .tuple(fc.constantFrom(...names), fc.constantFrom(...paramValues), language, idempotencyKey)
        // A route decides first when the value cannot be a path segment of it (too long, empty): 404.
        .map(([name, value, lang, key]) => {
          const params = { ...base.params, [name]: value };
          return accepts(paramsSchema, params)
            ? null
            : request(endpoint, 'params', { ...base, params }, lang, key, [400, 404, 414]);
        }),
    );
  }
  const querySchema = endpoint.query;
  if (querySchema) {
    const shape = querySchema._zod.def.shape;
    const refusals = Object.entries(shape).map(([key, field]) =>
      fc.tuple(fc.constant(key), fc.constantFrom(...refusedQueryValues(field))),
    );
    const member = fc.oneof(...refusals);
    const extra = fc.dictionary(fc.constantFrom('tenantId', '__proto__', 'Extra', 'sorting'), fc.string(), {
      maxKeys: 2,
    });
    arbitraries.push(
      fc
        .tuple(fc.array(member, { minLength: 1, maxLength: 3 }), extra, language, idempotencyKey)
        .map(([broken, extras, lang, key]) => {
          const query: Query = { ...extras, ...base.query };
          for (const [name, value] of broken) {
            if (value === undefined) delete query[name];
            else query[name] = value;
          }
          if (accepts(querySchema, query)) return null;
          const sent = request(endpoint, 'query', { ...base, query }, lang, key, [400]);
          // Two long values together can pass the HTTP parser's 16 KiB header limit: it answers 431 first.
          return sent.url.length > 12_000 ? { ...sent, expected: [400, 431] } : sent;
        }),
    );
  }
  const bodySchema = endpoint.body;
  if (bodySchema) {
    const { core } = unwrap(bodySchema);
    const broken =
      core._zod.def.type === 'object'
        ? fc.oneof(brokenObject(core as z.core.$ZodObject), refusedValue(bodySchema))
        : refusedValue(bodySchema);
    arbitraries.push(
      fc
        .tuple(broken, language, idempotencyKey)
        .map(([body, lang, key]) =>
          accepts(bodySchema, body) ? null : request(endpoint, 'body', { ...base, body }, lang, key, [400]),
        ),
    );
  }
  return arbitraries;
}

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/**
 * Requests refused before any schema looks at them: malformed or empty JSON, a wrong content type, a prototype
 * key, a body over the 1 MiB limit, a URL over the header limit.
 */
export function transportRequests(endpoint: Endpoint): fc.Arbitrary<FuzzRequest>[] {
  const parts: Parts = { params: validParams(endpoint), query: validQuery(endpoint.query), body: undefined };
  const hugeUrl: Parts = { ...parts, query: { ...parts.query, Filter: 'x'.repeat(100_000) } };
  const arbitraries: fc.Arbitrary<FuzzRequest>[] = [
    fc.tuple(language).map(([lang]) => request(endpoint, 'huge-url', hugeUrl, lang, undefined, [414, 431])),
  ];
  if (endpoint.method === 'GET') return arbitraries;
  const sample = JSON.stringify(endpoint.body ? validSample(endpoint.body) : {});
  arbitraries.push(
    fc
      .tuple(
        fc.constantFrom(
          '{"name":',
          '{',
          '[1,2',
          "{'single': 1}",
          '{"a":1}}',
          'undefined',
          '\u0000',
          nested(1),
        ),
        language,
        idempotencyKey,
      )
      .map(([text, lang, key]) =>
        request(endpoint, 'malformed-json', parts, lang, key, [400], {
          body: text === nested(1) ? `${nested(1)}x` : text,
          contentType: 'application/json',
        }),
      ),
    fc.tuple(language, idempotencyKey).map(([lang, key]) =>
      request(endpoint, 'empty-json', parts, lang, key, [400], {
        body: '',
        contentType: 'application/json',
      }),
    ),
    fc.tuple(language, idempotencyKey).map(([lang, key]) =>
      request(endpoint, 'prototype-key', parts, lang, key, [400], {
        body: `{"__proto__":{"isAdmin":true},${sample.slice(1)}`.replace(',}', '}'),
        contentType: 'application/json',
      }),
    ),
    fc.tuple(language, idempotencyKey).map(([lang, key]) =>
      request(endpoint, 'too-large', parts, lang, key, [413], {
        body: JSON.stringify({ ...JSON.parse(sample), padding: 'x'.repeat(1_100_000) }),
        contentType: 'application/json',
      }),
    ),
  );
  if (endpoint.body) {
    // The API takes JSON bodies only (issue 11: a form post used to create a warehouse): anything else is a 415.
    arbitraries.push(
      fc
        .tuple(
          fc.constantFrom(
            'text/plain',
            'application/xml',
            'text/csv',
            'application/octet-stream',
            'image/png',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=fuzz',
          ),
          language,
          idempotencyKey,
        )
        .map(([contentType, lang, key]) =>
          request(endpoint, 'wrong-content-type', parts, lang, key, [415], {
            body: sample,
            contentType,
          }),
        ),
    );
  }
  if (endpoint.body) {
    arbitraries.push(
      fc
        .tuple(fc.constantFrom(nested(100_000), `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`), language)
        .map(([body, lang]) =>
          request(endpoint, 'deep-nesting', parts, lang, undefined, [400], {
            body,
            contentType: 'application/json',
          }),
        ),
    );
  }
  return arbitraries;
}
