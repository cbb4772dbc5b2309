import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import type { UploadResult } from '@inventory/contracts';
import { newId } from '../../db/ids.ts';
import type { FileStore, StoredObject, UrlLifetimes } from './file-store.ts';
import { signGrant, type SignedFileGrant } from './url-signature.ts';

export const uploadedFilePath = '/api/app/upload/file';

/** The body grew past the limit while streaming. */
export class FileTooLargeError extends Error {}

/**
 * The embedded default: files under `<root>/<tenantId>/<fileName>`, uploaded and read through this server's
 * signed file routes (upload.routes.ts). The HMAC key comes from the database (signing-key.repository.ts).
 */
export class LocalFileStore implements FileStore {
  readonly kind = 'local';

  constructor(
    readonly root: string,
    private readonly lifetimes: UrlLifetimes,
    private readonly signingKey: () => Promise<Buffer>,
  ) {}

  async presign(object: StoredObject, now: Date): Promise<UploadResult> {
    const key = await this.signingKey();
    const nowSeconds = Math.floor(now.getTime() / 1000);
    // Root-relative: the browser resolves them against the origin it reached this server at (localhost on the
    // server, its address from another device), so a stored image link works from every device.
    const url = (grant: SignedFileGrant) =>
      `${uploadedFilePath}/${grant.tenantId}/${grant.fileName}` +
      `?expires=${grant.expires}&signature=${signGrant(key, grant)}`;
    const base = { tenantId: object.tenantId, fileName: object.fileName };
    return {
      signedUrl: url({ ...base, method: 'PUT', expires: nowSeconds + this.lifetimes.upload }),
      downUrl: url({ ...base, method: 'GET', expires: nowSeconds + this.lifetimes.download }),
    };
  }

  private pathOf(tenantId: string, fileName: string): string {
    return join(this.root, tenantId.toLowerCase(), fileName);
  }

  /**
   * Streams the body into place; a half-written file never becomes visible. Beyond `maxBytes` it keeps reading
   * (up to twice the limit, so the client gets its answer instead of a reset connection) and then refuses.
   */
  async write(tenantId: string, fileName: string, body: Readable, maxBytes: number): Promise<number> {
    const target = this.pathOf(tenantId, fileName);
    await mkdir(join(this.root, tenantId.toLowerCase()), { recursive: true });
    const partial = `${target}.${newId()}.part`;
    const out = createWriteStream(partial);
    let size = 0;
    try {
      for await (const chunk of body) {
        const bytes = chunk as Buffer;
        size += bytes.length;
        if (size > maxBytes * 2) body.destroy();
        if (size > maxBytes) continue;
        if (!out.write(bytes)) await once(out, 'drain');
      }
      out.end();
      await finished(out);
      if (size > maxBytes) throw new FileTooLargeError();
      await rename(partial, target);
      return size;
    } catch (error) {
      out.destroy();
      await rm(partial, { force: true });
      throw error;
    }
  }

  /** The stored file as a stream with its size, or undefined when there is none. */
  async read(tenantId: string, fileName: string): Promise<{ stream: Readable; size: number } | undefined> {
    const path = this.pathOf(tenantId, fileName);
    const info = await stat(path).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    return { stream: createReadStream(path), size: info.size };
  }
}
