import {
  allEndpoints,
  allFeatures,
  allHostPermissions,
  pathParamNames,
  permissionsOf,
  type Endpoint,
} from '@inventory/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_TENANT_ID } from '../src/db/database.ts';
import { call, type ApiResponse, type ErrorBody } from '../test/helpers/http.ts';
import { signIn } from '../test/helpers/sign-in.ts';
import { createTenantWithAdmin, demoPassword, tenantId } from '../test/helpers/tenants.ts';
import { startTestApp, type TestApp } from '../test/helpers/test-app.ts';
import { recordFigures } from './support/figures.ts';
import { changedTables, databaseFingerprint } from './support/fuzz-database.ts';
import {
  comparable,
  forbidden,
  hostOnly,
  mismatch,
  notFound,
  nowhere,
  pathAnswers,
  referenceAnswer,
  refOfPathParam,
  type Expected,
} from './support/isolation-expectations.ts';
import { fingerprint, tenantTables } from './support/security-fingerprint.ts';
import { callBuilders, queryString, refKeysOf, type CallSpec } from './support/security-requests.ts';
import { fillPath } from './support/security-routes.ts';
import { createTokenMint } from './support/security-tokens.ts';
import { insertUserWithGrants } from './support/security-users.ts';
import {
  apiAs,
  populateTenant,
  unique,
  type Own,
  type RefKey,
  type Refs,
  type Tenant,
} from './support/security-world.ts';

/*
 * Host-only routes (tenant management, a tenant's features) and the host's side of identity and permissions
 * (ADR 007): the host reaches into a tenant only through tenant management and feature management, after an explicit
 * host check, and writes there exactly what it was asked; a tenant's user never gets to a host-only route, even
 * holding host permission names forged into its tenant's grants.
 */

const guarded = allEndpoints().filter((endpoint) => !endpoint.public);
const hostOnlyRoutes = guarded.filter(hostOnly);
/** Routes the host admin may call: every permission they involve is a host one. */
const hostCallable = guarded.filter((endpoint) => {
  const permissions = permissionsOf(endpoint);
  return permissions.length > 0 && permissions.every((p) => allHostPermissions.includes(p));
});
/** The valid call as the host makes it: the permission it grants must be one the host can hold. */
const hostCall = (endpoint: Endpoint, spec: CallSpec): CallSpec =>
  endpoint.name === 'permissionManagement.update'
    ? { ...spec, body: { permissions: [{ name: 'AbpIdentity.Users', isGranted: true }] } }
    : spec;

/** The one reference by which the host legitimately names a tenant's things: the tenant itself. */
const tenantReference: RefKey = 'tenantId';

let server: TestApp;
let a: Tenant;
let other: string;
let provisioned: string;
let hostAdmin: string;
/** The host's own records where a call names a user or role (the tenant's other refs are never read here). */
let hostRefs: Refs;
let hostOwn: Own;
let forger: string;
let tables: string[];
const tally = { requests: 0, refusals: 0, 'answered 404': 0, 'host writes checked': 0, leaks: 0 };

async function send(
  endpoint: Endpoint,
  spec: CallSpec,
  token: string,
  headers?: Record<string, string>,
): Promise<ApiResponse<ErrorBody | null>> {
  tally.requests += 1;
  const response = await call<ErrorBody | null>(
    server.baseUrl,
    endpoint.method,
    `${fillPath(endpoint, spec.params)}${queryString(spec.query)}`,
    { token, body: spec.body, headers },
  );
  if (response.status >= 400) tally.refusals += 1;
  if (response.status === 404) tally['answered 404'] += 1;
  return response;
}

/** Tenant-scoped fingerprints of every tenant that exists (host included), by tenant id. */
async function everyTenant(): Promise<Record<string, Record<string, string>>> {
  const ids = [HOST_TENANT_ID, a.id, other, provisioned];
  const entries = await Promise.all(ids.map(async (id) => [id, await fingerprint(server.db, id, tables)]));
  return Object.fromEntries(entries) as Record<string, Record<string, string>>;
}

/** Tables whose fingerprint changed for one tenant. */
const changedOf = (before: Record<string, string>, after: Record<string, string>) =>
  Object.keys(after).filter((table) => before[table] !== after[table]);

beforeAll(async () => {
  server = await startTestApp();
  const demoId = await tenantId(server.db, 'demo');
  const demoAdmin = (
    await signIn(server.baseUrl, { tenant: 'demo', username: 'admin', password: demoPassword })
  ).accessToken;
  a = await populateTenant(server.baseUrl, demoId, demoAdmin);
  other = await createTenantWithAdmin(server.db, 'bystander');
  provisioned = await createTenantWithAdmin(server.db, 'provisioned');
  hostAdmin = (await signIn(server.baseUrl, { username: 'admin', password: demoPassword })).accessToken;
  const host = apiAs(server.baseUrl, hostAdmin);
  const roleName = unique('host-role');
  const userName = unique('host-user');
  const userEmail = `${userName}@isolation.local`;
  const role = await host<{ id: string }>('POST', '/api/identity/roles', { name: roleName });
  const user = await host<{ id: string }>('POST', '/api/identity/users', {
    userName,
    email: userEmail,
    password: '1q2w3E*x',
    roleNames: [roleName],
  });
  expect([role.status, user.status]).toEqual([200, 200]);
  hostRefs = {
    ...a.refs,
    tenantId: provisioned,
    roleId: role.body.id,
    roleName,
    userId: user.body.id,
    userName,
    userEmail,
  };
  hostOwn = { ...a.own, roleName, userName, userEmail };
  const mint = await createTokenMint(server.db, demoAdmin);
  // Host permission names written straight into the tenant's grants (the API refuses to grant them there).
  const forgerId = await insertUserWithGrants(server.db, demoId, 'forger', allHostPermissions);
  forger = await mint.forUser(demoAdmin, forgerId, demoId);
  tables = await tenantTables(server.db);
});
afterAll(async () => {
  await server?.close();
  await recordFigures('host isolation', {
    'host-only routes': hostOnlyRoutes.length,
    'host-callable routes': hostCallable.length,
    ...tally,
  });
});

describe('host-only routes and the host’s reach into tenants', () => {
  it('knows the host-only routes and how to call each', () => {
    expect(hostOnlyRoutes.map((e) => e.name).sort()).toEqual([
      'featureManagement.get',
      'featureManagement.update',
      'tenants.create',
      'tenants.delete',
      'tenants.get',
      'tenants.list',
      'tenants.update',
    ]);
    expect(hostCallable.length).toBeGreaterThan(hostOnlyRoutes.length + 10);
  });

  it('refuses a tenant’s user every host-only route (403), even with host permissions forged into its grants', async () => {
    const before = await databaseFingerprint(server.db);
    const failures: string[] = [];
    for (const endpoint of hostOnlyRoutes) {
      const builders = Object.values(callBuilders[endpoint.name] ?? {});
      const specs = builders.length > 0 ? builders.map((b) => b(a.refs, a.own)) : [{ params: { id: a.id } }];
      for (const spec of specs) {
        for (const [who, token] of [
          ['tenant admin', a.token],
          ['forged host grants', forger],
        ] as const) {
          const wrong = mismatch(await send(endpoint, spec, token), forbidden);
          if (wrong) failures.push(`${endpoint.name} [${who}] → ${wrong}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(changedTables(before, await databaseFingerprint(server.db))).toEqual({});
  });

  it('answers the host admin 404 for a tenant’s records in its identity, permission, feature and tenant routes', async () => {
    const before = await everyTenant();
    const failures: string[] = [];
    /** Sends the call with A's record and with a record of nobody (`ids`: both, to compare the answers). */
    const check = async (
      label: string,
      endpoint: Endpoint,
      [spec, swapped]: [CallSpec, CallSpec],
      ids: string[],
      expected: Expected,
    ) => {
      for (const headers of [undefined, { __tenant: a.id }]) {
        const tag = `${endpoint.name} [${label}${headers ? ', __tenant=A' : ''}]`;
        const response = await send(endpoint, spec, hostAdmin, headers);
        const nobody = await send(endpoint, swapped, hostAdmin, headers);
        const wrong = mismatch(response, expected);
        if (wrong) failures.push(`${tag} → ${wrong}`);
        else if (comparable(response, ids) !== comparable(nobody, ids)) {
          tally.leaks += 1;
          failures.push(`${tag}: A's record answered unlike a record of nobody`);
        }
      }
    };
    for (const endpoint of hostCallable) {
      const names = pathParamNames(endpoint.path);
      const first = Object.values(callBuilders[endpoint.name] ?? {})[0];
      const base = first ? hostCall(endpoint, first(hostRefs, hostOwn)) : {};
      if (names.length > 0) {
        // A tenant's record, never the tenant itself: tenants/{id} is given one of A's warehouses.
        const refOf = (name: string) =>
          endpoint.name.startsWith('tenants.') ? 'warehouseId' : refOfPathParam(endpoint, name);
        const params = Object.fromEntries(names.map((n) => [n, a.refs[refOf(n) as RefKey]]));
        const fresh = Object.fromEntries(names.map((n) => [n, nowhere(params[n] ?? '')]));
        await check(
          "A's id in path",
          endpoint,
          [
            { ...base, params },
            { ...base, params: fresh },
          ],
          [...Object.values(params), ...Object.values(fresh)],
          pathAnswers[endpoint.name] ?? notFound,
        );
      }
      for (const [name, builder] of Object.entries(callBuilders[endpoint.name] ?? {})) {
        // The same call with the host's own records works, so the answers below are about A's record.
        const own = await send(endpoint, hostCall(endpoint, builder(hostRefs, hostOwn)), hostAdmin);
        if (own.status >= 300)
          failures.push(`${endpoint.name}/${name} own call → ${own.status} ${JSON.stringify(own.body)}`);
        for (const key of refKeysOf(builder, a.own)) {
          const swap = (value: string) => hostCall(endpoint, builder({ ...hostRefs, [key]: value }, hostOwn));
          // The tenant id is how the host names the tenant it manages (the next test covers what that may
          // change); A's other records in its place name no tenant.
          const refs: RefKey[] = key === tenantReference ? ['userId', 'warehouseId'] : [key];
          for (const ref of refs) {
            const value = a.refs[ref];
            const fresh = nowhere(value);
            const expected = key === tenantReference ? notFound : referenceAnswer(endpoint, key);
            await check(
              `${name}: A's ${ref} as ${key}`,
              endpoint,
              [swap(value), swap(fresh)],
              [value, fresh],
              expected,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
    const after = await everyTenant();
    expect(changedOf(before[a.id] ?? {}, after[a.id] ?? {})).toEqual([]);
    expect(changedOf(before[other] ?? {}, after[other] ?? {})).toEqual([]);
  });

  it('writes into a tenant exactly what it was asked: its features, its row; nothing of any other tenant', async () => {
    const api = (method: string, path: string, body?: unknown) => {
      tally.requests += 1;
      tally['host writes checked'] += 1;
      return call<Record<string, unknown>>(server.baseUrl, method, path, { token: hostAdmin, body });
    };
    const feature = allFeatures[allFeatures.length - 1] as string;
    // A feature of A switched off: only A's feature values change (and A's access stamp with them, so that every
    // server process drops A's cached access, ADR 039), beside the host's audit entry.
    let before = await everyTenant();
    const features = await api('PUT', `/api/feature-management/features?providerName=T&providerKey=${a.id}`, {
      features: [{ name: feature, value: 'False' }],
    });
    expect(features.status).toBe(204);
    let after = await everyTenant();
    expect(changedOf(before[a.id] ?? {}, after[a.id] ?? {})).toEqual(['access_stamps', 'feature_values']);
    expect(changedOf(before[HOST_TENANT_ID] ?? {}, after[HOST_TENANT_ID] ?? {})).toEqual(['audit_logs']);
    expect(changedOf(before[other] ?? {}, after[other] ?? {})).toEqual([]);
    expect(changedOf(before[provisioned] ?? {}, after[provisioned] ?? {})).toEqual([]);
    const read = await api('GET', `/api/feature-management/features?providerName=T&providerKey=${a.id}`);
    const groups = read.body.groups as { features: { name: string; value: string | null }[] }[];
    expect(groups.flatMap((g) => g.features).find((f) => f.name === feature)?.value).toBe('False');

    // A tenant renamed: only its own row changes; the name stored is the name sent.
    before = after;
    const name = unique('renamed');
    const renamed = await api('PUT', `/api/multi-tenancy/tenants/${provisioned}`, { name });
    expect(renamed.status).toBe(200);
    after = await everyTenant();
    expect(changedOf(before[provisioned] ?? {}, after[provisioned] ?? {})).toEqual(['tenants']);
    expect(changedOf(before[HOST_TENANT_ID] ?? {}, after[HOST_TENANT_ID] ?? {})).toEqual(['audit_logs']);
    expect(changedOf(before[a.id] ?? {}, after[a.id] ?? {})).toEqual([]);
    expect(changedOf(before[other] ?? {}, after[other] ?? {})).toEqual([]);
    expect((await api('GET', `/api/multi-tenancy/tenants/${provisioned}`)).body.name).toBe(name);

    // A tenant created: its own rows appear; no existing tenant changes.
    before = after;
    const created = await api('POST', '/api/multi-tenancy/tenants', {
      name: unique('fresh'),
      adminEmailAddress: `${unique('admin')}@isolation.local`,
      adminPassword: demoPassword,
    });
    expect(created.status).toBe(200);
    after = await everyTenant();
    expect(changedOf(before[HOST_TENANT_ID] ?? {}, after[HOST_TENANT_ID] ?? {})).toEqual(['audit_logs']);
    for (const id of [a.id, other, provisioned])
      expect(changedOf(before[id] ?? {}, after[id] ?? {})).toEqual([]);
    const fresh = await fingerprint(server.db, String(created.body.id), tables);
    expect(Number(fresh.users?.split(':')[0])).toBe(1);

    // A tenant deleted: only its row changes.
    before = after;
    expect((await api('DELETE', `/api/multi-tenancy/tenants/${provisioned}`)).status).toBe(204);
    after = await everyTenant();
    expect(changedOf(before[a.id] ?? {}, after[a.id] ?? {})).toEqual([]);
    expect(changedOf(before[other] ?? {}, after[other] ?? {})).toEqual([]);
    expect(changedOf(before[HOST_TENANT_ID] ?? {}, after[HOST_TENANT_ID] ?? {})).toEqual(['audit_logs']);
    expect(changedOf(before[provisioned] ?? {}, after[provisioned] ?? {})).toEqual(['tenants']);
  });
});
