import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadFile } from './upload-file-type.ts';

/** A file on its way to the store, or one the store refused (kept to be retried or removed). */
export interface PendingImage {
  key: string;
  file: File;
  /** A local object URL: the picture is shown before the upload ends. */
  preview: string;
  /** 0..1 */
  progress: number;
  /** Set when the upload failed; the item then waits for retry or removal. */
  error?: unknown;
}

interface Running {
  controller: AbortController;
}

let counter = 0;

/**
 * The uploads of one images field. A finished upload leaves this list and its URL is appended to the field's value
 * through `onUploaded`; an aborted one (removed, or the field unmounted) reports nothing.
 */
export function useImageUploads(upload: UploadFile, onUploaded: (url: string) => void) {
  const [pending, setPending] = useState<PendingImage[]>([]);
  const running = useRef(new Map<string, Running>());
  const latest = useRef({ upload, onUploaded });
  latest.current = { upload, onUploaded };
  const shown = useRef(pending);
  shown.current = pending;

  const patch = useCallback((key: string, change: Partial<PendingImage>) => {
    setPending((items) => items.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const run = useCallback(
    (key: string, file: File) => {
      const controller = new AbortController();
      running.current.set(key, { controller });
      patch(key, { progress: 0, error: undefined });
      latest.current
        .upload(
          file,
          (fraction) => patch(key, { progress: Math.min(1, Math.max(0, fraction)) }),
          controller.signal,
        )
        .then(
          (url) => {
            if (controller.signal.aborted) return;
            running.current.delete(key);
            setPending((items) => {
              const item = items.find((x) => x.key === key);
              if (item) URL.revokeObjectURL(item.preview);
              return items.filter((x) => x.key !== key);
            });
            latest.current.onUploaded(url);
          },
          (error: unknown) => {
            if (controller.signal.aborted) return;
            running.current.delete(key);
            patch(key, { error: error ?? new Error('upload failed') });
          },
        );
    },
    [patch],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      const added = files.map((file) => ({
        key: `upload-${++counter}`,
        file,
        preview: URL.createObjectURL(file),
        progress: 0,
      }));
      setPending((items) => [...items, ...added]);
      for (const item of added) run(item.key, item.file);
    },
    [run],
  );

  const retry = useCallback(
    (key: string) => {
      const item = pending.find((x) => x.key === key);
      if (item) run(key, item.file);
    },
    [pending, run],
  );

  const remove = useCallback((key: string) => {
    running.current.get(key)?.controller.abort();
    running.current.delete(key);
    setPending((items) => {
      const item = items.find((x) => x.key === key);
      if (item) URL.revokeObjectURL(item.preview);
      return items.filter((x) => x.key !== key);
    });
  }, []);

  // Leaving the form stops what is still being sent: nothing would keep its URL.
  useEffect(() => {
    const uploads = running.current;
    const previews = shown;
    return () => {
      for (const { controller } of uploads.values()) controller.abort();
      uploads.clear();
      for (const item of previews.current) URL.revokeObjectURL(item.preview);
    };
  }, []);

  return { pending, add, retry, remove };
}
