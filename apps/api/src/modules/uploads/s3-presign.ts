import { createHash, createHmac } from 'node:crypto';

/** What an S3 (SigV4, query-string) presigned URL is made from. */
export interface PresignRequest {
  method: 'PUT' | 'GET';
  /** `https://s3.example.com` (scheme, host, optional port). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** Object key, `/`-separated. */
  key: string;
  now: Date;
  expiresInSeconds: number;
  /** Signed as a header when given: the upload must then carry exactly this Content-Type. */
  contentType?: string;
}

/** RFC 3986 encoding as SigV4 wants it (unreserved characters kept; `/` kept only in paths). */
function encode(text: string, keepSlash = false): string {
  const encoded = encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return keepSlash ? encoded.replace(/%2F/g, '/') : encoded;
}

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');
const hmac = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text).digest();

/**
 * A presigned S3 URL (AWS Signature Version 4, query parameters, unsigned payload), as any S3-compatible store
 * (AWS, MinIO, Ceph, R2…) accepts it.
 */
export function presignS3Url(request: PresignRequest): string {
  const endpoint = new URL(request.endpoint);
  const host = request.forcePathStyle ? endpoint.host : `${request.bucket}.${endpoint.host}`;
  const path = request.forcePathStyle
    ? `/${encode(request.bucket)}/${encode(request.key, true)}`
    : `/${encode(request.key, true)}`;
  const amzDate = request.now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const scope = `${day}/${request.region}/s3/aws4_request`;
  const headers: [string, string][] = [['host', host]];
  if (request.contentType) headers.unshift(['content-type', request.contentType]);
  const signedHeaders = headers.map(([name]) => name).join(';');
  const query: [string, string][] = [
    ['X-Amz-Algorithm', 'AWS4-HMAC-SHA256'],
    ['X-Amz-Credential', `${request.accessKeyId}/${scope}`],
    ['X-Amz-Date', amzDate],
    ['X-Amz-Expires', String(request.expiresInSeconds)],
    ['X-Amz-SignedHeaders', signedHeaders],
  ];
  const canonicalQuery = query
    .map(([name, value]) => `${encode(name)}=${encode(value)}`)
    .sort()
    .join('&');
  const canonicalRequest = [
    request.method,
    path,
    canonicalQuery,
    headers.map(([name, value]) => `${name}:${value}\n`).join(''),
    signedHeaders,
    'UNSIGNED-PAYLOAD',
  ].join('\n');
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${request.secretAccessKey}`, day), request.region), 's3'),
    'aws4_request',
  );
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return `${endpoint.protocol}//${host}${path}?${canonicalQuery}&X-Amz-Signature=${signature}`;
}
