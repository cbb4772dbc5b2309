import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCodes, AbpErrorFormatHeader } from '@inventory/contracts';
import { plainEnvelope } from '../errors/error-envelope.ts';
import { cultureFromAcceptLanguage, translate } from '@inventory/contracts/server-texts';

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function buildMissingPage(request: FastifyRequest): string {
  const culture = cultureFromAcceptLanguage(request.headers['accept-language']);
  const title = escapeHtml(translate(culture, 'web:buildMissingTitle'));
  const text = escapeHtml(
    translate(culture, 'web:buildMissingText', {
      command: 'pnpm --filter @inventory/web build',
      apiPath: '/api',
      docsPath: '/swagger',
    }),
  );
  return `<!doctype html><html lang="${culture}"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1><p>${text}</p></main></body></html>`;
}

/** The discovery fields oidc-client-ts reads (MetadataService); the rest of the document it never asks for. */
const clientMetadataFields = [
  'issuer',
  'authorization_endpoint',
  'token_endpoint',
  'userinfo_endpoint',
  'end_session_endpoint',
  'revocation_endpoint',
  'jwks_uri',
  'check_session_iframe',
] as const;

/** The element id the web app reads the metadata from (apps/web/src/auth/inlined-metadata.ts). */
export const inlinedMetadataId = 'oidc-metadata';

/** Headers that decide the origin the provider writes its endpoints at (ADR 028: the request's own host). */
const originHeaders = ['host', 'x-forwarded-host', 'x-forwarded-proto', 'forwarded'] as const;

function originKey(request: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of originHeaders) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return headers;
}

/**
 * The provider's discovery document for this request's origin, asked of the provider itself (in process, no
 * socket), reduced to what the web app's OIDC client reads. Remembered per origin: the issuer and the endpoints
 * do not change while the server runs (a key rotation changes the keys behind `jwks_uri`, not the address).
 */
function createMetadataSource(app: FastifyInstance) {
  const known = new Map<string, string | null>();
  return async function metadataFor(request: FastifyRequest): Promise<string | null> {
    const headers = originKey(request);
    const key = JSON.stringify(headers);
    const cached = known.get(key);
    if (cached !== undefined) return cached;
    const response = await app.inject({ method: 'GET', url: '/.well-known/openid-configuration', headers });
    let metadata: string | null = null;
    if (response.statusCode === 200) {
      const document = response.json<Record<string, unknown>>();
      const picked = Object.fromEntries(
        clientMetadataFields.filter((f) => typeof document[f] === 'string').map((f) => [f, document[f]]),
      );
      // `<` escaped: the JSON sits inside a script element, which a `</script>` in a value would end.
      metadata = JSON.stringify(picked).replace(/</g, '\\u003c');
    }
    // A refused discovery (a failing database behind the provider) is not remembered: the next page asks again.
    if (metadata !== null) {
      if (known.size >= 64) known.clear();
      known.set(key, metadata);
    }
    return metadata;
  };
}

/**
 * index.html as built, read again when the build changes (a rebuild while the server runs), with the provider's
 * metadata for the request's origin placed in a JSON script element before `</head>`: the web app then starts
 * its sign-in (or handles the callback) without first fetching `/.well-known/openid-configuration`, one round
 * trip fewer before the first authenticated paint (issue 19). Without metadata the page is served as built, and
 * the client falls back to discovery.
 */
function createIndexPage(webDist: string, metadataFor: (request: FastifyRequest) => Promise<string | null>) {
  const path = join(webDist, 'index.html');
  let built = { mtimeMs: -1, html: '' };
  return async function indexPage(request: FastifyRequest): Promise<string> {
    const { mtimeMs } = statSync(path);
    if (mtimeMs !== built.mtimeMs) built = { mtimeMs, html: readFileSync(path, 'utf8') };
    const metadata = await metadataFor(request);
    if (metadata === null || !built.html.includes('</head>')) return built.html;
    const element = `<script type="application/json" id="${inlinedMetadataId}">${metadata}</script>`;
    return built.html.replace('</head>', `${element}</head>`);
  };
}

/** The page with an ETag of its content (it varies with the build and the origin), revalidated on every visit. */
function sendPage(request: FastifyRequest, reply: FastifyReply, html: string) {
  const etag = `"${createHash('sha1').update(html).digest('base64url')}"`;
  reply.header('cache-control', 'no-cache').header('etag', etag).type('text/html; charset=utf-8');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.send(html);
}

/**
 * Serves the built web app from `webDist`; any other GET that is not an API call gets index.html so the SPA's
 * router handles it (the sign-in paths never get here: the OIDC hook answers them first), with the provider's
 * metadata inlined (see createIndexPage). Unknown API paths get ABP's 404 envelope.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const hasBuild = existsSync(join(webDist, 'index.html'));
  const indexPage = createIndexPage(webDist, createMetadataSource(app));
  if (hasBuild) {
    await app.register(fastifyStatic, { root: webDist, wildcard: true, index: false });
    // `/` is the page too, with its metadata (the static files' wildcard would refuse a directory).
    app.get('/', (request, reply) => indexPage(request).then((html) => sendPage(request, reply, html)));
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    if (!isPage) {
      const culture = cultureFromAcceptLanguage(request.headers['accept-language']);
      return reply
        .code(404)
        .header(AbpErrorFormatHeader, 'true')
        .send(plainEnvelope(culture, ErrorCodes.EntityNotFound, 'errors:RouteNotFound'));
    }
    if (hasBuild) return indexPage(request).then((html) => sendPage(request, reply, html));
    return reply.code(503).type('text/html; charset=utf-8').send(buildMissingPage(request));
  });
}
