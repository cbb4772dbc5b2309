import { preload } from 'swr';
import type { ApiClient, BodyOf, Endpoint, ParamsOf, QueryOf, ResponseOf } from '@inventory/contracts';
import { areaOf, endpointKey, matchesArea, type EndpointInput } from './query-keys.ts';

/** What a read of `E` sends; the contract's input types, so a wrong filter or a missing id does not compile. */
export interface ReadInput<E extends Endpoint> {
  params?: ParamsOf<E>;
  query?: QueryOf<E>;
}

/** What a write of `E` sends. */
export interface WriteInput<E extends Endpoint> extends ReadInput<E> {
  body?: BodyOf<E>;
  /** e.g. the `Idempotency-Key` of a document save: one per attempt, so a retried request makes one document. */
  headers?: Record<string, string | undefined>;
}

type LooseCall = (endpoint: Endpoint, input?: WriteInput<Endpoint>) => Promise<unknown>;

/**
 * One call through the typed client. The client's own argument types are spelled per endpoint; here the endpoint
 * is generic, so the inputs are typed by `ReadInput` / `WriteInput` instead and the call is made loosely once.
 */
export function callEndpoint<E extends Endpoint>(
  client: ApiClient,
  endpoint: E,
  input?: WriteInput<E>,
): Promise<ResponseOf<E>> {
  return (client.call as LooseCall)(endpoint, input as WriteInput<Endpoint>) as Promise<ResponseOf<E>>;
}

/** The SWR key of a read: the same for the hook, the prefetch and the revalidation after a write. */
export function readKey<E extends Endpoint>(endpoint: E, input: ReadInput<E>, vary?: string) {
  return endpointKey(endpoint, input as EndpointInput, vary);
}

/**
 * Starts a read before its screen mounts; the hook with the same endpoint and input then takes it over. A failure
 * is reported by that hook, so the preloaded promise itself is not left unhandled.
 */
export function preloadEndpoint<E extends Endpoint>(
  client: ApiClient,
  endpoint: E,
  input: ReadInput<E> = {},
  vary?: string,
): void {
  preload(readKey(endpoint, input, vary), () => callEndpoint(client, endpoint, input))?.catch(
    () => undefined,
  );
}

/** Same as `preloadEndpoint` for a list: the query is the whole input. */
export function preloadList<E extends Endpoint>(client: ApiClient, endpoint: E, query: QueryOf<E>): void {
  preloadEndpoint(client, endpoint, { query });
}

/** SWR's `mutate` as used here: revalidate every key the filter matches. */
export type Revalidate = (filter: (key: unknown) => boolean) => Promise<unknown>;

/**
 * A write, then a reload of what it may have changed: every read of its own area (the list it belongs to and the
 * records in it) and of the `also` areas. Nothing is reloaded when the write fails.
 */
export async function writeAndRevalidate<E extends Endpoint>(
  client: ApiClient,
  revalidate: Revalidate,
  endpoint: E,
  input: WriteInput<E> | undefined,
  also: readonly string[] = [],
): Promise<ResponseOf<E>> {
  const result = await callEndpoint(client, endpoint, input);
  await Promise.all([areaOf(endpoint), ...also].map((area) => revalidate(matchesArea(area))));
  return result;
}
