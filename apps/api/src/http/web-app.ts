import { existsSync } from 'node:fs';
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

/**
 * Serves the built web app from `webDist`; any other GET that is not an API call gets index.html so the SPA's
 * router handles it (the sign-in paths never get here: the OIDC hook answers them first). Unknown API paths get
 * ABP's 404 envelope.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const hasBuild = existsSync(join(webDist, 'index.html'));
  if (hasBuild) await app.register(fastifyStatic, { root: webDist, wildcard: true, index: ['index.html'] });

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    if (!isPage) {
      const culture = cultureFromAcceptLanguage(request.headers['accept-language']);
      return reply
        .code(404)
        .header(AbpErrorFormatHeader, 'true')
        .send(plainEnvelope(culture, ErrorCodes.EntityNotFound, 'errors:RouteNotFound'));
    }
    if (hasBuild) return reply.type('text/html; charset=utf-8').sendFile('index.html');
    return reply.code(503).type('text/html; charset=utf-8').send(buildMissingPage(request));
  });
}
