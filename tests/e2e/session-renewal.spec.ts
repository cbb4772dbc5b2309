import type { Page, Request } from '@playwright/test';
import { SignInPage } from './pages/sign-in-page.ts';
import { demoAdmin, expect, test } from './support/fixtures.ts';
import { shortTokenOrigin, shortTokenSeconds } from './support/short-tokens.ts';

// Against the second server, whose access tokens live seconds instead of 10 minutes (ADR 012).
test.use({ baseURL: shortTokenOrigin() });

interface StoredUser {
  access_token: string;
  refresh_token: string;
  expires_at: number;
}

/** The signed-in user as oidc-client-ts keeps it in session storage. */
async function storedUser(page: Page): Promise<StoredUser> {
  const text = await page.evaluate(
    (key) => window.sessionStorage.getItem(key),
    `oidc.user:${shortTokenOrigin()}:web`,
  );
  if (!text) throw new Error('no signed-in user in session storage');
  return JSON.parse(text) as StoredUser;
}

function isRefresh(request: Request): boolean {
  return (
    request.url().endsWith('/connect/token') && /grant_type=refresh_token/.test(request.postData() ?? '')
  );
}

/** Marks the page's JavaScript world: a reload or a full navigation would lose the mark. */
async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { renewalMark: 'still the same page' }));
}

async function expectSamePage(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as { renewalMark?: string }).renewalMark)).toBe(
    'still the same page',
  );
}

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

  await page.getByRole('button', { name: 'New warehouse' }).click();
  const dialog = page.getByRole('dialog', { name: 'New warehouse' });
  const name = `Renewed ${Date.now().toString(36)}`;
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);

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
    await expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveValue(name);
  });

  await test.step('saving works with the renewed token', async () => {
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/app/warehouse') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Save' }).click();
    const response = await saved;
    expect(response.status()).toBe(200);
    expect(await response.request().headerValue('authorization')).not.toBe(`Bearer ${first.access_token}`);
    await expect(dialog).toBeHidden();
    await expect(warehouses.row(name)).toBeVisible();
    await expectSamePage(page);
  });
});

test('a revoked session asks to sign in again in a pop-up, and the typed text is still there to save', async ({
  page,
  context,
  request,
  warehouses,
}) => {
  await markPage(page);
  await page.getByRole('button', { name: 'New warehouse' }).click();
  const dialog = page.getByRole('dialog', { name: 'New warehouse' });
  const name = `After sign-in ${Date.now().toString(36)}`;
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);

  await test.step('the sign-in is revoked at the server and the provider session is gone', async () => {
    const { refresh_token } = await storedUser(page);
    const revoked = await request.post('/connect/revocat', {
      form: { token: refresh_token, token_type_hint: 'refresh_token', client_id: 'web' },
    });
    expect(revoked.status()).toBe(200);
    // As after the 8-hour cap or a sign-out elsewhere: the pop-up must ask for the password again.
    await context.clearCookies();
  });

  const ended = page.getByRole('alertdialog', { name: 'Your session has ended' });
  await test.step('the next renewal fails and the app asks to sign in again, over the open dialog', async () => {
    await expect(ended).toBeVisible({ timeout: shortTokenSeconds * 1000 });
    await expectSamePage(page);
  });

  await test.step('signing in in the pop-up closes it and goes back to the dialog as it was', async () => {
    const popupOpened = page.waitForEvent('popup');
    await ended.getByRole('button', { name: 'Sign in again' }).click();
    const popup = await popupOpened;
    const closed = popup.waitForEvent('close');
    await new SignInPage(popup).signIn(demoAdmin);
    await closed;
    await expect(ended).toBeHidden();
    await expectSamePage(page);
    await expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveValue(name);
  });

  await test.step('saving works with the new session', async () => {
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/app/warehouse') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await expect(dialog).toBeHidden();
    await expect(warehouses.row(name)).toBeVisible();
  });
});
