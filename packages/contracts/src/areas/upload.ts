import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { queryInt, requiredText, uuid } from '../common.ts';
import { ValidationKeys, encodeValidationMessage, keyed } from '../validation-keys.ts';

/** A pre-signed upload: PUT the file to `signedUrl`, then store `downUrl` (SKU images, category covers). */
export const uploadResult = z.object({ signedUrl: z.string(), downUrl: z.string() });
export type UploadResult = z.infer<typeof uploadResult>;

/** What can be uploaded, and how large (the server refuses anything else with a 400). */
export const uploadContentTypes = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'] as const;
export type UploadContentType = (typeof uploadContentTypes)[number];
export const uploadMaxBytes = 10 * 1024 * 1024;

export const uploadQuery = z.object({ FileName: requiredText(256), ContentType: requiredText(128) });
export type UploadQuery = z.input<typeof uploadQuery>;

export const uploadEndpoints = {
  uploadResult: defineEndpoint({
    name: 'upload.uploadResult',
    method: 'GET',
    path: '/api/app/upload/upload-result',
    query: uploadQuery,
    response: uploadResult,
    permission: null,
  }),
};

/** A stored file of the embedded store: `<uuid>.<ext>` under its tenant; the extension fixes the content type. */
export const uploadedFileParams = z.object({
  tenantId: uuid(),
  fileName: z
    .string(keyed)
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp|pdf)$/, {
      error: encodeValidationMessage(ValidationKeys.pattern),
    }),
});

/** The signature of a signed URL: HMAC over method, tenant, file and expiry (Unix seconds). */
export const signedFileQuery = z.object({
  expires: queryInt({ min: 0 }),
  signature: z
    .string(keyed)
    .max(128, keyed)
    .regex(/^[A-Za-z0-9_-]+$/, { error: encodeValidationMessage(ValidationKeys.pattern) }),
});

/**
 * The embedded file store's signed URLs (what `signedUrl` and `downUrl` point at when no S3 store is configured).
 * Anonymous: the signature is the authorization. Not in the endpoint registry, since a client never builds these
 * URLs itself: it uses the ones `upload-result` returns. PUT takes the raw file as its body.
 */
export const uploadedFileEndpoints = {
  put: defineEndpoint({
    name: 'upload.putFile',
    method: 'PUT',
    path: '/api/app/upload/file/{tenantId}/{fileName}',
    params: uploadedFileParams,
    query: signedFileQuery,
    response: null,
    permission: null,
    public: true,
  }),
  get: defineEndpoint({
    name: 'upload.getFile',
    method: 'GET',
    path: '/api/app/upload/file/{tenantId}/{fileName}',
    params: uploadedFileParams,
    query: signedFileQuery,
    response: null,
    permission: null,
    public: true,
  }),
};
