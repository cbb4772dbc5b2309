import { ChangePasswordModal } from './pages/change-password-modal.ts';
import { demoAdmin, expect, test } from './support/fixtures.ts';
import { expectToastDuring } from './support/toasts.ts';

test('a new user signs in, manages a warehouse, switches to Chinese, changes the password and signs out', async ({
  page,
  signInPage,
  shell,
  warehouses,
  signIn,
  signOut,
}) => {
  await test.step('a new visitor is sent to the real login page, signs in and lands on /sys/unit', async () => {
    await signIn(demoAdmin);
    await expect(page).toHaveTitle(/ - demo$/);
  });

  await test.step('a typed address of a screen the user may not open explains itself', async () => {
    // Tenant management is a host permission: a tenant's admin never holds it, so the menu hides it.
    await page.goto('/system/tenants');
    await expect(page.getByRole('heading', { level: 1, name: 'No access' })).toBeVisible();
    await page.getByRole('button', { name: 'Back to the home page' }).click();
    // Home is the first entry of the user's menu: the dashboard for an admin.
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'No access' })).toHaveCount(0);
  });

  await test.step('warehouses open from the menu', async () => {
    await shell.openMenuItem(shell.t.groups.masterData, shell.t.items.warehouses);
    await warehouses.expectShown();
  });

  const name = `E2E Depot ${Date.now().toString(36)}`;
  const renamed = `${name} (renamed)`;

  await test.step('a new warehouse is created and listed', async () => {
    await warehouses.create({ name, address: '1 Test Street', telePhone: '021-5555-0199' });
    await expect(warehouses.row(name)).toBeVisible();
    await expect(warehouses.row(name)).toContainText('1 Test Street');
  });

  await test.step('the list view lives in the address: shared, reloaded, and Back restores it', async () => {
    const pageSize = page.getByRole('combobox', { name: 'Rows per page' });
    await pageSize.selectOption('20');
    await expect(page).toHaveURL(/\/sys\/store\?size=20$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/sys\/store$/);
    await expect(pageSize).toHaveValue('10');
    await page.goForward();
    await expect(pageSize).toHaveValue('20');

    // A filtered view opened from its address (as a shared link would be) shows only what it names.
    await page.goto(`/sys/store?size=20&Filter=${encodeURIComponent(name)}`);
    await expect(warehouses.row(name)).toBeVisible();
    await expect(warehouses.row('Main warehouse')).toHaveCount(0);
    await page.reload();
    await expect(warehouses.row(name)).toBeVisible();
    await expect(warehouses.row('Main warehouse')).toHaveCount(0);
    await expect(pageSize).toHaveValue('20');

    await page.goBack();
    await expect(page).toHaveURL(/\/sys\/store\?size=20$/);
    await expect(warehouses.row('Main warehouse')).toBeVisible();
    await expect(warehouses.row(name)).toBeVisible();
  });

  await test.step('it is edited', async () => {
    await warehouses.edit(name, { name: renamed, remarks: 'Edited end to end' });
    await expect(warehouses.row(renamed)).toContainText('Edited end to end');
    await expect(warehouses.row(name)).toHaveCount(0);
  });

  await test.step('it is deleted after confirming', async () => {
    await warehouses.deleteAfterConfirming(renamed);
    await expect(warehouses.row(renamed)).toHaveCount(0);
  });

  await test.step('switching to 简体中文 shows the menu in Chinese', async () => {
    await shell.switchLanguage('zh-Hans', '简体中文');
    await expect(shell.menuItem(shell.t.items.warehouses)).toBeVisible();
    await expect(shell.navigation.getByRole('button', { name: shell.t.groups.masterData })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: '仓库管理' })).toBeVisible();
  });

  const newPassword = 'N3w-Passw0rd!';

  await test.step('the password is changed', async () => {
    await shell.chooseUserAction('changePassword');
    await expectToastDuring(page, shell.t.modifySucceeded, () =>
      new ChangePasswordModal(page, shell.t).change(demoAdmin.password, newPassword),
    );
  });

  await test.step('signing out and in again works with the new password only', async () => {
    // The change ended every sign-in of the user, the provider's browser session too (ADR 010): signing out asks
    // nothing more and lands on the login page.
    await shell.chooseUserAction('signOut');
    await signInPage.expectShown();
    await signInPage.signIn(demoAdmin);
    await expect(page.getByRole('alert')).toBeVisible();
    await signInPage.signIn({ ...demoAdmin, password: newPassword });
    await expect(page).toHaveURL(/\/sys\/unit$/);
    // The language choice is kept across sessions.
    await expect(shell.menuItem(shell.t.items.units)).toBeVisible();
  });

  await test.step('signing out ends at the login page', async () => {
    await signOut();
  });
});
