/** Requests in flight, for the global loading indicator (product-spec §4: on with each request, off on answer). */
export interface LoadingCounter {
  start(): void;
  end(): void;
  /** For `useSyncExternalStore`. */
  subscribe(listener: () => void): () => void;
  getSnapshot(): number;
}

export function createLoadingCounter(): LoadingCounter {
  let count = 0;
  const listeners = new Set<() => void>();
  const set = (next: number) => {
    count = Math.max(0, next);
    for (const listener of listeners) listener();
  };
  return {
    start: () => set(count + 1),
    end: () => set(count - 1),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => count,
  };
}
