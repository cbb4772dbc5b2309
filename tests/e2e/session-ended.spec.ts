import { SignInPage, SignOutPage } from './pages/sign-in-page.ts';
import { demoAdmin, expect, test } from './support/fixtures.ts';
import {
  expectSamePage,
  isWarehouseCreate,
  markPage,
  startNewWarehouse,
  storedUser,
} from './support/session-page.ts';
import { shortTokenOrigin, shortTokenSeconds } from './support/short-tokens.ts';

// Against the second server, whose access tokens live seconds, so the failed renewal comes soon (ADR 012).
test.use({ baseURL: shortTokenOrigin() });

let typed: Awaited<ReturnType<typeof startNewWarehouse>>;

test.beforeEach(async ({ page, context, request, signIn, warehouses }) => {
  await signIn(demoAdmin);
  await page.goto('/sys/store');
  await warehouses.expectShown();
  await markPage(page);
  typed = await startNewWarehouse(page, 'Typed before the end');
  const { refresh_token } = await storedUser(page);
  // The sign-in is revoked at the server, as a sign-out elsewhere or an administrator would do it.
  const revoked = await request.post('/connect/revocat', {
    form: { token: refresh_token, token_type_hint: 'refresh_token', client_id: 'web' },
  });
  expect(revoked.status()).toBe(200);
  // As after the 8-hour cap: the provider's session is gone too, so the pop-up asks for the password again.
  await context.clearCookies();
});

test('a revoked session asks to sign in again in a pop-up, and the typed text is still there to save', async ({
  page,
  warehouses,
}) => {
  const { dialog, name, nameBox } = typed;
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
    await expect(nameBox).toHaveValue(name);
  });

  await test.step('saving works with the new session', async () => {
    const saved = page.waitForResponse((r) => isWarehouseCreate(r.request()));
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await expect(dialog).toBeHidden();
    await expect(warehouses.row(name)).toBeVisible();
  });
});

test('signing in as someone else in the pop-up signs the session out instead of saving for them', async ({
  page,
}) => {
  const created: string[] = [];
  page.on('request', (r) => {
    if (isWarehouseCreate(r)) created.push(r.url());
  });
  const ended = page.getByRole('alertdialog', { name: 'Your session has ended' });
  await expect(ended).toBeVisible({ timeout: shortTokenSeconds * 1000 });

  const popupOpened = page.waitForEvent('popup');
  await ended.getByRole('button', { name: 'Sign in again' }).click();
  const popup = await popupOpened;
  await new SignInPage(popup).signIn({ ...demoAdmin, userName: 'clerk' });

  // The app leaves for the provider's sign-out: nothing typed for the admin is saved as the clerk.
  await new SignOutPage(page).confirm();
  await new SignInPage(page).expectShown();
  expect(created).toEqual([]);
});
