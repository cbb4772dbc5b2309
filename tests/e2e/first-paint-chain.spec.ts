import type { Page, Request } from '@playwright/test';
import { criticalChain, type TimedRequest } from '../bench/critical-chain.ts';
import { SignInPage } from './pages/sign-in-page.ts';
import { demoAdmin, expect, test } from './support/fixtures.ts';

// Issue 19: the API calls the page waits for one after another before the warehouse list's rows, counted from the
// browser's own request timings (which request started after which ended), never against a clock. The list's
// request must not wait for its screen's code (ADR 048): the route's chunk is held back until the list has been
// asked for, so a list that waited for it would never be asked for, and the count holds however late the chunk is.

const discovery = '/.well-known/openid-configuration';

function recordRequests(page: Page, types: readonly string[]): TimedRequest[] {
  const requests: TimedRequest[] = [];
  const add = (request: Request) => {
    if (!types.includes(request.resourceType())) return;
    const timing = request.timing();
    requests.push({
      method: request.method(),
      url: request.url(),
      resourceType: request.resourceType(),
      status: null,
      start: timing.startTime,
      end: timing.startTime + timing.responseEnd,
    });
  };
  page.on('requestfinished', add);
  return requests;
}

const call = (r: TimedRequest) => `${r.method} ${new URL(r.url).pathname}`;
const warehouseList = '/api/app/warehouse';
const configuration = '/api/abp/application-configuration';
const isList = (request: Request) => new URL(request.url()).pathname === warehouseList;

/**
 * The longest chain of calls one after another that ends with the list: the list and the calls that had ended
 * before it started (any chain of those is one the list could have waited on).
 */
function chainToList(requests: readonly TimedRequest[]): string[] {
  const list = requests.find((r) => call(r) === `GET ${warehouseList}`)!;
  return criticalChain([...requests.filter((r) => r.end <= list.start), list]).map(call);
}

/**
 * Holds back the answers to the API calls `held` picks until the warehouse list has been asked for: a list that
 * waited for one of them would never be asked for (and its rows never shown), so the test proves the list does not
 * wait for them by what happens, not by the order in which a loaded machine happened to run them.
 */
async function holdUntilListAsked(page: Page, held: (request: Request) => boolean) {
  const listAsked = page.waitForRequest(isList);
  let heldBack = 0;
  await page.route(
    (url) => url.pathname.startsWith('/api/') || url.pathname.startsWith('/connect/'),
    async (route) => {
      if (held(route.request())) {
        heldBack += 1;
        await listAsked;
      }
      await route.fallback();
    },
  );
  return () => heldBack;
}
/** The warehouse screen's chunk (apps/web/src/routes/warehouses-route.tsx). */
const warehouseScreenCode = /\/assets\/warehouses-route-[\w-]+\.js$/;

test('the list after sign-in and after a reload waits for at most three calls in a row, discovery never among them', async ({
  page,
}) => {
  const requests = recordRequests(page, ['fetch', 'xhr']);
  const scripts = recordRequests(page, ['script']);
  const everyPath: string[] = [];
  page.on('request', (request) => everyPath.push(new URL(request.url()).pathname));
  const listRow = page.getByRole('row', { name: /Main warehouse/ });

  await page.goto('/sys/store');
  const signInPage = new SignInPage(page);
  await signInPage.expectShown();
  requests.splice(0);
  // The screen's code is answered only once the list has been asked for.
  const listAsked = page.waitForRequest(isList);
  let heldBack = 0;
  await page.route(warehouseScreenCode, async (route) => {
    heldBack += 1;
    await listAsked;
    await route.continue();
  });
  // The configuration is asked for beside the user's claims once the token is in; the list does not wait for it.
  const configurationHeld = await holdUntilListAsked(
    page,
    (request) => new URL(request.url()).pathname === configuration,
  );
  await signInPage.signIn(demoAdmin);
  await expect(listRow).toBeVisible();
  expect(heldBack, 'the warehouse screen came in its own chunk').toBeGreaterThan(0);
  expect(configurationHeld(), 'the configuration was asked for after sign-in').toBeGreaterThan(0);
  await page.unrouteAll({ behavior: 'wait' });
  // The page may paint the rows before Playwright reports the list's request finished.
  await expect.poll(() => requests.some((r) => call(r) === `GET ${warehouseList}`)).toBe(true);
  const list = requests.find((r) => call(r) === `GET ${warehouseList}`)!;
  const screenCode = scripts.find((r) => warehouseScreenCode.test(new URL(r.url).pathname));
  expect(screenCode, 'the warehouse screen chunk was loaded').toBeDefined();
  expect(list.start, 'the list was asked for before its screen code arrived').toBeLessThan(screenCode!.end);
  const afterSignIn = chainToList(requests.splice(0));
  expect(afterSignIn.length, afterSignIn.join(' → ')).toBeLessThanOrEqual(3);
  // The token first (the list needs it), the list last; the user's claims may come between them (the configuration
  // cannot: it was held back until the list had been asked for).
  expect(afterSignIn[0]).toBe('POST /connect/token');
  expect(afterSignIn.at(-1)).toBe(`GET ${warehouseList}`);
  expect(afterSignIn).not.toContain(`GET ${configuration}`);

  // A reload holds the token and the claims: the list waits for no call at all, so every other one is held back
  // until the list has been asked for.
  requests.splice(0);
  const othersHeld = await holdUntilListAsked(page, (request) => !isList(request));
  await page.reload();
  await expect(listRow).toBeVisible();
  expect(othersHeld(), 'the reload asked for other calls too (the configuration)').toBeGreaterThan(0);
  await expect.poll(() => requests.some((r) => call(r) === `GET ${warehouseList}`)).toBe(true);
  const onReload = chainToList(requests);
  expect(onReload.length, onReload.join(' → ')).toBeLessThanOrEqual(1);

  // Neither the redirect to the sign-in page, the callback nor the reload asked for the provider's metadata: the
  // page carried it (apps/api/src/http/web-app.ts).
  expect(everyPath).not.toContain(discovery);
  expect(everyPath).toContain('/connect/authorize');
});
