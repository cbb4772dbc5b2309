import { describe, expect, it } from 'vitest';
import { endpoints } from '@inventory/contracts';
import { createAuthorizedFetch, type TokenSource } from './authorized-fetch.ts';
import { createWebApiClient } from './api-client.ts';
import { createLoadingCounter } from './loading-counter.ts';

interface Sent {
  url: string;
  authorization: string | null;
  tenant: string | null;
  body: unknown;
}

/** A server that accepts only `valid` tokens and records every request. */
function fakeServer(valid: Set<string>) {
  const sent: Sent[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    const authorization = headers.get('Authorization');
    sent.push({ url: String(input), authorization, tenant: headers.get('__tenant'), body: init?.body });
    const token = authorization?.replace(/^Bearer /, '');
    if (!token || !valid.has(token)) return new Response('', { status: 401 });
    return new Response(JSON.stringify({ ok: true }), { status: 200 });
  };
  return { sent, fetch };
}

/** A session whose token is `current` and that renews to `next` (or cannot, when next is undefined). */
function session(current: string | undefined, next: string | undefined) {
  const renewals: string[] = [];
  const tokens: TokenSource = {
    current: () => current,
    afterRejection: async (rejected) => {
      renewals.push(rejected);
      current = next;
      return next;
    },
  };
  return { tokens, renewals };
}

describe('createAuthorizedFetch', () => {
  it('sends the bearer token and leaves a good answer alone', async () => {
    const server = fakeServer(new Set(['t1']));
    const { tokens, renewals } = session('t1', 't2');
    const response = await createAuthorizedFetch(tokens, server.fetch)('/api/x');
    expect(response.status).toBe(200);
    expect(server.sent.map((s) => s.authorization)).toEqual(['Bearer t1']);
    expect(renewals).toEqual([]);
  });

  it('renews once after a 401 and retries the same request with the new token', async () => {
    const server = fakeServer(new Set(['t2']));
    const { tokens, renewals } = session('t1', 't2');
    const body = JSON.stringify({ name: 'Depot' });
    const response = await createAuthorizedFetch(tokens, server.fetch)('/api/app/warehouse', {
      method: 'POST',
      body,
    });
    expect(response.status).toBe(200);
    expect(renewals).toEqual(['t1']);
    expect(server.sent).toMatchObject([
      { authorization: 'Bearer t1', body },
      { authorization: 'Bearer t2', body },
    ]);
  });

  it('retries only once: a second 401 is the answer', async () => {
    const server = fakeServer(new Set());
    const { tokens, renewals } = session('t1', 't2');
    const response = await createAuthorizedFetch(tokens, server.fetch)('/api/x');
    expect(response.status).toBe(401);
    expect(renewals).toEqual(['t1']);
    expect(server.sent).toHaveLength(2);
  });

  it('keeps the 401 when the session cannot be renewed', async () => {
    const server = fakeServer(new Set());
    const { tokens } = session('t1', undefined);
    const response = await createAuthorizedFetch(tokens, server.fetch)('/api/x');
    expect(response.status).toBe(401);
    expect(server.sent).toHaveLength(1);
  });

  it('does not renew for a call that carried no token', async () => {
    const server = fakeServer(new Set());
    const { tokens, renewals } = session(undefined, 't2');
    const response = await createAuthorizedFetch(tokens, server.fetch)('/api/x', {
      headers: { __tenant: 'demo' },
    });
    expect(response.status).toBe(401);
    expect(renewals).toEqual([]);
    expect(server.sent).toMatchObject([{ authorization: null, tenant: 'demo' }]);
  });
});

describe('createWebApiClient', () => {
  it('puts the token on typed calls and retries a refused one after renewal', async () => {
    const server = fakeServer(new Set(['fresh']));
    let token = 'stale';
    const renewals: string[] = [];
    const client = createWebApiClient(
      {
        accessToken: () => token,
        renewAccessToken: async (rejected) => {
          renewals.push(rejected);
          token = 'fresh';
          return token;
        },
        language: () => 'en',
        tenant: () => 'demo',
      },
      createLoadingCounter(),
      '',
      server.fetch,
    );
    // The fake answer is not a profile: the call fails on the response's shape, after the requests it made.
    await client.call(endpoints.account.getProfile).catch(() => undefined);
    expect(renewals).toEqual(['stale']);
    expect(server.sent.map((s) => [s.authorization, s.tenant])).toEqual([
      ['Bearer stale', null],
      ['Bearer fresh', null],
    ]);
  });
});
