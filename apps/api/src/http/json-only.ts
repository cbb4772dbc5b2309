import { ErrorCodes, uploadedFileEndpoints } from '@inventory/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-errors.ts';

/** A body under /api that is not JSON (415). */
export class UnsupportedMediaTypeError extends AppError {
  readonly status = 415;
  constructor() {
    super(ErrorCodes.UnsupportedMediaType, 'errors:UnsupportedMediaType');
  }
}

function isApiPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return path === '/api' || path.startsWith('/api/');
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (
    (length !== undefined && length.trim() !== '0') || request.headers['transfer-encoding'] !== undefined
  );
}

/** `application/json; charset=utf-8` → `application/json`. */
export function mediaTypeOf(contentType: string | undefined): string | undefined {
  return contentType?.split(';', 1)[0]?.trim().toLowerCase();
}

/**
 * ADR 013: the JSON API reads JSON only. Without this, the form parser the sign-in pages need would also let
 * `name=x` create a warehouse. Checked before the body is read and before authentication, so nothing is parsed;
 * the embedded store's file upload keeps the content type it declared when the link was signed.
 */
export function refuseNonJsonBodies(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!isApiPath(request.url)) return;
    if (request.routeOptions.config?.endpoint === uploadedFileEndpoints.put) return;
    const type = request.headers['content-type'];
    if (type === undefined && !hasBody(request)) return;
    if (mediaTypeOf(type) !== 'application/json') throw new UnsupportedMediaTypeError();
  });
}
