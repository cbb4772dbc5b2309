import type { Page } from '@playwright/test';
import { AppShell } from './pages/app-shell.ts';
import { UsersPage } from './pages/admin-pages.ts';
import { StockPage } from './pages/stock-page.ts';
import { demoAdmin, expect, test } from './support/fixtures.ts';

/** The seed's older sugar batch: bought 60 days ago with 75 days of shelf life, so it expires in 15 days. */
const sugar = { name: '白砂糖 White sugar', code: 'RAW-SUGAR', batch: 'SU-2026-01' };
/** The demo business's threshold as seeded (business-rules §4), which other journeys count on. */
const seededDays = '30';

const daysBox = (page: Page) => page.getByRole('spinbutton', { name: /^Near expiry/ });

/** Sets the near-expiry threshold on the settings screen and saves it. */
async function saveNearExpiryDays(page: Page, days: string): Promise<void> {
  await page.goto('/system/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await daysBox(page).fill(days);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('The settings were saved and apply now.', { exact: true })).toBeVisible();
}

// Whatever happened in the test, the demo business keeps its seeded threshold for the journeys after this one.
test.afterEach(async ({ page }) => {
  await page.goto('/system/settings');
  const box = daysBox(page);
  // Signed out, or signed in as someone who may not change settings: nothing to put back from here.
  await box.waitFor({ timeout: 10_000 }).catch(() => undefined);
  if ((await box.count()) === 0 || (await box.inputValue()) === seededDays) return;
  await saveNearExpiryDays(page, seededDays);
});

test('the near-expiry days saved in settings change the stock screen at once; a profile edited on /profile renames the user in the layout', async ({
  page,
  shell,
  signIn,
  signOut,
}) => {
  const stock = new StockPage(page);
  const tag = Date.now().toString(36);
  const user = { userName: `prof-${tag}`, email: `prof-${tag}@demo.example`, password: 'Pr0file*pass' };

  const sugarBatchStatus = async () => {
    await stock.open(`?SKUName=${sugar.code}`);
    const batches = await stock.batchesOf(sugar.name);
    return stock.batch(batches, sugar.batch);
  };

  await test.step('with the seeded 30 days, the sugar expiring in 15 days is near expiry', async () => {
    await signIn(demoAdmin);
    await expect(await sugarBatchStatus()).toContainText('Near expiry');
  });

  await test.step('10 days saved in settings: the same batch is normal on the stock screen', async () => {
    await shell.openMenuItem(shell.t.groups.system, 'Settings');
    await expect(daysBox(page)).toHaveValue(seededDays);
    await saveNearExpiryDays(page, '10');
    await expect(await sugarBatchStatus()).toContainText('Normal');
  });

  await test.step('30 days again: near expiry again', async () => {
    await saveNearExpiryDays(page, seededDays);
    await expect(await sugarBatchStatus()).toContainText('Near expiry');
  });

  await test.step('a new user signs in and renames themselves on /profile: the layout follows', async () => {
    const users = new UsersPage(page);
    await page.goto('/system/users');
    await users.expectShown();
    await users.create({ ...user, role: 'clerk' });
    await signOut();
    await signIn({ tenant: 'demo', userName: user.userName, password: user.password });
    const own = new AppShell(page, user.userName);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    const profile = page.getByRole('region', { name: 'Edit profile' });
    const userName = profile.getByRole('textbox', { name: /^User name/ });
    await expect(userName).toHaveValue(user.userName);
    // The name is required on the profile (the admin created the user without one).
    await profile.getByRole('textbox', { name: /^Name/ }).fill('Pat');
    await userName.fill(`${user.userName}-renamed`);
    await profile.getByRole('button', { name: 'Save' }).click();
    await own.expectToast('Modified successfully');
    await expect(
      page.getByRole('button', { name: own.t.userMenu(`${user.userName}-renamed`) }),
    ).toBeVisible();
  });
});
