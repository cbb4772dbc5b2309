import {
  allEndpoints,
  allFeatures,
  allHostPermissions,
  allTenantPermissions,
  ErrorCodes,
  permissionsOf,
  toRoutePath,
  uploadedFileEndpoints,
  type Endpoint,
} from '@inventory/contracts';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_TENANT_ID } from '../src/db/database.ts';
import { call, type ErrorBody } from '../test/helpers/http.ts';
import { signIn } from '../test/helpers/sign-in.ts';
import { createTenantWithAdmin, demoPassword, setFeature, tenantId } from '../test/helpers/tenants.ts';
import { startTestApp, type TestApp } from '../test/helpers/test-app.ts';
import { recordFigures } from './support/figures.ts';
import { fillPath, inBatches, routeKey, routeTableGaps } from './support/security-routes.ts';
import { createTokenMint, unsignedToken, type TokenMint } from './support/security-tokens.ts';
import { insertUserWithGrants } from './support/security-users.ts';

// Generated from the contract's route table: a call added to the registry is covered without touching this file.

/**
 * Signed-in calls that need no permission. A route added with `permission: null` and not named here fails the
 * test below: declare its permission, or add it here with the reason any signed-in user may make it.
 */
const anySignedInUser: Record<string, string> = {
  'account.getProfile': 'the caller reads their own profile',
  'account.updateProfile': 'the caller edits their own profile',
  'account.changePassword': 'the caller changes their own password (the current one is checked)',
  'account.listUsers': "the tenant's user names for creator pickers (abp-contract.md)",
  'upload.uploadResult': 'a signed URL to upload a file into the caller’s own tenant',
  'dashboard.get':
    'each section is gated by its own permission and feature (ADR 030): without them it is null; the host gets 403',
};

/**
 * `permission: null` calls whose handler checks a conditional permission (ABP's provider-dependent checks). The
 * query/body make the call reach that check.
 */
const handlerChecked: Record<string, { query: (demoId: string) => string; body?: unknown }> = {
  'permissionManagement.get': { query: () => '?providerName=R&providerKey=admin' },
  'permissionManagement.update': {
    query: () => '?providerName=R&providerKey=admin',
    body: { permissions: [] },
  },
  'featureManagement.get': { query: (demoId) => `?providerName=T&providerKey=${demoId}` },
  'featureManagement.update': {
    query: (demoId) => `?providerName=T&providerKey=${demoId}`,
    body: { features: [] },
  },
};

const guarded = allEndpoints().filter((endpoint) => !endpoint.public);
const required = (endpoint: Endpoint): string[] =>
  endpoint.permission === null
    ? []
    : typeof endpoint.permission === 'string'
      ? [endpoint.permission]
      : [...endpoint.permission];
const tenantOnly = guarded.filter((endpoint) =>
  permissionsOf(endpoint).some((p) => p.startsWith('Inventory.')),
);

interface Probe {
  endpoint: Endpoint;
  variant: string;
  token?: string;
  headers?: Record<string, string>;
  query?: string;
  body?: unknown;
  status: 401 | 403;
  code: string;
}

let server: TestApp;
let demoId: string;
let hostAdmin: string;
let demoAdmin: string;
let mint: TokenMint;
const tally = { requests: 0, refusals: 0, bypasses: 0 };

/** Sends every probe; answers the ones not refused as expected (status and ABP envelope code). */
async function bypassesOf(probes: readonly Probe[]): Promise<string[]> {
  const results = await inBatches(probes, 4, async (probe) => {
    const response = await call<ErrorBody | null>(
      server.baseUrl,
      probe.endpoint.method,
      `${fillPath(probe.endpoint)}${probe.query ?? ''}`,
      {
        token: probe.token,
        headers: probe.headers,
        body: probe.body ?? (probe.endpoint.body ? {} : undefined),
      },
    );
    tally.requests += 1;
    const code = response.body?.error?.code;
    if (response.status === probe.status && code === probe.code) {
      tally.refusals += 1;
      return null;
    }
    tally.bypasses += 1;
    return `${probe.endpoint.name} [${probe.variant}] → ${response.status} ${code ?? ''}`;
  });
  return results.filter((result): result is string => result !== null);
}

/** A real token whose signature no longer matches its header and claims. */
function tampered(token: string): string {
  const [header, payload, signature = ''] = token.split('.');
  const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
  return [header, payload, flipped].join('.');
}

const unauthorized = (variant: string, token: string | undefined): Probe[] =>
  guarded.map((endpoint) => ({ endpoint, variant, token, status: 401, code: ErrorCodes.Unauthorized }));

beforeAll(async () => {
  server = await startTestApp();
  demoId = await tenantId(server.db, 'demo');
  hostAdmin = (await signIn(server.baseUrl, { username: 'admin', password: demoPassword })).accessToken;
  demoAdmin = (await signIn(server.baseUrl, { tenant: 'demo', username: 'admin', password: demoPassword }))
    .accessToken;
  mint = await createTokenMint(server.db, demoAdmin);
});
afterAll(async () => {
  await server?.close();
  await recordFigures('authorization', {
    routes: guarded.length,
    requests: tally.requests,
    refusals: tally.refusals,
    bypasses: tally.bypasses,
    leaks: tally.bypasses,
  });
});

describe('the route table declares a guard for every call', () => {
  it('covers a meaningful route table', () => {
    expect(guarded.length).toBeGreaterThan(80);
    expect(tenantOnly.length).toBeGreaterThan(50);
  });

  it('names every signed-in call without a declared permission in an allow-list (and no stale entry)', () => {
    const permissionless = guarded.filter((endpoint) => endpoint.permission === null).map((e) => e.name);
    const allowed = [...Object.keys(anySignedInUser), ...Object.keys(handlerChecked)];
    expect(permissionless.filter((name) => !allowed.includes(name))).toEqual([]);
    expect(allowed.filter((name) => !permissionless.includes(name))).toEqual([]);
    for (const name of Object.keys(handlerChecked)) {
      expect(guarded.find((e) => e.name === name)?.conditionalPermissions.length).toBeGreaterThan(0);
    }
  });

  it('serves exactly the contract under /api: no route outside the table, none of the table missing', () => {
    const gaps = routeTableGaps(server.app);
    expect(gaps.served).toBeGreaterThan(80);
    expect({ extra: gaps.extra, missing: gaps.missing }).toEqual({ extra: [], missing: [] });
  });

  it('would notice a contract call without a handler, or a route outside the contract', async () => {
    const [left, ...served] = allEndpoints();
    const partial = Fastify({ logger: false });
    for (const endpoint of served) {
      partial.route({ method: endpoint.method, url: toRoutePath(endpoint.path), handler: async () => null });
    }
    for (const file of Object.values(uploadedFileEndpoints)) {
      partial.route({ method: file.method, url: toRoutePath(file.path), handler: async () => null });
    }
    partial.get('/api/app/undeclared', async () => null);
    await partial.ready();
    const gaps = routeTableGaps(partial);
    await partial.close();
    expect(left).toBeDefined();
    expect({ extra: gaps.extra, missing: gaps.missing }).toEqual({
      extra: ['GET /api/app/undeclared'],
      missing: [routeKey(left as Endpoint)],
    });
  });
});

describe('authorization matrix over every guarded route', () => {
  it('accepts a token re-signed with the server key (so the refusals below are about the changed claim)', async () => {
    const resigned = await mint.sign(demoAdmin);
    const response = await call(server.baseUrl, 'GET', '/api/app/warehouse', { token: resigned });
    expect(response.status).toBe(200);
  });

  it('refuses every guarded route without a token or with a malformed header (401, ABP envelope)', async () => {
    const probes = [...unauthorized('no token', undefined), ...unauthorized('not a jwt', 'not-a-jwt')];
    expect(await bypassesOf(probes)).toEqual([]);
  });

  it('refuses expired, foreign-signed, wrong-audience, wrong-issuer, wrong-type and unsigned tokens (401)', async () => {
    const now = Math.floor(Date.now() / 1000);
    const tokens = {
      expired: await mint.sign(demoAdmin, { iat: now - 3600, exp: now - 60 }),
      'not yet valid': await mint.sign(demoAdmin, { nbf: now + 600, exp: now + 1200 }),
      'foreign signature': await mint.signWithForeignKey(demoAdmin),
      'tampered signature': tampered(demoAdmin),
      'wrong audience': await mint.sign(demoAdmin, { aud: 'another-api' }),
      'wrong issuer': await mint.sign(demoAdmin, { iss: 'https://login.example.com' }),
      'id token type': await mint.sign(demoAdmin, {}, { typ: 'JWT' }),
      unsigned: unsignedToken(demoAdmin),
    };
    const probes = Object.entries(tokens).flatMap(([variant, token]) => unauthorized(variant, token));
    expect(await bypassesOf(probes)).toEqual([]);
  });

  it('refuses a deactivated user, a user of another tenant and an id token, though validly signed (401)', async () => {
    const deactivated = await insertUserWithGrants(server.db, demoId, 'deactivated', allTenantPermissions, {
      isActive: false,
    });
    const other = await createTenantWithAdmin(server.db, 'elsewhere');
    const stranger = await insertUserWithGrants(server.db, other, 'stranger', allTenantPermissions);
    const idToken = (
      await signIn(server.baseUrl, { tenant: 'demo', username: 'admin', password: demoPassword })
    ).idToken;
    const probes = [
      ...unauthorized('deactivated user', await mint.forUser(demoAdmin, deactivated, demoId)),
      ...unauthorized('user of another tenant', await mint.forUser(demoAdmin, stranger, demoId)),
      ...unauthorized('id token', idToken),
    ];
    expect(await bypassesOf(probes)).toEqual([]);
  });

  it('refuses a signed-in user lacking the route’s permission: nothing granted, or all but it (403)', async () => {
    const users = new Map<string, string>();
    /** A token of a user in the tenant (or host) holding exactly `grants`; made once per set of grants. */
    const tokenOf = async (side: 'tenant' | 'host', grants: readonly string[]) => {
      const key = `${side}:${[...grants].sort().join(',')}`;
      const existing = users.get(key);
      if (existing) return existing;
      const rowTenant = side === 'tenant' ? demoId : HOST_TENANT_ID;
      const userId = await insertUserWithGrants(server.db, rowTenant, `lacking-${users.size}`, grants);
      const token = await mint.forUser(demoAdmin, userId, side === 'tenant' ? demoId : null);
      users.set(key, token);
      return token;
    };
    const probes: Probe[] = [];
    const refused = { status: 403, code: ErrorCodes.Forbidden } as const;
    for (const endpoint of guarded) {
      const checked = handlerChecked[endpoint.name];
      if (endpoint.permission === null && !checked) continue;
      const missing = checked ? endpoint.conditionalPermissions : required(endpoint);
      const sides = (['tenant', 'host'] as const).filter((side) =>
        missing.some((p) => (side === 'tenant' ? allTenantPermissions : allHostPermissions).includes(p)),
      );
      // A permission no side can hold would make the route unreachable: a contract mistake.
      expect(sides, endpoint.name).not.toEqual([]);
      for (const side of sides) {
        const all = side === 'tenant' ? allTenantPermissions : allHostPermissions;
        const input = { query: checked?.query(demoId), body: checked?.body };
        probes.push({
          endpoint,
          variant: `${side}: nothing`,
          token: await tokenOf(side, []),
          ...input,
          ...refused,
        });
        probes.push({
          endpoint,
          variant: `${side}: all but ${missing.join('+')}`,
          token: await tokenOf(
            side,
            all.filter((p) => !missing.includes(p)),
          ),
          ...input,
          ...refused,
        });
      }
    }
    expect(probes.length).toBeGreaterThan(guarded.length);
    expect(await bypassesOf(probes)).toEqual([]);
  });

  it('refuses every route of a feature the tenant has turned off, even to its admin (403)', async () => {
    const tenant = await createTenantWithAdmin(server.db, 'featureless');
    for (const feature of allFeatures) await setFeature(server.db, tenant, feature, 'False');
    const admin = await server.db.tenant(tenant, (trx) =>
      trx.selectFrom('users').select('id').where('user_name', '=', 'admin').executeTakeFirstOrThrow(),
    );
    const token = await mint.forUser(demoAdmin, admin.id, tenant);
    const featured = guarded.filter((endpoint) => endpoint.feature !== null);
    expect(featured.length).toBeGreaterThan(50);
    const probes = featured.map((endpoint): Probe => ({
      endpoint,
      variant: `feature ${endpoint.feature} off`,
      token,
      status: 403,
      code: ErrorCodes.FeatureDisabled,
    }));
    expect(await bypassesOf(probes)).toEqual([]);
  });

  it('refuses the host admin every tenant business route (403), even with `__tenant` naming a tenant', async () => {
    const probes = [undefined, { __tenant: 'demo' }].flatMap((headers) =>
      tenantOnly.map((endpoint): Probe => ({
        endpoint,
        variant: headers ? 'host admin, __tenant=demo' : 'host admin',
        token: hostAdmin,
        headers,
        status: 403,
        // The host has no features on: a featured route answers FeatureDisabled, the others Forbidden.
        code: endpoint.feature ? ErrorCodes.FeatureDisabled : ErrorCodes.Forbidden,
      })),
    );
    expect(await bypassesOf(probes)).toEqual([]);
  });

  it('refuses a tenant admin granting its own role a host-only permission (no escalation)', async () => {
    const hostOnly = allHostPermissions.filter((name) => !allTenantPermissions.includes(name));
    expect(hostOnly.length).toBeGreaterThan(3);
    const answers = [];
    for (const name of hostOnly) {
      const response = await call<ErrorBody>(
        server.baseUrl,
        'PUT',
        '/api/permission-management/permissions?providerName=R&providerKey=admin',
        { token: demoAdmin, body: { permissions: [{ name, isGranted: true }] } },
      );
      tally.requests += 1;
      if (response.status === 400) tally.refusals += 1;
      else tally.bypasses += 1;
      answers.push(`${name} → ${response.status}`);
    }
    expect(answers).toEqual(hostOnly.map((name) => `${name} → 400`));
    const tenants = await call<ErrorBody>(server.baseUrl, 'GET', '/api/multi-tenancy/tenants', {
      token: demoAdmin,
    });
    expect(tenants.status).toBe(403);
  });
});
