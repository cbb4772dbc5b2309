/**
 * The second e2e server's access-token lifetime (ACCESS_TOKEN_TTL_SECONDS), so the session-renewal spec sees
 * renewals within seconds; its origin is in E2E_SHORT_TOKEN_ORIGIN (playwright.config.ts).
 */
export const shortTokenSeconds = 20;

export function shortTokenOrigin(): string {
  const origin = process.env.E2E_SHORT_TOKEN_ORIGIN;
  if (!origin) throw new Error('E2E_SHORT_TOKEN_ORIGIN is set by playwright.config.ts');
  return origin;
}
