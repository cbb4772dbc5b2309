import { toRoutePath } from '@inventory/contracts';
import type { Endpoint, ParsedBodyOf, ParsedParamsOf, ParsedQueryOf } from '@inventory/contracts';
import { checkPolicies, isFeatureEnabled } from '@inventory/domain';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';
import { FeatureDisabledError, PermissionDeniedError, UnauthorizedError } from '../errors/app-errors.ts';
import type { RequestScope, ScopeOptions } from './request-scope.ts';

export interface HandlerInput<E extends Endpoint> {
  params: ParsedParamsOf<E>;
  query: ParsedQueryOf<E>;
  body: ParsedBodyOf<E>;
}

/** What a handler returns: the response schema's input (the serializer validates it), nothing for 204 calls. */
export type HandlerResult<E extends Endpoint> = E['response'] extends z.ZodType
  ? z.input<E['response']>
  : void;

export type Handler<E extends Endpoint> = (
  input: HandlerInput<E>,
  scope: RequestScope,
  request: FastifyRequest,
) => Promise<HandlerResult<E>>;

/** Resolves the caller of a request; set once by buildApp so routes never see the root database. */
export type ScopeResolver = (request: FastifyRequest, options?: ScopeOptions) => Promise<RequestScope>;

declare module 'fastify' {
  interface FastifyInstance {
    resolveScope: ScopeResolver;
    /** Refuses a bad bearer token (401) without the database; set by buildApp beside resolveScope. */
    checkBearer: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyContextConfig {
    /** The contract endpoint a route serves; every /api route has one (checked at start-up). */
    endpoint?: Endpoint;
  }
}

function requiredPermissions(endpoint: Endpoint): readonly string[] {
  if (endpoint.permission === null) return [];
  return typeof endpoint.permission === 'string' ? [endpoint.permission] : endpoint.permission;
}

// The granted policies as the record checkPolicies reads, made once per access read (ADR 057): the access is kept
// in memory across requests (ADR 039) and its set is never changed, so the same set always gives the same record.
const grantedRecords = new WeakMap<ReadonlySet<string>, Readonly<Record<string, boolean>>>();

function grantedRecordOf(policies: ReadonlySet<string>): Readonly<Record<string, boolean>> {
  let record = grantedRecords.get(policies);
  if (!record) {
    record = Object.freeze(Object.fromEntries([...policies].map((name) => [name, true])));
    grantedRecords.set(policies, record);
  }
  return record;
}

/** The endpoint's declared guard: sign-in unless public, the tenant feature, then every listed permission. */
export async function guard(endpoint: Endpoint, scope: RequestScope): Promise<void> {
  if (endpoint.public) return;
  if (!scope.user) throw new UnauthorizedError();
  const access = await scope.access();
  if (!access.userActive) throw new UnauthorizedError();
  if (endpoint.feature && !isFeatureEnabled(access.features, endpoint.feature)) {
    throw new FeatureDisabledError(endpoint.feature);
  }
  const granted = grantedRecordOf(access.grantedPolicies);
  const required = requiredPermissions(endpoint);
  if (!checkPolicies(granted, required, 'all')) {
    throw new PermissionDeniedError(required.find((name) => granted[name] !== true) ?? '');
  }
}

function schemaOf(endpoint: Endpoint): FastifySchema {
  return {
    operationId: endpoint.name,
    tags: [endpoint.name.split('.')[0] ?? 'api'],
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(endpoint.response ? { response: { 200: endpoint.response } } : {}),
    ...(endpoint.public ? {} : { security: [{ bearer: [] }] }),
  };
}

/** GET and HEAD carry no body: nothing is read from the client between the guard and the handler. */
function bodiless(request: FastifyRequest): boolean {
  return request.method === 'GET' || request.method === 'HEAD';
}

/**
 * Registers one contract endpoint: method, path (`{id}` → `:id`), zod schemas, and its guard, which runs before
 * the body is validated. The handler gets validated input and the caller's scope; it holds no SQL.
 *
 * The caller's state (sign-in, tenant, user, access; ADR 039) is read in the transaction the handler goes on with
 * (ADR 044), so it is read only once the whole request is in: at once for a GET, after the body for the others, so
 * no connection waits on a client still sending. A bad token is refused before any body is read all the same.
 */
export function route<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: Handler<E>): void {
  const admit = async (request: FastifyRequest) => {
    request.scope = await app.resolveScope(request, { hold: true });
    try {
      await guard(endpoint, request.scope);
    } catch (error) {
      request.scope.release?.();
      throw error;
    }
  };
  app.route({
    method: endpoint.method,
    url: toRoutePath(endpoint.path),
    schema: schemaOf(endpoint),
    config: { endpoint },
    onRequest: async (request) => {
      if (bodiless(request)) await admit(request);
      else await app.checkBearer(request);
    },
    // After the body is parsed, before it is validated: a refused caller still learns nothing of its body's faults.
    preValidation: async (request) => {
      if (!bodiless(request)) await admit(request);
    },
    handler: async (request, reply) => {
      const scope = request.scope;
      if (!scope) throw new Error('Request scope missing');
      const input = { params: request.params, query: request.query, body: request.body } as HandlerInput<E>;
      let result: HandlerResult<E>;
      try {
        result = await handler(input, scope, request);
      } finally {
        // A handler that read nothing (or answered from memory) ends the request's open transaction (ADR 044).
        scope.release?.();
      }
      if (endpoint.response === null) return reply.code(204).send();
      return result;
    },
    // Refused between the guard and the handler (invalid query or params) or cut off: the open transaction ends.
    onResponse: async (request) => {
      request.scope?.release?.();
    },
    onRequestAbort: async (request) => {
      request.scope?.release?.();
    },
  });
}

/**
 * style.md §14: refuses to start when a route under /api was registered without a contract endpoint (so without a
 * declared permission or `public: true`). Call before registering any route.
 */
export function enforceDeclaredRoutes(app: FastifyInstance): void {
  const undeclared: string[] = [];
  app.addHook('onRoute', (options) => {
    const url = options.url ?? '';
    if ((url === '/api' || url.startsWith('/api/')) && !options.config?.endpoint) {
      undeclared.push(`${String(options.method)} ${url}`);
    }
  });
  app.addHook('onReady', async () => {
    if (undeclared.length > 0) {
      throw new Error(`Routes without a declared permission or public flag: ${undeclared.join(', ')}`);
    }
  });
}
