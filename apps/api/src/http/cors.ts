import type { FastifyInstance } from 'fastify';

const allowedHeaders =
  'authorization, content-type, accept, accept-language, __tenant, x-requested-with, idempotency-key';
const exposedHeaders = '_AbpErrorFormat, Abp-Tenant-Resolve-Error';

/**
 * Lets the web app call /api from its configured origins (WEB_ORIGINS, e.g. a dev server on another port).
 * Same-origin calls need none of it; the sign-in paths answer CORS themselves (oidc-provider's clientBasedCORS).
 */
export function registerApiCors(app: FastifyInstance, webOrigins: readonly string[]): void {
  const allowed = new Set(webOrigins);
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin || !allowed.has(origin) || !request.url.startsWith('/api/')) return;
    reply.header('Access-Control-Allow-Origin', origin).header('Vary', 'Origin');
    reply.header('Access-Control-Expose-Headers', exposedHeaders);
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      await reply
        .code(204)
        .header('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE')
        .header('Access-Control-Allow-Headers', allowedHeaders)
        .header('Access-Control-Max-Age', '600')
        .send();
    }
  });
}
