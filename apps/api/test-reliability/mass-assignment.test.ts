import {
  allEndpoints,
  allTenantPermissions,
  endpointByName,
  permissionsOf,
  type Endpoint,
} from '@inventory/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_TENANT_ID } from '../src/db/database.ts';
import { call, type ApiResponse } from '../test/helpers/http.ts';
import { signIn } from '../test/helpers/sign-in.ts';
import { createTenantWithAdmin, demoPassword, tenantId } from '../test/helpers/tenants.ts';
import { startTestApp, type TestApp } from '../test/helpers/test-app.ts';
import { recordFigures } from './support/figures.ts';
import { fingerprint, tenantRows, tenantTables } from './support/security-fingerprint.ts';
import {
  declaredKeys,
  declaredLineKeys,
  inject,
  markers,
  serverOwnedFields,
  serverOwnedLineFields,
} from './support/security-injection.ts';
import { callBuilders, queryString, type CallSpec } from './support/security-requests.ts';
import { fillPath } from './support/security-routes.ts';
import { populateTenant, type Tenant } from './support/security-world.ts';

// Generated from the route table: every signed-in POST/PUT with a body gets server-owned fields injected (top level
// and in its lines); afterwards none of the injected values may be found in the database or in any answer.

const bodyRoutes = allEndpoints().filter(
  (endpoint) => !endpoint.public && endpoint.body !== undefined && ['POST', 'PUT'].includes(endpoint.method),
);

/**
 * Declared fields of the list above that the client does own, and why (they are not injected one by one).
 */
const clientOwned: Record<string, { fields: string[]; why: string }> = {
  'account.updateProfile': {
    fields: ['extraProperties'],
    why: 'ABP extensible DTO: extra properties are input',
  },
  'identityUsers.create': { fields: ['extraProperties'], why: 'ABP extensible DTO' },
  'identityUsers.update': { fields: ['extraProperties'], why: 'ABP extensible DTO' },
  'identityRoles.create': { fields: ['extraProperties'], why: 'ABP extensible DTO' },
  'identityRoles.update': { fields: ['extraProperties'], why: 'ABP extensible DTO' },
  'tenants.create': { fields: ['extraProperties'], why: 'ABP extensible DTO' },
  'tenants.update': { fields: ['extraProperties'], why: 'ABP extensible DTO' },
  'sku.create': { fields: ['state'], why: 'an SKU is switched on/off by its editor (SkuState)' },
  'sku.update': { fields: ['state'], why: 'an SKU is switched on/off by its editor (SkuState)' },
};

/** Declared line fields the client owns: a warehouse line's `itemId` names the document line it serves. */
const clientOwnedLine: Record<string, { fields: string[]; why: string }> = {
  'warehouseInvoice.save': {
    fields: ['itemId'],
    why: 'names the purchase/sell/production line received or delivered',
  },
  'warehouseInvoice.saveMany': { fields: ['itemId'], why: 'as warehouseInvoice.save' },
};

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
const answers: string[] = [];
const tally = { requests: 0, refusals: 0, injectedFields: 0, persisted: 0 };

async function send(endpoint: Endpoint, spec: CallSpec, body: unknown): Promise<ApiResponse<unknown>> {
  const response = await call(
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
  // A refusal may name the id it was asked for; only what the server accepted can show a persisted value.
  if (response.status < 300) answers.push(`${endpoint.name}: ${JSON.stringify(response.body ?? '')}`);
  // Read the record back through its own GET, as a client would.
  const id = (response.body as { id?: unknown } | null)?.id;
  const get = endpointByName(`${endpoint.name.split('.')[0]}.get`);
  if (response.status < 300 && typeof id === 'string' && get) {
    const readBack = await call(server.baseUrl, 'GET', fillPath(get, { id }), {
      token: hostOnly(get) ? hostAdmin : tenant.token,
    });
    answers.push(`${get.name}: ${JSON.stringify(readBack.body ?? '')}`);
  }
  return response;
}

function cases(endpoint: Endpoint) {
  return Object.entries(callBuilders[endpoint.name] ?? {}).map(([name, builder]) => ({
    name,
    spec: builder(tenant.refs, tenant.own),
  }));
}

/** Every injected value found anywhere: the tenant's rows, the host's rows, the tenants table, the answers. */
async function injectedValuesFound(): Promise<string[]> {
  const rows = [
    ...Object.entries(await tenantRows(server.db, tenant.id, tables)),
    ...Object.entries(await tenantRows(server.db, HOST_TENANT_ID, tables)),
  ].flatMap(([table, texts]) => texts.map((text) => `${table}: ${text}`));
  const tenants = await server.db.system((trx) =>
    sql<{ row: string }>`SELECT t::text AS row FROM tenants t`.execute(trx),
  );
  const everything = [...rows, ...tenants.rows.map((r) => `tenants: ${r.row}`), ...answers];
  return everything.filter((text) => markers.some((marker) => text.toLowerCase().includes(marker)));
}

async function deletedCounts(): Promise<Record<string, number>> {
  const withFlag = await server.db.system((trx) =>
    sql<{ table_name: string }>`SELECT table_name FROM information_schema.columns
      WHERE table_schema = 'public' AND column_name = 'is_deleted' AND table_name <> 'tenants'`.execute(trx),
  );
  return server.db.tenant(tenant.id, async (trx) => {
    const counts: Record<string, number> = {};
    for (const { table_name: table } of withFlag.rows) {
      const { rows } = await sql<{
        n: string;
      }>`SELECT count(*)::text AS n FROM ${sql.table(table)} WHERE is_deleted`.execute(trx);
      counts[table] = Number(rows[0]?.n ?? 0);
    }
    return counts;
  });
}

beforeAll(async () => {
  server = await startTestApp();
  otherTenantId = await tenantId(server.db, 'demo');
  const id = await createTenantWithAdmin(server.db, 'assigner');
  const token = (
    await signIn(server.baseUrl, { tenant: 'assigner', username: 'admin', password: demoPassword })
  ).accessToken;
  hostAdmin = (await signIn(server.baseUrl, { username: 'admin', password: demoPassword })).accessToken;
  tenant = await populateTenant(server.baseUrl, id, token);
  tables = await tenantTables(server.db);
  otherBefore = await fingerprint(server.db, otherTenantId, tables);
  deletedBefore = await deletedCounts();
});
afterAll(async () => {
  await server?.close();
  await recordFigures('mass assignment', {
    routes: bodyRoutes.length,
    'fields injected': tally.injectedFields,
    requests: tally.requests,
    refusals: tally.refusals,
    persisted: tally.persisted,
    leaks: tally.persisted,
  });
});

describe('mass assignment over every body of the route table', () => {
  it('has a valid call for every body route (a new route must be given one) and starts clean', async () => {
    expect(bodyRoutes.length).toBeGreaterThan(30);
    expect(bodyRoutes.filter((endpoint) => cases(endpoint).length === 0).map((e) => e.name)).toEqual([]);
    expect(await injectedValuesFound()).toEqual([]);
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

  it('treats declared server-owned fields (ids, totals, stamps) as checks or ignores them, one at a time', async () => {
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
          const response = await send(endpoint, spec, probe.body);
          if (response.status >= 500)
            failures.push(`${endpoint.name}/${name} ${probe.key} → ${response.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('persisted none of the injected values, wrote nothing into the tenant named by `tenantId`, deleted nothing', async () => {
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
      answers.push(`${list.name}: ${JSON.stringify(response.body ?? '')}`);
    }
    const found = await injectedValuesFound();
    tally.persisted = found.length;
    expect(found).toEqual([]);
    expect(await fingerprint(server.db, otherTenantId, tables)).toEqual(otherBefore);
    expect(await deletedCounts()).toEqual(deletedBefore);
  });
});
