import {
  AbpErrorFormatHeader,
  allEndpoints,
  allTenantPermissions,
  pathParamNames,
  permissionsOf,
  type Endpoint,
} from '@inventory/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_TENANT_ID } from '../src/db/database.ts';
import { signIn } from '../test/helpers/sign-in.ts';
import { createTenantWithAdmin, demoPassword, tenantId } from '../test/helpers/tenants.ts';
import { startTestApp, type TestApp } from '../test/helpers/test-app.ts';
import { recordFigures } from './support/figures.ts';
import { hostileBodies, oddSortings, prototypeQuery, type HostileCase } from './support/hostile-requests.ts';
import { fingerprint, tenantTables } from './support/security-fingerprint.ts';
import { callBuilders, queryString, type CallSpec } from './support/security-requests.ts';
import { fillPath } from './support/security-routes.ts';
import { populateTenant, type Tenant } from './support/security-world.ts';
import { holds, TenantSnapshot, type TenantChange } from './support/tenant-snapshot.ts';

/*
 * Valid-but-hostile requests (issue 11): values the contracts accept, so that they reach the handlers and the SQL —
 * boundary numbers, long unicode, SQL-looking and prototype-looking text in every body of every valid call,
 * prototype keys inside objects, odd `Sorting` and prototype-named query keys on every list. The rules are the
 * fuzzer's: never a 5xx, a refusal is a 4xx in ABP's envelope that changed nothing, and an accepted call changed
 * only the tables the same call changes with plain values, storing the text or number exactly as sent.
 */

const guarded = allEndpoints().filter((endpoint) => !endpoint.public);
const hostOnly = (endpoint: Endpoint) => {
  const permissions = permissionsOf(endpoint);
  return permissions.length > 0 && permissions.every((p) => !allTenantPermissions.includes(p));
};
/** Lists: GETs without a path parameter that a plain query satisfies. */
const lists = guarded.filter(
  (e) => e.method === 'GET' && pathParamNames(e.path).length === 0 && !callBuilders[e.name],
);
/**
 * Tables an update may change beyond those its plain call changes, where the plain call stores the values already
 * there (a no-op): a new value writes these.
 */
const beyondNoOp: Record<string, string[]> = {
  'settings.update': ['settings', 'audit_logs'],
  'sku.update': ['skus', 'sku_components', 'audit_logs'],
};
/** Password-only calls: nothing they take is stored as sent. */
const skipped = new Set(['account.changePassword', 'account.setPassword']);

let server: TestApp;
let caller: Tenant;
let hostAdmin: string;
let demoId: string;
let tables: string[];
let snapshot: TenantSnapshot;
let othersBefore: Record<string, Record<string, string>>;
const prototypeBefore = Object.getOwnPropertyNames(Object.prototype).sort();
const tally = { requests: 0, accepted: 0, refused: 0, '5xx': 0, 'stored as sent': 0, lists: 0, bodies: 0 };

interface Answer {
  status: number;
  envelope: boolean;
  body: unknown;
}

async function send(endpoint: Endpoint, spec: CallSpec, token: string, raw?: string): Promise<Answer> {
  const query =
    Array.isArray(spec.query) && spec.query.length > 0
      ? `?${new URLSearchParams(spec.query as [string, string][]).toString()}`
      : queryString(spec.query);
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  const body = raw ?? (spec.body === undefined ? undefined : JSON.stringify(spec.body));
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${server.baseUrl}${fillPath(endpoint, spec.params)}${query}`, {
    method: endpoint.method,
    headers,
    body,
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  tally.requests += 1;
  if (response.status >= 500) tally['5xx'] += 1;
  else if (response.status >= 400) tally.refused += 1;
  else tally.accepted += 1;
  const error = (parsed as { error?: { message?: unknown } } | null)?.error;
  return {
    status: response.status,
    envelope: response.headers.get(AbpErrorFormatHeader) === 'true' && typeof error?.message === 'string',
    body: parsed,
  };
}

/** Why a refusal is wrong ('' when it is a 4xx envelope that changed nothing). */
function refusalProblem(answer: Answer, change: TenantChange): string {
  if (answer.status >= 500) return `${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`;
  if (!answer.envelope) return `${answer.status} outside the envelope`;
  return change.tables.length > 0 ? `${answer.status} but changed ${change.tables.join(',')}` : '';
}

beforeAll(async () => {
  server = await startTestApp();
  demoId = await tenantId(server.db, 'demo');
  const id = await createTenantWithAdmin(server.db, 'hostile');
  const token = (
    await signIn(server.baseUrl, { tenant: 'hostile', username: 'admin', password: demoPassword })
  ).accessToken;
  caller = await populateTenant(server.baseUrl, id, token);
  hostAdmin = (await signIn(server.baseUrl, { username: 'admin', password: demoPassword })).accessToken;
  tables = await tenantTables(server.db);
  snapshot = new TenantSnapshot(server.db, caller.id, tables);
  await snapshot.start();
  othersBefore = {
    demo: await fingerprint(server.db, demoId, tables),
    host: await fingerprint(server.db, HOST_TENANT_ID, tables),
  };
});
afterAll(async () => {
  await server?.close();
  await recordFigures('hostile input', tally);
});

describe('valid-but-hostile requests', () => {
  it('refuses an odd `Sorting` on every list with a 4xx envelope, never a 5xx, changing nothing', async () => {
    const sorted = lists.filter((e) => Object.keys(e.query?.shape ?? {}).includes('Sorting'));
    expect(sorted.length).toBeGreaterThan(10);
    const failures: string[] = [];
    for (const endpoint of sorted) {
      for (const Sorting of oddSortings) {
        tally.lists += 1;
        const answer = await send(
          endpoint,
          { query: { Sorting } },
          hostOnly(endpoint) ? hostAdmin : caller.token,
        );
        const problem =
          answer.status < 400
            ? `${answer.status}: accepted`
            : refusalProblem(answer, await snapshot.changes());
        if (problem) failures.push(`${endpoint.name} ?Sorting=${Sorting} → ${problem}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers prototype-named query keys and boundary paging on every list without a 5xx or a change', async () => {
    const failures: string[] = [];
    for (const endpoint of lists) {
      const keys = Object.keys(endpoint.query?.shape ?? {});
      const queries: CallSpec['query'][] = [
        prototypeQuery as unknown as CallSpec['query'],
        ...(keys.includes('SkipCount')
          ? [2147483647, 2147483648, 9007199254740991].map((SkipCount) => ({ SkipCount }))
          : []),
        ...(keys.includes('MaxResultCount') ? [0, 1000].map((MaxResultCount) => ({ MaxResultCount })) : []),
      ];
      for (const query of queries) {
        tally.lists += 1;
        const answer = await send(endpoint, { query }, hostOnly(endpoint) ? hostAdmin : caller.token);
        const change = await snapshot.changes();
        const problem =
          answer.status < 400
            ? change.tables.length > 0
              ? 'changed rows'
              : ''
            : refusalProblem(answer, change);
        if (problem) failures.push(`${endpoint.name} ?${JSON.stringify(query)} → ${problem}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('handles hostile values in every body: a refusal changes nothing, an acceptance stores exactly what was sent', async () => {
    const failures: string[] = [];
    for (const [name, cases] of Object.entries(callBuilders)) {
      const endpoint = guarded.find((e) => e.name === name);
      if (!endpoint || hostOnly(endpoint) || skipped.has(name) || !endpoint.body) continue;
      for (const [label, builder] of Object.entries(cases)) {
        // The same call with plain values: what an accepted call may change.
        const plain = builder(caller.refs, caller.own);
        const control = await send(endpoint, plain, caller.token);
        const allowed = [...(await snapshot.changes()).tables, ...(beyondNoOp[name] ?? [])];
        if (control.status >= 300) failures.push(`${name}/${label} plain call → ${control.status}`);
        for (const hostile of hostileBodies(endpoint, builder(caller.refs, caller.own))) {
          tally.bodies += 1;
          const problem = await judge(endpoint, hostile, allowed);
          if (problem) failures.push(`${name}/${label} ${hostile.kind} at ${hostile.place} → ${problem}`);
        }
      }
    }
    expect(tally.bodies).toBeGreaterThan(300);
    expect(failures.slice(0, 40)).toEqual([]);
  });

  it('left other tenants and the host untouched and no prototype polluted', async () => {
    expect({
      demo: await fingerprint(server.db, demoId, tables),
      host: await fingerprint(server.db, HOST_TENANT_ID, tables),
    }).toEqual(othersBefore);
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeBefore);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

async function judge(endpoint: Endpoint, hostile: HostileCase, allowed: string[]): Promise<string> {
  const answer = await send(endpoint, hostile.spec, caller.token, hostile.raw);
  const change = await snapshot.changes();
  if (hostile.kind === 'prototype-key') {
    return answer.status === 400 ? refusalProblem(answer, change) : `${answer.status}, expected 400`;
  }
  if (answer.status >= 400) return refusalProblem(answer, change);
  const beyond = change.tables.filter((table) => !allowed.includes(table));
  if (beyond.length > 0) return `${answer.status} and changed ${beyond.join(',')} beyond the plain call`;
  if (allowed.length === 0) return '';
  if (!holds(change.rows, hostile.sent))
    return `${answer.status} but ${JSON.stringify(hostile.sent).slice(0, 80)} not stored as sent`;
  tally['stored as sent'] += 1;
  return '';
}
