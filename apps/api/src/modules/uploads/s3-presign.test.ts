import { describe, expect, it } from 'vitest';
import { presignS3Url } from './s3-presign.ts';

// The presigned GET example of AWS's "Authenticating Requests: Using Query Parameters (SigV4)" documentation.
const example = {
  endpoint: 'https://s3.amazonaws.com',
  bucket: 'examplebucket',
  region: 'us-east-1',
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  key: 'test.txt',
  now: new Date('2013-05-24T00:00:00Z'),
  expiresInSeconds: 86400,
};

describe('presignS3Url', () => {
  it("reproduces AWS's documented presigned GET", () => {
    const url = new URL(presignS3Url({ ...example, method: 'GET', forcePathStyle: false }));
    expect(url.host).toBe('examplebucket.s3.amazonaws.com');
    expect(url.pathname).toBe('/test.txt');
    expect(url.searchParams.get('X-Amz-Credential')).toBe(
      'AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request',
    );
    expect(url.searchParams.get('X-Amz-Signature')).toBe(
      'aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    );
  });

  it('signs the content type of an upload and supports path-style hosts', () => {
    const url = new URL(
      presignS3Url({
        ...example,
        endpoint: 'http://minio.local:9000',
        method: 'PUT',
        forcePathStyle: true,
        key: 't1/a b.png',
        contentType: 'image/png',
      }),
    );
    expect(`${url.host}${url.pathname}`).toBe('minio.local:9000/examplebucket/t1/a%20b.png');
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-type;host');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });
});
