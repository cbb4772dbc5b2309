/** How far a file has been sent, from 0 to 1. */
export type UploadProgress = (fraction: number) => void;

/**
 * Sends one file to the store and answers the URL to keep (the upload contract's `downUrl`). Passed in by the app
 * so the ui does not know the API client (apps/web/src/api/upload-file.ts). Rejects with the client's ApiError
 * when the server refuses, with an AbortError when `signal` aborts.
 */
export type UploadFile = (file: File, onProgress: UploadProgress, signal: AbortSignal) => Promise<string>;
