import { WarehousesPage } from './pages/warehouses-page.ts';
import { demoAdmin, expect, test } from './support/fixtures.ts';
import {
  expectSamePage,
  isRefresh,
  isWarehouseCreate,
  markPage,
  startNewWarehouse,
  storedUser,
} from './support/session-page.ts';
import { shortTokenOrigin, shortTokenSeconds } from './support/short-tokens.ts';

// Against the second server, whose access tokens live seconds instead of 10 minutes (ADR 012).
test.use({ baseURL: shortTokenOrigin() });

test.beforeEach(async ({ page, signIn, warehouses }) => {
  await signIn(demoAdmin);
  // Straight to the screen (the menu is the journey's business); the page is marked only after this load.
  await page.goto('/sys/store');
  await warehouses.expectShown();
});

test('the access token is renewed in place: a half-filled dialog outlives it and saves', async ({
  page,
  request,
  warehouses,
}) => {
  const first = await storedUser(page);
  expect(first.expires_at - Date.now() / 1000).toBeLessThanOrEqual(shortTokenSeconds);
  const refresh = page.waitForRequest(isRefresh);
  const fullLoads: string[] = [];
  page.on('load', () => fullLoads.push(page.url()));
  await markPage(page);
  const { dialog, name, nameBox } = await startNewWarehouse(page, 'Renewed');

  await test.step('the refresh token renews the session before the access token expires', async () => {
    const response = await (await refresh).response();
    expect(response?.status()).toBe(200);
    expect(Date.now() / 1000).toBeLessThan(first.expires_at);
  });

  await test.step('the first access token expires, and the server refuses it', async () => {
    // The API accepts a token for 5 s of clock skew past its expiry (verify-token.ts).
    await page.waitForFunction((expiresAt) => Date.now() / 1000 > expiresAt + 6, first.expires_at);
    const stale = await request.get('/api/account/my-profile', {
      headers: { Authorization: `Bearer ${first.access_token}` },
    });
    expect(stale.status()).toBe(401);
  });

  await test.step('nothing reloaded: the dialog still holds what was typed', async () => {
    await expectSamePage(page);
    expect(fullLoads).toEqual([]);
    await expect(nameBox).toHaveValue(name);
  });

  await test.step('saving works with the renewed token', async () => {
    const saved = page.waitForResponse((r) => isWarehouseCreate(r.request()));
    await dialog.getByRole('button', { name: 'Save' }).click();
    const response = await saved;
    expect(response.status()).toBe(200);
    expect(await response.request().headerValue('authorization')).not.toBe(`Bearer ${first.access_token}`);
    await expect(dialog).toBeHidden();
    await expect(warehouses.row(name)).toBeVisible();
    await expectSamePage(page);
  });
});

test('a call that meets a 401 renews once and is sent again (renewal timers held back, as in a sleeping laptop)', async ({
  page,
  request,
}) => {
  await page.clock.install();
  await page.reload();
  const warehouses = new WarehousesPage(page);
  await warehouses.expectShown();
  await markPage(page);
  const { dialog, name } = await startNewWarehouse(page, 'After a 401');
  const first = await storedUser(page);
  // From here no timer in the page fires: the planned renewal does not happen.
  await page.clock.pauseAt(Date.now() + 1_000);

  await test.step('the server stops accepting the token the page holds', async () => {
    await expect
      .poll(
        async () =>
          (
            await request.get('/api/account/my-profile', {
              headers: { Authorization: `Bearer ${first.access_token}` },
            })
          ).status(),
        { timeout: (shortTokenSeconds + 15) * 1000, intervals: [1_000] },
      )
      .toBe(401);
  });

  await test.step('saving meets a 401, renews once, and the same request goes through', async () => {
    const sent: { url: string; authorization: string | undefined; status: number }[] = [];
    page.on('response', (response) => {
      const r = response.request();
      if (isWarehouseCreate(r) || isRefresh(r))
        sent.push({ url: r.url(), authorization: r.headers().authorization, status: response.status() });
    });
    const saved = page.waitForResponse((r) => isWarehouseCreate(r.request()) && r.status() === 200);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await saved;
    const renewed = await storedUser(page);
    expect(renewed.access_token).not.toBe(first.access_token);
    expect(
      sent.map(({ url, authorization, status }) => [new URL(url).pathname, authorization, status]),
    ).toEqual([
      ['/api/app/warehouse', `Bearer ${first.access_token}`, 401],
      ['/connect/token', undefined, 200],
      ['/api/app/warehouse', `Bearer ${renewed.access_token}`, 200],
    ]);
    await page.clock.resume();
    // The app closes the dialog on the saved answer. Its exit animation is left out: under the page's installed
    // fake clock it may or may not run to its end (the dialog closed, or already gone), which says nothing about
    // the session.
    await expect
      .poll(() =>
        dialog.evaluateAll((found) => found.every((el) => el.getAttribute('data-state') === 'closed')),
      )
      .toBe(true);
    await expect(warehouses.row(name)).toBeVisible();
    await expectSamePage(page);
  });
});
