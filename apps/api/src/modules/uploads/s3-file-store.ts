import type { UploadResult } from '@inventory/contracts';
import type { FileStore, S3Settings, StoredObject, UrlLifetimes } from './file-store.ts';
import { presignS3Url } from './s3-presign.ts';

/** Seven days: the longest a SigV4 presigned URL may live. */
const maxPresignSeconds = 7 * 24 * 3600;

/**
 * An S3-compatible bucket (configured by S3_* variables, see file-store.ts): the client PUTs straight to the
 * bucket with a presigned URL; the download link is presigned too, or a plain public URL when S3_PUBLIC_BASE_URL
 * is set. The bucket must allow the web app's origin in its CORS rules.
 */
export class S3FileStore implements FileStore {
  readonly kind = 's3';

  constructor(private readonly settings: S3Settings & { lifetimes: UrlLifetimes }) {}

  async presign(object: StoredObject, now: Date): Promise<UploadResult> {
    const key = `${object.tenantId}/${object.fileName}`;
    const base = { ...this.settings, key, now };
    const signedUrl = presignS3Url({
      ...base,
      method: 'PUT',
      contentType: object.contentType,
      expiresInSeconds: Math.min(this.settings.lifetimes.upload, maxPresignSeconds),
    });
    const downUrl = this.settings.publicBaseUrl
      ? `${this.settings.publicBaseUrl}/${key}`
      : presignS3Url({
          ...base,
          method: 'GET',
          expiresInSeconds: Math.min(this.settings.lifetimes.download, maxPresignSeconds),
        });
    return { signedUrl, downUrl };
  }
}
