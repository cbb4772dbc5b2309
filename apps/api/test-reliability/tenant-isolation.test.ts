import { allEndpoints, pathParamNames, type Endpoint } from '@inventory/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type ApiResponse, type ErrorBody } from '../test/helpers/http.ts';
import { signIn } from '../test/helpers/sign-in.ts';
import { createTenantWithAdmin, demoPassword, tenantId } from '../test/helpers/tenants.ts';
import { startTestApp, type TestApp } from '../test/helpers/test-app.ts';
import { recordFigures } from './support/figures.ts';
import { fingerprint, tenantRows, tenantTables } from './support/security-fingerprint.ts';
import {
  callBuilders,
  needsBuiltCall,
  queryString,
  refKeysOf,
  type CallSpec,
} from './support/security-requests.ts';
import {
  comparable,
  expectedForReference,
  forbidden,
  hostOnly,
  isIdLikeQueryKey,
  mismatch,
  notFound,
  nowhere,
  pathAnswers,
  refOfPathParam,
  refOfQueryKey,
} from './support/isolation-expectations.ts';
import { fillPath, inBatches } from './support/security-routes.ts';
import { populateTenant, type RefKey, type Refs, type Tenant } from './support/security-world.ts';

// Generated from the contract's route table: tenant A (the seeded demo tenant, plus one of everything made through
// the API) is attacked by tenant B's admin with A's ids in every path, body and query the table declares.

const guarded = allEndpoints().filter((endpoint) => !endpoint.public);

/** POST calls that only read. */
const readOnlyPosts = new Set(['stock.checkGroupStock']);
const isWrite = (endpoint: Endpoint) => endpoint.method !== 'GET' && !readOnlyPosts.has(endpoint.name);

let server: TestApp;
let a: Tenant;
let b: Tenant;
let tables: string[];
let before: Record<string, string>;
/** A's ids and unique names: none may appear in anything B is answered. */
let secrets: string[];
const tally = { requests: 0, refusals: 0, notFound: 0, 'same as nowhere': 0, leaks: 0 };

function builderCases(endpoint: Endpoint) {
  return Object.entries(callBuilders[endpoint.name] ?? {});
}

async function send(
  endpoint: Endpoint,
  spec: CallSpec,
  headers?: Record<string, string>,
): Promise<ApiResponse<ErrorBody>> {
  const response = await call<ErrorBody>(
    server.baseUrl,
    endpoint.method,
    `${fillPath(endpoint, spec.params)}${queryString(spec.query)}`,
    { token: b.token, body: spec.body, headers },
  );
  tally.requests += 1;
  // A password change ends the caller's earlier tokens (issue 11): sign in again, as the client would.
  if (endpoint.name === 'account.changePassword' && response.status < 300)
    b.token = await signInAdmin('intruder');
  return response;
}

const signInAdmin = async (tenant: string) =>
  (await signIn(server.baseUrl, { tenant, username: 'admin', password: demoPassword })).accessToken;

/** A complaint when A's id is not answered exactly as an id that exists nowhere (same status and body). */
async function sameAsNowhere(
  label: string,
  endpoint: Endpoint,
  spec: CallSpec,
  answer: ApiResponse<ErrorBody>,
  swap: (value: (id: string) => string) => CallSpec,
  headers?: Record<string, string>,
): Promise<string | null> {
  const ids: string[] = [];
  const other = swap((id) => {
    const fresh = nowhere(id);
    ids.push(id, fresh);
    return fresh;
  });
  const response = await send(endpoint, other, headers);
  if (comparable(answer, ids) === comparable(response, ids)) {
    tally['same as nowhere'] += 1;
    return null;
  }
  tally.leaks += 1;
  return `${endpoint.name} [${label}] answers A's id ${comparable(answer, ids).slice(0, 200)} but an id of nobody ${comparable(response, ids).slice(0, 200)}`;
}

/** A's ids and names in an answer, beyond those the request itself carried (a 404 names the id it was asked). */
function leaked(spec: CallSpec, response: ApiResponse<unknown>): string[] {
  const asked = JSON.stringify(spec);
  const text = JSON.stringify(response.body ?? '');
  return secrets.filter((secret) => text.includes(secret) && !asked.includes(secret));
}

/** Records the outcome; answers a complaint when a write was not refused or a read showed A's data. */
function judge(
  label: string,
  endpoint: Endpoint,
  spec: CallSpec,
  response: ApiResponse<ErrorBody>,
): string | null {
  const seen = leaked(spec, response);
  const refused = response.status >= 400 && response.status < 500;
  if (refused) tally.refusals += 1;
  if (response.status === 404) tally.notFound += 1;
  if (response.status >= 500 || seen.length > 0 || (isWrite(endpoint) && !refused)) {
    tally.leaks += 1;
    return `${endpoint.name} [${label}] → ${response.status} ${response.body?.error?.code ?? ''} ${seen.join(',')}`;
  }
  return null;
}

beforeAll(async () => {
  server = await startTestApp();
  const demoId = await tenantId(server.db, 'demo');
  const bId = await createTenantWithAdmin(server.db, 'intruder');
  a = await populateTenant(server.baseUrl, demoId, await signInAdmin('demo'));
  b = await populateTenant(server.baseUrl, bId, await signInAdmin('intruder'));
  secrets = [...Object.values(a.refs), a.own.tag];
  tables = await tenantTables(server.db);
  before = await fingerprint(server.db, a.id, tables);
});
afterAll(async () => {
  await server?.close();
  await recordFigures('tenant isolation', {
    routes: guarded.length,
    requests: tally.requests,
    refusals: tally.refusals,
    'answered 404': tally.notFound,
    'answered as an id of nobody': tally['same as nowhere'],
    leaks: tally.leaks,
  });
});

describe('tenant isolation over the route table', () => {
  it('knows how to fill every id of every route (a new route with an id must be taught here)', () => {
    const unknownParams = guarded.flatMap((endpoint) =>
      pathParamNames(endpoint.path)
        .filter((name) => !refOfPathParam(endpoint, name))
        .map((name) => `${endpoint.name}: {${name}}`),
    );
    const unknownQueryKeys = guarded.flatMap((endpoint) =>
      Object.keys(endpoint.query?.shape ?? {})
        .filter((key) => isIdLikeQueryKey(key) && !refOfQueryKey[key])
        .map((key) => `${endpoint.name}: ?${key}`),
    );
    const unbuilt = guarded
      .filter((e) => needsBuiltCall(e) && builderCases(e).length === 0)
      .map((e) => e.name);
    expect({ unknownParams, unknownQueryKeys, unbuilt }).toEqual({
      unknownParams: [],
      unknownQueryKeys: [],
      unbuilt: [],
    });
  });

  it('answers another tenant’s id in every path with 404 (as an id of nobody), even with `__tenant` naming that tenant', async () => {
    const withIds = guarded.filter((endpoint) => pathParamNames(endpoint.path).length > 0);
    expect(withIds.length).toBeGreaterThan(30);
    const probes = withIds.flatMap((endpoint) => {
      const first = builderCases(endpoint)[0]?.[1];
      const base = first ? first(b.refs, b.own) : {};
      const params = Object.fromEntries(
        pathParamNames(endpoint.path).map((name) => [name, a.refs[refOfPathParam(endpoint, name) as RefKey]]),
      );
      const spec = { ...base, params };
      return [
        { endpoint, spec, headers: undefined },
        { endpoint, spec, headers: { __tenant: a.id } },
      ];
    });
    const complaints = await inBatches(probes, 4, async ({ endpoint, spec, headers }) => {
      const response = await send(endpoint, spec, headers);
      const expected = hostOnly(endpoint) ? forbidden : (pathAnswers[endpoint.name] ?? notFound);
      const label = `A's id in path${headers ? ', __tenant=A' : ''}`;
      const complaint = judge(label, endpoint, spec, response);
      if (complaint) return complaint;
      const wrong = mismatch(response, expected);
      if (wrong) {
        tally.leaks += 1;
        return `${endpoint.name} [${label}] → ${wrong}`;
      }
      return sameAsNowhere(
        label,
        endpoint,
        spec,
        response,
        (fresh) => ({
          ...spec,
          params: Object.fromEntries(Object.entries(spec.params ?? {}).map(([k, v]) => [k, fresh(v)])),
        }),
        headers,
      );
    });
    expect(complaints.filter(Boolean)).toEqual([]);
  });

  it('answers another tenant’s id in every body and query as declared (404 unless named) and as an id of nobody', async () => {
    const complaints: string[] = [];
    let variants = 0;
    for (const endpoint of guarded) {
      for (const [name, builder] of builderCases(endpoint)) {
        const own = await send(endpoint, builder(b.refs, b.own));
        // The host-only calls refuse a tenant admin before reading anything: no own call to prove valid.
        if (own.status >= 300 && !hostOnly(endpoint))
          complaints.push(`${endpoint.name}/${name} own call → ${own.status} ${JSON.stringify(own.body)}`);
        for (const key of refKeysOf(builder, b.own)) {
          const refs: Refs = { ...b.refs, [key]: a.refs[key] };
          const spec = builder(refs, b.own);
          const response = await send(endpoint, spec);
          variants += 1;
          const label = `${name}: A's ${key}`;
          const complaint = judge(label, endpoint, spec, response);
          const wrong = mismatch(response, expectedForReference(endpoint, key));
          if (complaint) complaints.push(complaint);
          else if (wrong) {
            tally.leaks += 1;
            complaints.push(`${endpoint.name} [${label}] → ${wrong}`);
          } else {
            const swapped = await sameAsNowhere(label, endpoint, spec, response, (fresh) =>
              builder({ ...b.refs, [key]: fresh(a.refs[key]) }, b.own),
            );
            if (swapped) complaints.push(swapped);
          }
        }
      }
    }
    expect(variants).toBeGreaterThan(40);
    expect(complaints).toEqual([]);
  });

  it('never lists another tenant’s records; filtered by its ids, lists as for an id of nobody', async () => {
    const lists = guarded.filter(
      (endpoint) =>
        endpoint.method === 'GET' && pathParamNames(endpoint.path).length === 0 && !needsBuiltCall(endpoint),
    );
    expect(lists.length).toBeGreaterThan(15);
    const probes = lists.flatMap((endpoint) => {
      const keys = Object.keys(endpoint.query?.shape ?? {});
      const page: Record<string, number> = keys.includes('MaxResultCount') ? { MaxResultCount: 1000 } : {};
      return [
        { endpoint, query: page, label: 'list' },
        ...keys
          .filter((key) => refOfQueryKey[key])
          .map((key) => ({
            endpoint,
            query: { ...page, [key]: a.refs[refOfQueryKey[key] as RefKey] },
            label: `?${key}=A's`,
          })),
      ];
    });
    const complaints = await inBatches(probes, 4, async ({ endpoint, query, label }) => {
      const response = await send(endpoint, { query });
      const expected = hostOnly(endpoint) ? 403 : 200;
      if (response.status !== expected) return `${endpoint.name} [${label}] → ${response.status}`;
      const complaint = judge(label, endpoint, { query }, response);
      if (complaint || label === 'list') return complaint;
      // Filtering by A's id answers exactly as filtering by an id of nobody.
      return sameAsNowhere(label, endpoint, { query }, response, (fresh) => ({
        query: Object.fromEntries(
          Object.entries(query).map(([k, v]) => [k, typeof v === 'string' ? fresh(v) : v]),
        ),
      }));
    });
    expect(complaints.filter(Boolean)).toEqual([]);
  });

  it('refuses another tenant’s file behind a signed URL whose tenant was swapped', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const own = await call<{ signedUrl: string; downUrl: string }>(
      server.baseUrl,
      'GET',
      '/api/app/upload/upload-result?FileName=p.png&ContentType=image/png',
      { token: a.token },
    );
    expect(own.status).toBe(200);
    // The embedded store's links are root-relative (ADR 028): resolved as a browser does, against the server.
    const absolute = (url: string) => new URL(url, server.baseUrl).toString();
    const put = await fetch(absolute(own.body.signedUrl), {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: png,
    });
    expect(put.status).toBe(200);
    expect((await fetch(absolute(own.body.downUrl))).status).toBe(200);
    // B's own signed URLs, pointed at A's tenant folder: the signature covers the tenant.
    const mine = await call<{ signedUrl: string; downUrl: string }>(
      server.baseUrl,
      'GET',
      '/api/app/upload/upload-result?FileName=p.png&ContentType=image/png',
      { token: b.token },
    );
    const swap = (url: string, fileName?: string) => {
      const parsed = new URL(absolute(url));
      const file = parsed.pathname.split('/').at(-1) ?? '';
      parsed.pathname = `/api/app/upload/file/${a.id}/${fileName ?? file}`;
      return parsed.toString();
    };
    const ownFile = new URL(absolute(own.body.downUrl)).pathname.split('/').at(-1) ?? '';
    const attempts = [
      await fetch(swap(mine.body.signedUrl), {
        method: 'PUT',
        headers: { 'content-type': 'image/png' },
        body: png,
      }),
      await fetch(swap(mine.body.downUrl)),
      await fetch(swap(mine.body.downUrl, ownFile)),
    ];
    tally.requests += attempts.length;
    expect(attempts.map((response) => response.status)).toEqual([403, 403, 403]);
    tally.refusals += attempts.length;
  });

  it('left every row of the attacked tenant as it was, and wrote none of its ids into the attacker’s rows', async () => {
    expect(await fingerprint(server.db, a.id, tables)).toEqual(before);
    const bRows = await tenantRows(server.db, b.id, tables);
    const foreign = Object.entries(bRows).flatMap(([table, rows]) =>
      rows.filter((row) => secrets.some((secret) => row.includes(secret))).map((row) => `${table}: ${row}`),
    );
    expect(foreign).toEqual([]);
    expect(tables.length).toBeGreaterThan(20);
  });
});
