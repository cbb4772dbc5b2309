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
  const listAsked = page.waitForRequest((request) => new URL(request.url()).pathname === warehouseList);
  let heldBack = 0;
  await page.route(warehouseScreenCode, async (route) => {
    heldBack += 1;
    await listAsked;
    await route.continue();
  });
  await signInPage.signIn(demoAdmin);
  await expect(listRow).toBeVisible();
  expect(heldBack, 'the warehouse screen came in its own chunk').toBeGreaterThan(0);
  await page.unroute(warehouseScreenCode);
  // The page may paint the rows before Playwright reports the list's request finished.
  await expect.poll(() => requests.some((r) => call(r) === `GET ${warehouseList}`)).toBe(true);
  const list = requests.find((r) => call(r) === `GET ${warehouseList}`)!;
  const screenCode = scripts.find((r) => warehouseScreenCode.test(new URL(r.url).pathname));
  expect(screenCode, 'the warehouse screen chunk was loaded').toBeDefined();
  expect(list.start, 'the list was asked for before its screen code arrived').toBeLessThan(screenCode!.end);
  const afterSignIn = criticalChain(requests.splice(0)).map(call);
  expect(afterSignIn.length, afterSignIn.join(' → ')).toBeLessThanOrEqual(3);
  // The token first; then the user's claims and the configuration are asked together, so the one the list waited on
  // is whichever of the two the browser happened to start first (CI saw both orders under load).
  expect(afterSignIn[0]).toBe('POST /connect/token');
  expect(['GET /connect/userinfo', 'GET /api/abp/application-configuration']).toContain(afterSignIn[1]);

  await page.reload();
  await expect(listRow).toBeVisible();
  await expect.poll(() => requests.some((r) => call(r) === `GET ${warehouseList}`)).toBe(true);
  const onReload = criticalChain(requests).map(call);
  expect(onReload.length, onReload.join(' → ')).toBeLessThanOrEqual(1);

  // Neither the redirect to the sign-in page, the callback nor the reload asked for the provider's metadata: the
  // page carried it (apps/api/src/http/web-app.ts).
  expect(everyPath).not.toContain(discovery);
  expect(everyPath).toContain('/connect/authorize');
});
