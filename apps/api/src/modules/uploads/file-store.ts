import type { UploadContentType, UploadResult } from '@inventory/contracts';

/** One object to upload: `<tenantId>/<fileName>` in the store, so every tenant has its own key space. */
export interface StoredObject {
  tenantId: string;
  /** `<uuid v7>.<ext>`; the extension matches the content type. */
  fileName: string;
  contentType: UploadContentType;
}

/**
 * Where uploaded files live. `presign` hands out the two URLs of `upload-result`: a short-lived one to PUT the
 * file to, and a long-lived one to read it back. The embedded store (local-file-store.ts) signs URLs of this
 * server's own file routes; an S3-compatible store (s3-file-store.ts) signs URLs of the bucket, and the bytes never
 * pass through this server.
 */
export interface FileStore {
  readonly kind: 'local' | 's3';
  presign(object: StoredObject, now: Date): Promise<UploadResult>;
}

/** How long signed URLs stay valid (seconds). */
export interface UrlLifetimes {
  upload: number;
  download: number;
}

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://endpoint/bucket/key` (true, MinIO and most self-hosted stores) or `https://bucket.endpoint/key`. */
  forcePathStyle: boolean;
  /** When set, download links are plain `<publicBaseUrl>/<key>` (a public-read bucket or a CDN), never expiring. */
  publicBaseUrl: string | undefined;
}

export type FileStoreSettings =
  { kind: 'local'; lifetimes: UrlLifetimes } | ({ kind: 's3'; lifetimes: UrlLifetimes } & S3Settings);

function seconds(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0)
    throw new Error(`${name} must be a positive number of seconds: ${value}`);
  return parsed;
}

/**
 * Reads the file store's configuration. With S3_ENDPOINT set, files go to that S3-compatible bucket (S3_BUCKET,
 * S3_REGION = us-east-1, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE = true, S3_PUBLIC_BASE_URL);
 * otherwise the embedded store keeps them under the data directory. UPLOAD_URL_TTL_SECONDS (default 900) bounds
 * the upload link, UPLOAD_DOWNLOAD_TTL_SECONDS (default one year; S3 allows at most 7 days) the download link:
 * download links are stored in records (SKU images, category covers), so they must outlive the upload by far.
 */
export function fileStoreSettingsFromEnv(env: NodeJS.ProcessEnv): FileStoreSettings {
  const endpoint = env.S3_ENDPOINT?.trim();
  const s3 = Boolean(endpoint);
  const lifetimes = {
    upload: seconds(env.UPLOAD_URL_TTL_SECONDS, 15 * 60, 'UPLOAD_URL_TTL_SECONDS'),
    download: seconds(
      env.UPLOAD_DOWNLOAD_TTL_SECONDS,
      s3 ? 7 * 24 * 3600 : 365 * 24 * 3600,
      'UPLOAD_DOWNLOAD_TTL_SECONDS',
    ),
  };
  if (!endpoint) return { kind: 'local', lifetimes };
  const required = (name: string): string => {
    const value = env[name]?.trim();
    if (!value) throw new Error(`${name} is required when S3_ENDPOINT is set`);
    return value;
  };
  return {
    kind: 's3',
    lifetimes,
    endpoint: endpoint.replace(/\/+$/, ''),
    bucket: required('S3_BUCKET'),
    region: env.S3_REGION?.trim() || 'us-east-1',
    accessKeyId: required('S3_ACCESS_KEY_ID'),
    secretAccessKey: required('S3_SECRET_ACCESS_KEY'),
    forcePathStyle: (env.S3_FORCE_PATH_STYLE?.trim().toLowerCase() ?? 'true') !== 'false',
    publicBaseUrl: env.S3_PUBLIC_BASE_URL?.trim().replace(/\/+$/, '') || undefined,
  };
}
