import {
  allEndpoints,
  allTenantPermissions,
  endpointByName,
  permissionsOf,
  type Endpoint,
} from '@inventory/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type ApiResponse, type ErrorBody } from '../test/helpers/http.ts';
import { signIn } from '../test/helpers/sign-in.ts';
import { createTenantWithAdmin, demoPassword, tenantId } from '../test/helpers/tenants.ts';
import { startTestApp, type TestApp } from '../test/helpers/test-app.ts';
import { recordFigures } from './support/figures.ts';
import { deletedCounts, injectedValuesFound, unsearchedFields } from './support/mass-assignment-search.ts';
import { clientOwned, clientOwnedLine, declaredOutcome } from './support/mass-assignment-rules.ts';
import { fingerprint, tenantTables } from './support/security-fingerprint.ts';
import {
  declaredKeys,
  declaredLineKeys,
  inject,
  serverOwnedFields,
  serverOwnedLineFields,
} from './support/security-injection.ts';
import { callBuilders, queryString, type CallSpec } from './support/security-requests.ts';
import { fillPath } from './support/security-routes.ts';
import { populateTenant, type Tenant } from './support/security-world.ts';

// Generated from the route table: every signed-in POST/PUT with a body gets server-owned fields injected (top level
// and in its lines); afterwards none of the injected values may be found in any table or in any answer.

const bodyRoutes = allEndpoints().filter(
  (endpoint) => !endpoint.public && endpoint.body !== undefined && ['POST', 'PUT'].includes(endpoint.method),
);

const hostOnly = (endpoint: Endpoint) => {
  const permissions = permissionsOf(endpoint);
  return permissions.length > 0 && permissions.every((p) => !allTenantPermissions.includes(p));
};

let server: TestApp;
let tenant: Tenant;
let hostAdmin: string;
let otherTenantId: string;
let tables: string[];
let otherBefore: Record<string, string>;
let deletedBefore: Record<string, number>;
const answers: { label: string; body: unknown }[] = [];
const tally = { requests: 0, refusals: 0, injectedFields: 0, checks: 0, ignored: 0, persisted: 0 };

async function send(
  endpoint: Endpoint,
  spec: CallSpec,
  body: unknown,
): Promise<ApiResponse<ErrorBody | null>> {
  const response = await call<ErrorBody | null>(
    server.baseUrl,
    endpoint.method,
    `${fillPath(endpoint, spec.params)}${queryString(spec.query)}`,
    {
      token: hostOnly(endpoint) ? hostAdmin : tenant.token,
      body,
    },
  );
  tally.requests += 1;
  if (response.status >= 400) tally.refusals += 1;
  // A password change ends the caller's earlier tokens (issue 11): sign in again, as the client would.
  if (endpoint.name === 'account.changePassword' && response.status < 300) tenant.token = await signInAdmin();
  // A refusal may name the id it was asked for; only what the server accepted can show a persisted value.
  if (response.status < 300) answers.push({ label: endpoint.name, body: response.body });
  // Read the record back through its own GET, as a client would.
  const id = (response.body as { id?: unknown } | null)?.id;
  const get = endpointByName(`${endpoint.name.split('.')[0]}.get`);
  if (response.status < 300 && typeof id === 'string' && get) {
    const readBack = await call(server.baseUrl, 'GET', fillPath(get, { id }), {
      token: hostOnly(get) ? hostAdmin : tenant.token,
    });
    answers.push({ label: get.name, body: readBack.body });
  }
  return response;
}

function cases(endpoint: Endpoint) {
  return Object.entries(callBuilders[endpoint.name] ?? {}).map(([name, builder]) => ({
    name,
    spec: builder(tenant.refs, tenant.own),
  }));
}

const signInAdmin = async () =>
  (await signIn(server.baseUrl, { tenant: 'assigner', username: 'admin', password: demoPassword }))
    .accessToken;

beforeAll(async () => {
  server = await startTestApp();
  otherTenantId = await tenantId(server.db, 'demo');
  const id = await createTenantWithAdmin(server.db, 'assigner');
  const token = await signInAdmin();
  hostAdmin = (await signIn(server.baseUrl, { username: 'admin', password: demoPassword })).accessToken;
  tenant = await populateTenant(server.baseUrl, id, token);
  tables = await tenantTables(server.db);
  otherBefore = await fingerprint(server.db, otherTenantId, tables);
  deletedBefore = await deletedCounts(server.db, tenant.id);
});
afterAll(async () => {
  await server?.close();
  await recordFigures('mass assignment', {
    routes: bodyRoutes.length,
    'fields injected': tally.injectedFields,
    requests: tally.requests,
    refusals: tally.refusals,
    'declared: checks refused': tally.checks,
    'declared: ignored': tally.ignored,
    persisted: tally.persisted,
    leaks: tally.persisted,
  });
});

describe('mass assignment over every body of the route table', () => {
  it('has a valid call for every body route (a new route must be given one) and starts clean', async () => {
    expect(bodyRoutes.length).toBeGreaterThan(30);
    expect(bodyRoutes.filter((endpoint) => cases(endpoint).length === 0).map((e) => e.name)).toEqual([]);
    expect(await injectedValuesFound(server.db, answers)).toEqual([]);
  });

  it('has a search for every value it injects (text markers, the enum value 77, isDeleted, the tenant id)', () => {
    expect(unsearchedFields(otherTenantId)).toEqual([]);
  });

  it('ignores undeclared server-owned fields: each call answers as it would without them', async () => {
    const failures: string[] = [];
    for (const endpoint of bodyRoutes) {
      const declared = declaredKeys(endpoint.body);
      const lineKeys = Object.values(declaredLineKeys(endpoint.body)).flat();
      const fields = Object.fromEntries(
        Object.entries({ ...serverOwnedFields, tenantId: otherTenantId }).filter(
          ([key]) => !declared.includes(key),
        ),
      );
      const lineFields = Object.fromEntries(
        Object.entries(serverOwnedLineFields).filter(([key]) => !lineKeys.includes(key)),
      );
      for (const { name, spec } of cases(endpoint)) {
        tally.injectedFields += Object.keys(fields).length + Object.keys(lineFields).length;
        const response = await send(endpoint, spec, inject(spec.body, fields, lineFields));
        if (response.status >= 300)
          failures.push(`${endpoint.name}/${name} → ${response.status} ${JSON.stringify(response.body)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('treats each declared server-owned field (ids, totals, stamps) exactly as declared: a check or ignored', async () => {
    const failures: string[] = [];
    for (const endpoint of bodyRoutes) {
      const owned = clientOwned[endpoint.name]?.fields ?? [];
      const declared = declaredKeys(endpoint.body).filter(
        (key) => key in serverOwnedFields && !owned.includes(key),
      );
      const ownedLine = clientOwnedLine[endpoint.name]?.fields ?? [];
      const lineKeys = [...new Set(Object.values(declaredLineKeys(endpoint.body)).flat())].filter(
        (key) => key in serverOwnedLineFields && !ownedLine.includes(key),
      );
      for (const { name, spec } of cases(endpoint)) {
        const set = new Set(Object.keys((Array.isArray(spec.body) ? spec.body[0] : spec.body) ?? {}));
        const probes = [
          ...declared
            .filter((key) => !set.has(key))
            .map((key) => ({ key, body: inject(spec.body, { [key]: serverOwnedFields[key] }, {}) })),
          ...lineKeys.map((key) => ({
            key: `line ${key}`,
            body: inject(spec.body, {}, { [key]: serverOwnedLineFields[key] }),
          })),
        ];
        for (const probe of probes) {
          tally.injectedFields += 1;
          const outcome = declaredOutcome[probe.key]?.(endpoint, spec);
          if (!outcome) {
            failures.push(`${endpoint.name}/${name} ${probe.key}: no declared outcome (add it above)`);
            continue;
          }
          const before = outcome === 'ignored' ? {} : await fingerprint(server.db, tenant.id, tables);
          const response = await send(endpoint, spec, probe.body);
          const got = `${response.status} ${response.body?.error?.code ?? ''}`.trim();
          if (outcome === 'ignored') {
            tally.ignored += 1;
            if (response.status >= 300)
              failures.push(`${endpoint.name}/${name} ${probe.key} → ${got}, expected 2xx`);
            continue;
          }
          tally.checks += 1;
          const wanted = `${outcome.status} ${outcome.code}`;
          if (got !== wanted)
            failures.push(`${endpoint.name}/${name} ${probe.key} → ${got}, expected ${wanted}`);
          const after = await fingerprint(server.db, tenant.id, tables);
          const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
          if (changed.length > 0)
            failures.push(`${endpoint.name}/${name} ${probe.key} refused but changed ${changed}`);
        }
      }
    }
    expect(tally.checks).toBeGreaterThan(10);
    expect(failures).toEqual([]);
  });

  it('stored and answered none of the injected values, wrote nothing into the tenant named by `tenantId`, deleted nothing', async () => {
    for (const list of allEndpoints().filter(
      (e) =>
        e.method === 'GET' && !e.public && !e.path.includes('{') && !hostOnly(e) && !callBuilders[e.name],
    )) {
      const response = await call(
        server.baseUrl,
        'GET',
        `${list.path}${list.query?.shape && 'MaxResultCount' in list.query.shape ? '?MaxResultCount=1000' : ''}`,
        {
          token: tenant.token,
        },
      );
      answers.push({ label: list.name, body: response.body });
    }
    const found = await injectedValuesFound(server.db, answers);
    tally.persisted = found.length;
    expect(found).toEqual([]);
    expect(await fingerprint(server.db, otherTenantId, tables)).toEqual(otherBefore);
    expect(await deletedCounts(server.db, tenant.id)).toEqual(deletedBefore);
  });
});
