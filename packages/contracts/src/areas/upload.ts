import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { requiredText } from '../common.ts';

/** A pre-signed upload: PUT the file to `signedUrl`, then store `downUrl` (SKU images, category covers). */
export const uploadResult = z.object({ signedUrl: z.string(), downUrl: z.string() });
export type UploadResult = z.infer<typeof uploadResult>;

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
