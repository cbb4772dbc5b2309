import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

type AnyObject = z.ZodObject;

/**
 * One call of the wire contract. The API registers a route from it (schemas, permission, feature); the client
 * calls it; the MSW handlers answer it. `path` is written exactly as the spec writes it, `{name}` placeholders
 * included (ABP casing such as `/api/app/s-kU` is part of the contract).
 */
export interface Endpoint<
  TParams extends AnyObject | undefined = AnyObject | undefined,
  TQuery extends AnyObject | undefined = AnyObject | undefined,
  TBody extends z.ZodType | undefined = z.ZodType | undefined,
  TResponse extends z.ZodType | null = z.ZodType | null,
> {
  /** Stable id, `<area>.<action>`, e.g. `warehouse.create`. */
  readonly name: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly params: TParams;
  readonly query: TQuery;
  readonly body: TBody;
  /** null: the call answers 204 / no body. */
  readonly response: TResponse;
  /**
   * Permission(s) the route requires before running; an array means all of them. null: any signed-in user.
   * Ignored when `public` is true.
   */
  readonly permission: string | readonly string[] | null;
  /**
   * Permissions the handler checks further depending on the input (e.g. `.Create` for a new document, `.Update`
   * for an existing one, `.Submit` when `isSubmit`); documented here so the UI can hide what would be refused.
   */
  readonly conditionalPermissions: readonly string[];
  /** Anonymous callers allowed. */
  readonly public: boolean;
  /** Tenant feature that must be 'True' (business-rules.md §9), or null. */
  readonly feature: string | null;
}

export interface EndpointConfig<
  TParams extends AnyObject | undefined,
  TQuery extends AnyObject | undefined,
  TBody extends z.ZodType | undefined,
  TResponse extends z.ZodType | null,
> {
  name: string;
  method: HttpMethod;
  path: string;
  params?: TParams;
  query?: TQuery;
  body?: TBody;
  response: TResponse;
  permission: string | readonly string[] | null;
  conditionalPermissions?: readonly string[];
  public?: true;
  feature?: string | null;
}

export function defineEndpoint<
  TParams extends AnyObject | undefined = undefined,
  TQuery extends AnyObject | undefined = undefined,
  TBody extends z.ZodType | undefined = undefined,
  TResponse extends z.ZodType | null = null,
>(config: EndpointConfig<TParams, TQuery, TBody, TResponse>): Endpoint<TParams, TQuery, TBody, TResponse> {
  return Object.freeze({
    name: config.name,
    method: config.method,
    path: config.path,
    params: config.params as TParams,
    query: config.query as TQuery,
    body: config.body as TBody,
    response: config.response,
    permission: config.permission,
    conditionalPermissions: config.conditionalPermissions ?? [],
    public: config.public === true,
    feature: config.feature ?? null,
  });
}

/** What a caller passes (schema input: enums as names or numbers, query values as typed values). */
export type ParamsOf<E extends Endpoint> = E['params'] extends AnyObject ? z.input<E['params']> : undefined;
export type QueryOf<E extends Endpoint> = E['query'] extends AnyObject ? z.input<E['query']> : undefined;
export type BodyOf<E extends Endpoint> = E['body'] extends z.ZodType ? z.input<E['body']> : undefined;
/** What the server receives after validation (defaults applied, strings coerced). */
export type ParsedParamsOf<E extends Endpoint> = E['params'] extends AnyObject
  ? z.output<E['params']>
  : undefined;
export type ParsedQueryOf<E extends Endpoint> = E['query'] extends AnyObject
  ? z.output<E['query']>
  : undefined;
export type ParsedBodyOf<E extends Endpoint> = E['body'] extends z.ZodType ? z.output<E['body']> : undefined;
/** What the client returns (schema output); `undefined` for 204 calls. */
export type ResponseOf<E extends Endpoint> = E['response'] extends z.ZodType
  ? z.output<E['response']>
  : undefined;

/** `{id}` placeholders of a path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] as string);
}

/** The path with `{name}` turned into Fastify/`path-to-regexp` style `:name`. */
export function toRoutePath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ':$1');
}

/** Permission names an endpoint involves (required and conditional), for UI gating tables. */
export function permissionsOf(endpoint: Endpoint): string[] {
  const required =
    endpoint.permission === null
      ? []
      : typeof endpoint.permission === 'string'
        ? [endpoint.permission]
        : [...endpoint.permission];
  return [...required, ...endpoint.conditionalPermissions];
}
