import { uploadContentTypes, uploadMaxBytes } from '@inventory/contracts';
import type { endpoints, ParsedQueryOf, UploadResult } from '@inventory/contracts';
import type { FastifyRequest } from 'fastify';
import { newId } from '../../db/ids.ts';
import type { RequestScope } from '../../http/request-scope.ts';
import type { FileStore } from './file-store.ts';
import { FileTooLargeError, type LocalFileStore } from './local-file-store.ts';
import { allowedContentType, contentTypeOfFile, extensionOf } from './upload-types.ts';
import { contentTypeMismatch, contentTypeNotAllowed, fileNotFound, fileTooLarge } from './upload-errors.ts';
import { UploadLinkError } from './upload-errors.ts';
import { verifyGrant, type SignedFileGrant } from './url-signature.ts';

type UploadQuery = ParsedQueryOf<typeof endpoints.upload.uploadResult>;

export interface SignedFileRequest {
  tenantId: string;
  fileName: string;
  expires: number;
  signature: string;
}

/** `upload-result`: a new file name in the caller's tenant, and the store's two signed URLs for it. */
export async function createUploadResult(
  scope: RequestScope,
  query: UploadQuery,
  store: FileStore,
): Promise<UploadResult> {
  const contentType = allowedContentType(query.ContentType);
  if (!contentType) throw contentTypeNotAllowed(query.ContentType, uploadContentTypes);
  const now = new Date();
  return store.presign(
    {
      tenantId: scope.db.tenantId,
      fileName: `${newId(now.getTime())}.${extensionOf(contentType)}`,
      contentType,
    },
    now,
  );
}

function checkGrant(key: Buffer, method: SignedFileGrant['method'], file: SignedFileRequest): void {
  const grant = { method, tenantId: file.tenantId, fileName: file.fileName, expires: file.expires };
  if (!verifyGrant(key, grant, file.signature, Math.floor(Date.now() / 1000))) throw new UploadLinkError();
}

/** The signed PUT: the body is the file, sent with the content type its name was made for, at most 10 MB. */
export async function receiveFile(
  store: LocalFileStore,
  key: Buffer,
  file: SignedFileRequest,
  request: FastifyRequest,
): Promise<void> {
  checkGrant(key, 'PUT', file);
  const expected = contentTypeOfFile(file.fileName);
  if (!expected || allowedContentType(request.headers['content-type']) !== expected) {
    throw contentTypeMismatch(expected ?? '');
  }
  // Refused before reading when the size is declared; a chunked body is counted while it streams.
  if (Number(request.headers['content-length'] ?? 0) > uploadMaxBytes) throw fileTooLarge(uploadMaxBytes);
  try {
    await store.write(file.tenantId, file.fileName, request.raw, uploadMaxBytes);
  } catch (error) {
    if (error instanceof FileTooLargeError) throw fileTooLarge(uploadMaxBytes);
    throw error;
  }
}

/** The signed GET: the stored file and its content type. */
export async function openFile(store: LocalFileStore, key: Buffer, file: SignedFileRequest) {
  checkGrant(key, 'GET', file);
  const contentType = contentTypeOfFile(file.fileName);
  const stored = contentType ? await store.read(file.tenantId, file.fileName) : undefined;
  if (!contentType || !stored) throw fileNotFound(file.fileName);
  return { ...stored, contentType };
}
