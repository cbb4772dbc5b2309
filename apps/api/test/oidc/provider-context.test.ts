import { AsyncLocalStorage } from 'node:async_hooks';
import providerStorage from 'oidc-provider/lib/helpers/als.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerRequests } from '../../src/oidc/provider-context.ts';
import { signIn } from '../helpers/sign-in.ts';
import { startTestApp } from '../helpers/test-app.ts';
import { DEMO } from './fixtures.ts';

// ADR 057: oidc-provider runs each of its requests in an AsyncLocalStorage of its own. While an AsyncLocalStorage is
// enabled (Node 20: from its first `run` on, for ever), every promise the process creates goes through an async-hook
// init that stores the current context on it, as an own symbol-keyed property. Counted here: the context slots a
// new promise carries (its async ids and the stored context while any storage is on; none otherwise), and the
// provider's context as its requests see it.

/** Symbol-keyed slots a promise created now carries (async ids and contexts while async hooks run). */
function slotsOfANewPromise(): number {
  return Object.getOwnPropertySymbols(Promise.resolve()).length;
}

let testApp: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  testApp = await startTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

describe("the provider's context storage is off between its requests (ADR 057)", () => {
  it('after a whole sign-in, promises carry no slot of the provider and an API call still answers', async () => {
    providerStorage.disable();
    const baseline = slotsOfANewPromise();
    // While the provider's storage is on, a new promise carries its async ids and the context (what every
    // promise of the process paid after the first sign-in before this change).
    providerStorage.run({}, () => {
      expect(slotsOfANewPromise()).toBeGreaterThan(baseline);
    });
    providerStorage.disable();

    const { accessToken } = await signIn(testApp.baseUrl, DEMO);
    expect(slotsOfANewPromise()).toBe(baseline);

    const response = await fetch(`${testApp.baseUrl}/api/app/stock?MaxResultCount=1`, {
      headers: { authorization: `Bearer ${accessToken}`, __tenant: DEMO.tenant },
    });
    expect(response.status).toBe(200);
    expect(slotsOfANewPromise()).toBe(baseline);
  });

  it('a request still in flight keeps its context when another ends; the storage goes off with the last', async () => {
    const storage = new AsyncLocalStorage<string>();
    let disabled = 0;
    const inRequest = providerRequests({
      disable: () => {
        disabled += 1;
        storage.disable();
      },
    });
    const gate = () => {
      let open: () => void = () => undefined;
      const opened = new Promise<void>((resolve) => {
        open = resolve;
      });
      return { opened, open };
    };
    const first = gate();
    const second = gate();
    const request = (name: string, waitFor: Promise<void>) =>
      inRequest(() =>
        storage.run(name, async () => {
          await waitFor;
          return storage.getStore();
        }),
      );
    const a = request('a', first.opened);
    const b = request('b', second.opened);
    first.open();
    expect(await a).toBe('a');
    expect(disabled).toBe(0);
    second.open();
    expect(await b).toBe('b');
    expect(disabled).toBe(1);
  });

  it('a request that fails still counts as ended', async () => {
    let disabled = 0;
    const inRequest = providerRequests({ disable: () => (disabled += 1) });
    await expect(inRequest(() => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(disabled).toBe(1);
  });
});
