import type { OidcMetadata } from 'oidc-client-ts';

/** The id of the JSON script element the server puts into index.html (apps/api/src/http/web-app.ts). */
export const inlinedMetadataId = 'oidc-metadata';

const requiredEndpoints = ['authorization_endpoint', 'token_endpoint', 'userinfo_endpoint'] as const;

function sameOrigin(url: unknown, origin: string): boolean {
  if (typeof url !== 'string') return false;
  try {
    return new URL(url).origin === origin;
  } catch {
    return false;
  }
}

/**
 * The provider's metadata the server inlined into the page for the origin the page was opened at, so that the
 * sign-in starts without fetching `/.well-known/openid-configuration` first (issue 19). Anything unexpected — no
 * element (the Vite dev server, an older server), unreadable JSON, an endpoint missing or at another origin (a
 * page served behind a proxy that rewrote the host) — gives undefined, and oidc-client-ts asks discovery as
 * before.
 */
export function readInlinedMetadata(
  document: Pick<Document, 'getElementById'>,
  origin: string,
): Partial<OidcMetadata> | undefined {
  const text = document.getElementById(inlinedMetadataId)?.textContent;
  if (!text) return undefined;
  let metadata: unknown;
  try {
    metadata = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (
    typeof metadata !== 'object' ||
    metadata === null ||
    typeof (metadata as { issuer?: unknown }).issuer !== 'string'
  ) {
    return undefined;
  }
  const fields = metadata as Record<string, unknown>;
  if (!requiredEndpoints.every((name) => sameOrigin(fields[name], origin))) return undefined;
  return metadata as Partial<OidcMetadata>;
}
