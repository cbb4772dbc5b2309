import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  signedFileQuery,
  uploadContentTypes,
  uploadedFileEndpoints,
  uploadedFileParams,
  uploadMaxBytes,
} from '../../areas/upload.ts';
import { ErrorCodes } from '../../errors.ts';
import { endpoints } from '../../registry.ts';
import { type MockOptions, mockEndpoint, mockPath } from '../mock-endpoint.ts';
import { abpErrorResponse, MockAbpError, notFound } from '../respond.ts';
import type { FixtureStore } from '../store.ts';

const extensions: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};
const typeOfExtension = Object.fromEntries(Object.entries(extensions).map(([type, ext]) => [ext, type]));

/** 400 as the server words a refused upload (one validation error on `member`); the mock speaks English only. */
const refused = (message: string, member: string) =>
  new MockAbpError(400, {
    code: ErrorCodes.ValidationFailed,
    message: 'Your request is not valid!',
    details: `${member}: ${message}`,
    validationErrors: [{ message, members: [member] }],
  });

/** The signed URLs' parameters checked with the contract's schemas (tampering gives 403, as on the server). */
function signedFile(params: unknown, url: string) {
  const file = uploadedFileParams.safeParse(params);
  const query = signedFileQuery.safeParse(Object.fromEntries(new URL(url).searchParams));
  if (!file.success || !query.success || query.data.signature !== 'mock') {
    throw new MockAbpError(403, {
      code: ErrorCodes.Forbidden,
      message: 'This file link is invalid or has expired.',
    });
  }
  return file.data;
}

function answer(run: () => Promise<Response> | Response) {
  return async () => {
    try {
      return await run();
    } catch (error) {
      if (error instanceof MockAbpError) return abpErrorResponse(error.status, error.error);
      throw error;
    }
  };
}

/**
 * Uploads as the embedded file store does them: `upload-result` gives a signed PUT and GET URL of the same shape
 * as the server's (`/api/app/upload/file/{tenantId}/{uuid}.{ext}`) on the caller's origin, the PUT keeps the bytes
 * in memory (type and size checked as the server does) and the GET serves them back, so a story's upload shows
 * the real picture.
 */
export function uploadHandlers(store: FixtureStore, options: MockOptions): HttpHandler[] {
  const files = new Map<string, { bytes: ArrayBuffer; contentType: string }>();
  const put = uploadedFileEndpoints.put;
  const get = uploadedFileEndpoints.get;
  return [
    mockEndpoint(
      endpoints.upload.uploadResult,
      store,
      ({ tenantId, query, request }) => {
        const extension = extensions[query.ContentType];
        if (!extension) {
          throw refused(
            `Files of type ${query.ContentType} cannot be uploaded (allowed: ${uploadContentTypes.join(', ')}).`,
            'contentType',
          );
        }
        const origin = options.baseUrl ? options.baseUrl.replace(/\/$/, '') : new URL(request.url).origin;
        const path = `${origin}/api/app/upload/file/${tenantId}/${store.nextId()}.${extension}`;
        const expires = Math.floor(Date.now() / 1000) + 900;
        return {
          signedUrl: `${path}?expires=${expires}&signature=mock`,
          downUrl: `${path}?expires=${expires + 365 * 86400}&signature=mock`,
        };
      },
      options,
    ),
    http.put(mockPath(put, options.baseUrl), ({ request, params }) =>
      answer(async () => {
        const file = signedFile(params, request.url);
        const expected = typeOfExtension[file.fileName.split('.').pop() ?? ''] ?? '';
        if ((request.headers.get('content-type') ?? '').split(';')[0]?.trim() !== expected) {
          throw refused(
            `The file must be sent as ${expected}, the type the upload link was made for.`,
            'contentType',
          );
        }
        const bytes = await request.arrayBuffer();
        if (bytes.byteLength > uploadMaxBytes) {
          throw refused(`The file is larger than the limit of ${uploadMaxBytes} bytes.`, 'file');
        }
        files.set(`${file.tenantId}/${file.fileName}`, { bytes, contentType: expected });
        return new HttpResponse(null, { status: 200 });
      })(),
    ),
    http.get(mockPath(get, options.baseUrl), ({ request, params }) =>
      answer(() => {
        const file = signedFile(params, request.url);
        const stored = files.get(`${file.tenantId}/${file.fileName}`);
        if (!stored) throw notFound('File', file.fileName);
        return new HttpResponse(stored.bytes, { headers: { 'Content-Type': stored.contentType } });
      })(),
    ),
  ];
}
