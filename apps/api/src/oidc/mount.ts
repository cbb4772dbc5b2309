import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { interactionPath, routes } from './provider-config.ts';
import { inProviderRequest } from './provider-context.ts';

type RawHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export interface OidcHandlers {
  provider: RawHandler;
  interaction: RawHandler;
  userinfo: RawHandler;
}

/** Every path the sign-in service answers; the rest of the API never sees these requests. */
export function oidcHandlerFor(path: string, method: string, handlers: OidcHandlers): RawHandler | undefined {
  if (path === routes.userinfo) return handlers.userinfo;
  if (path.startsWith(`${interactionPath}/`)) {
    return method === 'GET' || method === 'POST' ? handlers.interaction : undefined;
  }
  if (path === '/.well-known/openid-configuration' || path === routes.jwks || path.startsWith('/connect/')) {
    return handlers.provider;
  }
  return undefined;
}

/**
 * oidc-provider is a Koa app: it gets the raw request before Fastify routes or parses anything (Fastify's
 * body parser would answer 415 to the token endpoint's form posts), and Fastify lets go of the reply.
 */
export function mountOidc(app: FastifyInstance, handlers: OidcHandlers): void {
  app.addHook('onRequest', async (request, reply) => {
    const raw = request.raw;
    const path = (raw.url ?? '/').split('?')[0] ?? '/';
    const handler = oidcHandlerFor(path, raw.method ?? 'GET', handlers);
    if (!handler) return;
    reply.hijack();
    // Mounted at the root: the provider derives its mount path from originalUrl, here the same as url.
    Object.assign(raw, { originalUrl: raw.url });
    try {
      // The provider's context storage is switched off between its requests (ADR 057, provider-context.ts).
      await inProviderRequest(() => handler(raw, reply.raw));
    } catch (error) {
      request.log.error({ err: error }, 'sign-in request failed');
      if (!reply.raw.headersSent) {
        reply.raw.statusCode = 500;
        reply.raw.setHeader('Content-Type', 'text/plain; charset=utf-8');
      }
      reply.raw.end();
    }
  });
}
