/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** '1' runs the app offline against contracts' MSW handlers (no server needed). */
  readonly VITE_MOCK?: string;
  /** API base address; empty means the same origin (the server serves the built app). */
  readonly VITE_API_BASE_URL?: string;
  /** '1' turns on the optional periodic silent token refresh (product-spec §4 Session, off by default). */
  readonly VITE_TOKEN_REFRESH?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
