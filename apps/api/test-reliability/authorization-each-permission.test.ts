import {
  allEndpoints,
  allHostPermissions,
  allTenantPermissions,
  ErrorCodes,
  type Endpoint,
} from '@inventory/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_TENANT_ID } from '../src/db/database.ts';
import { call, type ErrorBody } from '../test/helpers/http.ts';
import { signIn } from '../test/helpers/sign-in.ts';
import { createTenantWithAdmin, demoPassword, tenantId } from '../test/helpers/tenants.ts';
import { startTestApp, type TestApp } from '../test/helpers/test-app.ts';
import { recordFigures } from './support/figures.ts';
import { callBuilders, queryString, type CallSpec } from './support/security-requests.ts';
import { fillPath } from './support/security-routes.ts';
import { createTokenMint, type TokenMint } from './support/security-tokens.ts';
import { insertUserWithGrants } from './support/security-users.ts';
import { populateTenant, type Tenant } from './support/security-world.ts';

// Calls that need more than one permission (a document save needs its area's permission, .Create or .Update, and
// .Submit when it submits; permission management needs the provider's own permission): every valid call of the
// route table is made by a user holding exactly what it needs — it must work — and then by users each missing one
// of those permissions alone — each must be refused with 403.

/** What a call needs: every one of `all`, and at least one of `anyOf` when given. */
interface Needs {
  all: string[];
  anyOf?: string[];
}

const declared = (endpoint: Endpoint): string[] =>
  endpoint.permission === null
    ? []
    : typeof endpoint.permission === 'string'
      ? [endpoint.permission]
      : [...endpoint.permission];

/** A document save: the area's permission, .Update for an existing document or .Create, and .Submit to submit. */
function saveNeeds(endpoint: Endpoint, spec: CallSpec): Needs {
  const area = declared(endpoint)[0] ?? '';
  const docs = (Array.isArray(spec.body) ? spec.body : [spec.body]) as { id?: string; isSubmit?: boolean }[];
  const needs = new Set([area]);
  for (const doc of docs) {
    needs.add(doc.id ? `${area}.Update` : `${area}.Create`);
    if (doc.isSubmit) needs.add(`${area}.Submit`);
  }
  return { all: [...needs] };
}

/** Needs beyond the declared permission, by endpoint (abp-contract.md and the endpoints' conditionalPermissions). */
const conditional: Record<string, (endpoint: Endpoint, spec: CallSpec) => Needs> = {
  'purchaseInvoice.save': saveNeeds,
  'sellInvoice.save': saveNeeds,
  'warehouseInvoice.save': saveNeeds,
  'warehouseInvoice.saveMany': saveNeeds,
  'yield.save': saveNeeds,
  'permissionManagement.get': (_e, spec) => ({
    all: [
      spec.query?.providerName === 'R'
        ? 'AbpIdentity.Roles.ManagePermissions'
        : 'AbpIdentity.Users.ManagePermissions',
    ],
  }),
  'permissionManagement.update': (_e, spec) =>
    conditional['permissionManagement.get']?.(_e, spec) ?? { all: [] },
  // The host edits a tenant's features with either ABP permission.
  'featureManagement.get': () => ({
    all: [],
    anyOf: ['AbpTenantManagement.Tenants.ManageFeatures', 'FeatureManagement.ManageHostFeatures'],
  }),
  'featureManagement.update': () => ({
    all: [],
    anyOf: ['AbpTenantManagement.Tenants.ManageFeatures', 'FeatureManagement.ManageHostFeatures'],
  }),
};

const needsOf = (endpoint: Endpoint, spec: CallSpec): Needs =>
  conditional[endpoint.name]?.(endpoint, spec) ?? { all: declared(endpoint) };

const isHostPermission = (name: string) =>
  allHostPermissions.includes(name) && !allTenantPermissions.includes(name);

let server: TestApp;
let demo: Tenant;
/** A tenant the host's calls (rename, features) may change, so that the demo tenant keeps its name. */
let target: string;
let mint: TokenMint;
let template: string;
const tokens = new Map<string, string>();
const tally = { calls: 0, requests: 0, refusals: 0, combinations: 0, bypasses: 0 };

/** A token of a user in the demo tenant (or the host) holding exactly `grants`; one user per set of grants. */
async function tokenOf(host: boolean, grants: readonly string[]): Promise<string> {
  const key = `${host ? 'host' : 'tenant'}:${[...grants].sort().join(',')}`;
  const existing = tokens.get(key);
  if (existing) return existing;
  const userId = await insertUserWithGrants(
    server.db,
    host ? HOST_TENANT_ID : demo.id,
    `exact-${tokens.size}`,
    grants,
  );
  const token = await mint.forUser(template, userId, host ? null : demo.id);
  tokens.set(key, token);
  return token;
}

beforeAll(async () => {
  server = await startTestApp();
  const demoId = await tenantId(server.db, 'demo');
  template = (await signIn(server.baseUrl, { tenant: 'demo', username: 'admin', password: demoPassword }))
    .accessToken;
  mint = await createTokenMint(server.db, template);
  demo = await populateTenant(server.baseUrl, demoId, template);
  target = await createTenantWithAdmin(server.db, 'provisioned');
});
afterAll(async () => {
  await server?.close();
  await recordFigures('authorization, each permission', {
    'valid calls': tally.calls,
    'permission sets': tally.combinations,
    requests: tally.requests,
    refusals: tally.refusals,
    bypasses: tally.bypasses,
  });
});

describe('each permission a call needs, removed alone', () => {
  it('declares what every multi-permission route needs (a route with conditional permissions must be taught here)', () => {
    const undeclared = allEndpoints()
      .filter((endpoint) => endpoint.conditionalPermissions.length > 0 && !conditional[endpoint.name])
      .map((endpoint) => endpoint.name);
    expect(undeclared).toEqual([]);
  });

  it('works with exactly the needed permissions and is refused (403) without any one of them', async () => {
    const failures: string[] = [];
    for (const [name, cases] of Object.entries(callBuilders)) {
      const endpoint = allEndpoints().find((e) => e.name === name);
      if (!endpoint) throw new Error(`no endpoint ${name}`);
      for (const [label, builder] of Object.entries(cases)) {
        const spec = builder({ ...demo.refs, tenantId: target }, demo.own);
        const needs = needsOf(endpoint, spec);
        const all = [...needs.all, ...(needs.anyOf ?? [])];
        if (all.length === 0) continue;
        const host = all.every(isHostPermission);
        const send = async (grants: readonly string[]) => {
          tally.requests += 1;
          return call<ErrorBody | null>(
            server.baseUrl,
            endpoint.method,
            `${fillPath(endpoint, spec.params)}${queryString(spec.query)}`,
            { token: await tokenOf(host, grants), body: spec.body },
          );
        };
        // Each one missing alone; an `anyOf` set is missing only when none of it is held.
        const lacking = [
          ...needs.all.map((missing) => ({
            missing,
            grants: [...needs.all.filter((p) => p !== missing), ...(needs.anyOf ?? [])],
          })),
          ...(needs.anyOf ? [{ missing: needs.anyOf.join(' and '), grants: needs.all }] : []),
        ];
        for (const { missing, grants } of lacking) {
          tally.combinations += 1;
          const response = await send(grants);
          const got = `${response.status} ${response.body?.error?.code ?? ''}`;
          if (got === `403 ${ErrorCodes.Forbidden}`) tally.refusals += 1;
          else {
            tally.bypasses += 1;
            failures.push(`${name}/${label} without ${missing} → ${got}`);
          }
        }
        // Either one of an `anyOf` set is enough.
        const enough = needs.anyOf ? needs.anyOf.map((one) => [...needs.all, one]) : [needs.all];
        for (const grants of enough) {
          tally.combinations += 1;
          const response = await send(grants);
          if (response.status >= 300)
            failures.push(
              `${name}/${label} with exactly ${grants.join('+')} → ${response.status} ${JSON.stringify(response.body)}`,
            );
        }
        tally.calls += 1;
      }
    }
    expect(tally.calls).toBeGreaterThan(30);
    expect(failures).toEqual([]);
  });
});
