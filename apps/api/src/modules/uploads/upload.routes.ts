import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endpoints, toRoutePath, uploadedFileEndpoints } from '@inventory/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serverEnv } from '../../config.ts';
import type { TenantDb } from '../../db/tenant-db.ts';
import { route } from '../../http/route.ts';
import { fileStoreSettingsFromEnv, type FileStore } from './file-store.ts';
import { LocalFileStore } from './local-file-store.ts';
import { S3FileStore } from './s3-file-store.ts';
import { loadOrCreateSigningKey } from './signing-key.repository.ts';
import { createUploadResult, openFile, receiveFile, type SignedFileRequest } from './upload.service.ts';

export interface UploadRouteOptions {
  /** Files go to `<dataDir>/uploads`; undefined (a database handed in, as in tests) = a throwaway folder. */
  dataDir: string | undefined;
  env?: NodeJS.ProcessEnv;
}

/** The install's signing key, read once from the database (made there on first use). */
function signingKeys(): (db: TenantDb) => Promise<Buffer> {
  let key: Promise<Buffer> | undefined;
  return (db) => {
    key ??= db.run(loadOrCreateSigningKey).catch((error: unknown) => {
      key = undefined;
      throw error;
    });
    return key;
  };
}

function signedFileOf(request: FastifyRequest): SignedFileRequest {
  const params = request.params as { tenantId: string; fileName: string };
  const query = request.query as { expires: number; signature: string };
  return {
    tenantId: params.tenantId,
    fileName: params.fileName,
    expires: query.expires,
    signature: query.signature,
  };
}

/**
 * `upload-result` for signed-in users, and — for the embedded store — the two anonymous, signature-checked file
 * routes its URLs point at. The PUT route takes any content type as a raw stream (checked by the service), so it
 * lives in its own plugin context where no other body parser applies.
 */
export async function registerUploadRoutes(app: FastifyInstance, options: UploadRouteOptions): Promise<void> {
  const settings = fileStoreSettingsFromEnv(options.env ?? serverEnv());
  const keyOf = signingKeys();
  if (settings.kind === 's3') {
    const store: FileStore = new S3FileStore(settings);
    route(app, endpoints.upload.uploadResult, ({ query }, scope) => createUploadResult(scope, query, store));
    return;
  }
  const root = options.dataDir
    ? join(options.dataDir, 'uploads')
    : await mkdtemp(join(tmpdir(), 'inventory-uploads-'));
  if (!options.dataDir) app.addHook('onClose', () => rm(root, { recursive: true, force: true }));
  const local = (db: TenantDb) => new LocalFileStore(root, settings.lifetimes, () => keyOf(db));
  route(app, endpoints.upload.uploadResult, ({ query }, scope) =>
    createUploadResult(scope, query, local(scope.db)),
  );

  const files = uploadedFileEndpoints;
  await app.register(async (child) => {
    child.removeAllContentTypeParsers();
    child.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    // The two anonymous file routes: the contract's params and query, checked by the signature in the service.
    const fileRoute = (
      method: 'PUT' | 'GET',
      endpoint: typeof files.put | typeof files.get,
      handler: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>,
    ) =>
      child.route({
        method,
        url: toRoutePath(endpoint.path),
        schema: {
          params: endpoint.params,
          querystring: endpoint.query,
          operationId: endpoint.name,
          tags: ['upload'],
        },
        config: { endpoint },
        handler,
      });
    fileRoute('PUT', files.put, async (request, reply) => {
      const scope = await app.resolveScope(request);
      await receiveFile(local(scope.db), await keyOf(scope.db), signedFileOf(request), request);
      return reply.code(200).send();
    });
    fileRoute('GET', files.get, async (request, reply) => {
      const scope = await app.resolveScope(request);
      const file = await openFile(local(scope.db), await keyOf(scope.db), signedFileOf(request));
      return reply
        .type(file.contentType)
        .header('content-length', file.size)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=86400')
        .send(file.stream);
    });
  });
}
