import type { Endpoint } from '@inventory/contracts';

/** What a read sends: path parameters and query (either may be absent). */
export interface EndpointInput {
  params?: Readonly<Record<string, unknown>>;
  query?: Readonly<Record<string, unknown>>;
}

/**
 * An SWR key: `[endpoint name, input]`, plus what else the answer depends on (the language of a localized read).
 * Undefined values are left out, so `{ Filter: undefined }` and `{}` share one cache entry, as they send one request.
 * e.g. `endpointKey(endpoints.warehouse.list, { query: { SkipCount: 0 } })` → `['warehouse.list', { query: { SkipCount: 0 } }]`
 */
export function endpointKey(
  endpoint: Endpoint,
  input: EndpointInput = {},
  vary?: string,
): readonly [string, EndpointInput, ...string[]] {
  const normalized: EndpointInput = {};
  if (input.params) normalized.params = definedOnly(input.params);
  if (input.query) normalized.query = definedOnly(input.query);
  return vary === undefined ? [endpoint.name, normalized] : [endpoint.name, normalized, vary];
}

function definedOnly(values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

/** The area of an endpoint: the head of its name (`warehouse.update` → `warehouse`). */
export function areaOf(endpoint: Endpoint): string {
  return endpoint.name.slice(0, endpoint.name.indexOf('.'));
}

/**
 * Matches every key of an area, for `mutate(matchesArea('warehouse'))` after a change.
 * e.g. `matchesArea('warehouse')(['warehouse.list', {}])` → true
 */
export function matchesArea(area: string): (key: unknown) => boolean {
  return (key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith(`${area}.`);
}
