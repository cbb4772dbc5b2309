// oidc-provider's per-request context storage (an internal module of the package, without types): see
// provider-context.ts.
declare module 'oidc-provider/lib/helpers/als.js' {
  import type { AsyncLocalStorage } from 'node:async_hooks';

  const als: AsyncLocalStorage<unknown>;
  export default als;
}
