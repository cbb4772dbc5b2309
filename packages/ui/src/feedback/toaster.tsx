import { useEffect, useSyncExternalStore } from 'react';
import type { NotifyOptions } from './toast-options.ts';

export { TOAST_DURATION_MS, type NotifyOptions } from './toast-options.ts';

/**
 * `notify()` and the place its toasts appear, without the toasts' code: Chakra's toaster and its state machine
 * (~5 KiB gzip) are a chunk loaded on the first notification, not part of every start (issue 19, ADR 065). The
 * toast shows once that chunk is in (once per page; later toasts show at once).
 */
type Region = typeof import('./toast-region.tsx');

let region: Region | undefined;
let loading: Promise<Region> | undefined;
/** How many `Toaster`s have the region mounted: while none, a toast waits in `waiting`. */
let mounted = 0;
/** The newest toast asked for before the region could show it (only the newest is ever shown). */
let waiting: { id: string; options: NotifyOptions } | undefined;
let count = 0;
const listeners = new Set<() => void>();

function loadRegion(): Promise<Region> {
  loading ??= import('./toast-region.tsx').then(
    (loaded) => {
      region = loaded;
      listeners.forEach((listener) => listener());
      return loaded;
    },
    (error: unknown) => {
      // Tried again on the next notification.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function showWaiting() {
  mounted += 1;
  const next = waiting;
  waiting = undefined;
  if (next && region) region.showToast(next.id, next.options);
  return () => {
    mounted -= 1;
  };
}

/**
 * Shows a toast, replacing the one on screen so that only the newest message is visible. Returns the toast's id.
 */
export function notify(options: NotifyOptions): string {
  count += 1;
  const id = `notify-${count}`;
  if (region && mounted > 0) {
    region.showToast(id, options);
  } else {
    waiting = { id, options };
    loadRegion().catch(() => undefined);
  }
  return id;
}

/** The toasts' store, for a story's reset between stories: removes every toast, shown or waiting. */
export const toaster = {
  remove(): void {
    waiting = undefined;
    region?.toaster.remove();
  },
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const currentRegion = () => region;

/**
 * Where the toasts of `notify()` appear: a short confirmation after a save ("Modified successfully") or a failure
 * that needs no decision. Only the newest is shown. `UiProvider` already places it; call `notify()`, never this.
 * Renders nothing until the first toast loads the region.
 */
export function Toaster() {
  const loaded = useSyncExternalStore(subscribe, currentRegion, currentRegion);
  useEffect(() => {
    // The first confirmation of a save should not wait for the toasts' code: it loads once the page is idle, after
    // the start (whose bytes it is not part of), so a notification finds it in place.
    if (typeof requestIdleCallback !== 'function') return;
    const idle = requestIdleCallback(() => void loadRegion().catch(() => undefined), { timeout: 3_000 });
    return () => cancelIdleCallback(idle);
  }, []);
  return loaded ? <loaded.ToastRegion onMounted={showWaiting} /> : null;
}
