import type { IncomingMessage, ServerResponse } from 'node:http';
import type { UserAccount } from './account.ts';
import { accountClaims, claimsForScopes } from './claims.ts';
import { sendJson } from './http.ts';
import type { AccessTokenVerifier } from './verify-token.ts';

export interface UserinfoDeps {
  verify: AccessTokenVerifier;
  findAccount(id: string): Promise<UserAccount | undefined>;
  webOrigins: string[];
}

function bearer(req: IncomingMessage): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  return match?.[1];
}

/**
 * OIDC userinfo for the API's own JWT access tokens (the provider's endpoint only takes tokens without an
 * audience). Same checks as every API call, then the claims the token's scopes release, read fresh.
 */
export function createUserinfoHandler({ verify, findAccount, webOrigins }: UserinfoDeps) {
  return async function handleUserinfo(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const origin = req.headers.origin;
    const cors: Record<string, string> =
      origin && webOrigins.includes(origin) ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' } : {};
    if (req.method === 'OPTIONS') {
      sendJson(res, 204, undefined, {
        ...cors,
        'Access-Control-Allow-Methods': 'GET, POST',
        'Access-Control-Allow-Headers': 'Authorization',
        'Access-Control-Max-Age': '600',
      });
      return;
    }
    const refuse = (status: number, error: string) =>
      sendJson(res, status, { error }, { ...cors, 'WWW-Authenticate': `Bearer error="${error}"` });

    const token = bearer(req);
    if (!token) return refuse(401, 'invalid_token');
    const verified = await verify(token).catch(() => undefined);
    if (!verified) return refuse(401, 'invalid_token');
    if (!verified.scope.split(' ').includes('openid')) return refuse(403, 'insufficient_scope');
    const account = await findAccount(verified.claims.sub);
    if (!account) return refuse(401, 'invalid_token');
    sendJson(res, 200, claimsForScopes(accountClaims(account), verified.scope), cors);
  };
}
