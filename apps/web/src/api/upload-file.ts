import { ApiError, endpoints, uploadedFileEndpoints, type ApiClient } from '@inventory/contracts';
import type { UploadFile } from '@inventory/ui';

/** The part of XMLHttpRequest an upload uses (tests give a fake). */
export type UploadRequest = Pick<
  XMLHttpRequest,
  | 'open'
  | 'setRequestHeader'
  | 'send'
  | 'abort'
  | 'status'
  | 'responseText'
  | 'getAllResponseHeaders'
  | 'onload'
  | 'onerror'
  | 'onabort'
> & { upload: Pick<XMLHttpRequestUpload, 'onprogress'> };

function abortError(): DOMException {
  return new DOMException('The upload was aborted.', 'AbortError');
}

function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * PUT of the file to the signed URL, anonymous (the signature is the authorization, a bearer token would only
 * leak to the store). XMLHttpRequest rather than fetch: fetch reports no upload progress (a streamed request body
 * needs HTTP/2 in Chromium and still says nothing of what has been sent), ADR 023.
 */
function putFile(
  url: string,
  file: File,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
  createRequest: () => UploadRequest,
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(abortError());
    const request = createRequest();
    const stop = () => request.abort();
    signal.addEventListener('abort', stop, { once: true });
    const settle = (done: () => void) => {
      signal.removeEventListener('abort', stop);
      done();
    };
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () =>
      settle(() => {
        if (request.status >= 200 && request.status < 300) return resolve();
        reject(
          new ApiError({
            status: request.status,
            body: request.responseText,
            headers: headersOf(request.getAllResponseHeaders()),
            endpoint: uploadedFileEndpoints.put.name,
          }),
        );
      });
    // Same as fetch: a request that got no answer is a TypeError, which the ui words as a network failure.
    request.onerror = () => settle(() => reject(new TypeError('The upload could not reach the file store.')));
    request.onabort = () => settle(() => reject(abortError()));
    request.open('PUT', url);
    request.setRequestHeader('Content-Type', file.type);
    request.send(file);
  });
}

/**
 * The SKU images field's `upload`: asks the API (with the signed-in user's token) for a signed upload URL for the
 * file's name and type, PUTs the file there with progress, and answers the download URL to store with the SKU.
 */
export function createUploadFile(
  client: ApiClient,
  createRequest: () => UploadRequest = () => new XMLHttpRequest(),
): UploadFile {
  return async (file, onProgress, signal) => {
    const { signedUrl, downUrl } = await client.call(endpoints.upload.uploadResult, {
      query: { FileName: file.name, ContentType: file.type },
      signal,
    });
    await putFile(signedUrl, file, onProgress, signal, createRequest);
    onProgress(1);
    return downUrl;
  };
}
