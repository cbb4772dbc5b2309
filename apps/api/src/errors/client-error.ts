import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { AbpErrorFormatHeader, ErrorCodes } from '@inventory/contracts';
import { plainEnvelope } from './error-envelope.ts';

function statusOf(code: string | undefined): number {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

/**
 * Fastify's `clientErrorHandler`: a request the HTTP parser refuses (headers or URL over the size limit, a broken
 * request line) never reaches the error handler, so this writes ABP's envelope itself. No request was parsed, so
 * there is no Accept-Language to honour: the text is English.
 */
export function handleClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const status = statusOf(error.code);
  const body = JSON.stringify(plainEnvelope('en', ErrorCodes.ValidationFailed, 'errors:ValidationFailed'));
  socket.end(
    [
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}`,
      'Content-Type: application/json; charset=utf-8',
      `${AbpErrorFormatHeader}: true`,
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
}
