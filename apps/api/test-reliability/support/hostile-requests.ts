import type { Endpoint } from '@inventory/contracts';
import { accepts } from './fuzz-schema.ts';
import type { CallSpec } from './security-requests.ts';

/*
 * Valid-but-hostile input: values each contract accepts (checked with safeParse) that an attacker would pick to
 * reach the handlers and the SQL behind them — boundary numbers, long unicode, text that looks like SQL or like a
 * prototype member — and object keys a JSON parser must not turn into prototypes.
 */

/** `Sorting` values no list may run (issue 11): prototype members, SQL. */
export const oddSortings = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'name;drop table x',
  '(select 1)',
  'name desc, (select 1)',
  'name desc; delete from warehouses',
  'name asc asc',
];

/** Query keys shaped like prototype members, sent beside a list's own keys (pairs: `__proto__` is no plain key). */
export const prototypeQuery: [string, string][] = [
  ['__proto__', 'x'],
  ['constructor', 'y'],
  ['toString', 'z'],
  ['hasOwnProperty', 'w'],
];

/** Numbers at the edges of what the contracts accept. */
const boundaryCandidates = [
  0, 0.001, 0.01, 1, 2147483647, 2147483648, 9007199254740991, 1e15, 9999999999999.99, 999999999999.999,
  99999999999.999, 9999999.9999, -0.001, -1, -2147483648,
];

/** Astral emoji, CJK, a combining accent, a zero-width joiner, a right-to-left override, Hebrew. */
const unicodeUnit = '仓库🧪e\u0301\u200d\u202eשלום';

/** Unicode text of at most `length` UTF-16 units, never ending inside a surrogate pair. */
export function longUnicode(length: number): string {
  let text = unicodeUnit.repeat(Math.ceil(length / unicodeUnit.length) + 1).slice(0, length);
  const last = text.charCodeAt(text.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) text = text.slice(0, -1);
  return text;
}

const hostileTexts = [
  "x'); drop table warehouses; --",
  "' or '1'='1",
  '%_\\',
  'name desc, (select 1)',
  '__proto__',
  'constructor',
  '${7*7}{{7*7}}<script>alert(1)</script>',
];

/** Keys whose text is never stored as sent (passwords are hashed). */
const notStoredAsSent = /password/i;
const uuidLike = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Path = (string | number)[];

function leaves(value: unknown, path: Path = []): { path: Path; value: unknown }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, [...path, index]));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, member]) => leaves(member, [...path, key]));
  }
  return [{ path, value }];
}

function setAt(value: unknown, path: Path, leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path as [string | number, ...Path];
  if (Array.isArray(value))
    return value.map((item, index) => (index === head ? setAt(item, rest, leaf) : item));
  const record = value as Record<string, unknown>;
  return { ...record, [head]: setAt(record[head], rest, leaf) };
}

export interface HostileCase {
  kind: 'text' | 'number' | 'prototype-key';
  /** Where in the body, e.g. `items.0.price`. */
  place: string;
  /** The value sent there (a prototype-key case sends JSON text the parser must refuse). */
  sent: unknown;
  spec: CallSpec;
  /** JSON text to send as is (a `__proto__` member cannot survive JSON.stringify of an object literal). */
  raw?: string;
}

/** The longest unicode text the body schema accepts at `path` (binary search over the length). */
function longestAccepted(schema: NonNullable<Endpoint['body']>, body: unknown, path: Path): string | null {
  let low = 0;
  let high = 5000;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (accepts(schema, setAt(body, path, longUnicode(mid)))) low = mid;
    else high = mid - 1;
  }
  return low >= 8 ? longUnicode(low) : null;
}

/** The boundary numbers the schema accepts at `path`: the largest, the smallest positive, zero, the lowest. */
function boundaries(schema: NonNullable<Endpoint['body']>, body: unknown, path: Path): number[] {
  const accepted = boundaryCandidates.filter((n) => accepts(schema, setAt(body, path, n)));
  const positive = accepted.filter((n) => n > 0);
  const picks = [
    Math.max(...positive),
    Math.min(...positive),
    ...(accepted.includes(0) ? [0] : []),
    Math.min(...accepted),
  ].filter((n) => Number.isFinite(n));
  return [...new Set(picks)];
}

/** The hostile variants of one valid call's body. */
export function hostileBodies(endpoint: Endpoint, spec: CallSpec): HostileCase[] {
  const schema = endpoint.body;
  if (!schema || spec.body === undefined) return [];
  const cases: HostileCase[] = [];
  for (const { path, value } of leaves(spec.body)) {
    const place = path.join('.');
    const key = String(path.at(-1) ?? '');
    if (typeof value === 'string' && !uuidLike.test(value) && !notStoredAsSent.test(key)) {
      const long = longestAccepted(schema, spec.body, path);
      for (const text of [...(long ? [long] : []), ...hostileTexts]) {
        const body = setAt(spec.body, path, text);
        if (accepts(schema, body)) cases.push({ kind: 'text', place, sent: text, spec: { ...spec, body } });
      }
    }
    if (typeof value === 'number') {
      for (const n of boundaries(schema, spec.body, path)) {
        cases.push({ kind: 'number', place, sent: n, spec: { ...spec, body: setAt(spec.body, path, n) } });
      }
    }
  }
  // Prototype keys inside the body's first object (the document, or its first line): the parser refuses them.
  const objects: Path[] = Array.isArray(spec.body)
    ? [[0], ...firstLinePath(spec.body[0]).map((path) => [0, ...path])]
    : [[], ...firstLinePath(spec.body)];
  for (const path of objects) {
    for (const [member, poison] of [
      ['__proto__', '{"polluted":true}'],
      ['constructor', '{"prototype":{"polluted":true}}'],
    ] as const) {
      const marker = '"__hostile__":0';
      const text = JSON.stringify(setAt(spec.body, [...path, '__hostile__'], 0)).replace(
        marker,
        `"${member}":${poison}`,
      );
      cases.push({
        kind: 'prototype-key',
        place: [...path, member].join('.'),
        sent: member,
        spec,
        raw: text,
      });
    }
  }
  return cases;
}

/** The path of the first object inside an array member of the body, if any (a document's first line). */
function firstLinePath(body: unknown): Path[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return [];
  for (const [key, member] of Object.entries(body)) {
    if (Array.isArray(member) && typeof member[0] === 'object' && member[0] !== null) return [[key, 0]];
  }
  return [];
}
