// oidc-provider keeps each of its requests' Koa context in one AsyncLocalStorage of its own (lib/helpers/als.js,
// `als.run(ctx, next)` for every request it serves). In Node 20 an AsyncLocalStorage, once run, stays enabled for
// the life of the process, and while one is enabled every promise the process creates goes through an async-hook
// init that copies the store onto it: after the first sign-in, every API request paid that on each of its
// promises, though no API code reads the provider's store (ADR 057). The provider reads it only while one of its
// own requests is in flight (its client-metadata-document lookup, not enabled here), so it is switched off again
// whenever none is: the next provider request's `als.run` switches it on afresh.
import providerStorage from 'oidc-provider/lib/helpers/als.js';

/** The part of the provider's storage this module uses. */
export interface SwitchableStorage {
  disable(): void;
}

/**
 * Runs the provider's requests counting those in flight, and switches `storage` off when the last one ends. A
 * request still in flight keeps its context (nothing is switched off while one runs).
 */
export function providerRequests(storage: SwitchableStorage | undefined = providerStorage) {
  let inFlight = 0;
  return async <T>(work: () => Promise<T>): Promise<T> => {
    inFlight += 1;
    try {
      return await work();
    } finally {
      inFlight -= 1;
      if (inFlight === 0) storage?.disable();
    }
  };
}

/** The process's one count: the storage is the process's, whichever app (tests build several) serves the request. */
export const inProviderRequest = providerRequests();
