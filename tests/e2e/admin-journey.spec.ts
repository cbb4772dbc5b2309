import { AppShell } from './pages/app-shell.ts';
import { RolesPage, UsersPage } from './pages/admin-pages.ts';
import { demoAdmin, expect, test } from './support/fixtures.ts';

test('an admin makes a purchasing-only role in the permission tree and a clerk with it, who is refused the rest', async ({
  page,
  shell,
  signIn,
  signOut,
  signInPage,
}) => {
  const tag = Date.now().toString(36);
  const roleName = `buyers-${tag}`;
  const clerk = { userName: `buyer-${tag}`, email: `buyer-${tag}@demo.example`, password: 'Buy3r*pass' };
  const roles = new RolesPage(page);
  const users = new UsersPage(page);

  await test.step('the admin creates a role from the System menu', async () => {
    await signIn(demoAdmin);
    await shell.openMenuItem(shell.t.groups.system, 'Roles');
    await roles.expectShown();
    await roles.create(roleName);
  });

  await test.step('grants it only purchasing in the tree; the summary and the changes say so; saved', async () => {
    const editor = await roles.openPermissions(roleName);
    await expect(editor.summary).toContainText('Nothing yet');
    await editor.search.fill('Purchase');
    await roles.toggle(editor.box('Purchase invoices'));
    await editor.search.fill('');
    await expect(editor.box('Purchase invoices')).toBeChecked();
    // The group is now only partly granted.
    await expect(editor.box('Inventory')).not.toBeChecked();
    await expect(editor.summary).toContainText('Full use of purchase invoices.');
    await expect(editor.summary).toContainText('No access to stock');
    await expect(editor.granted).toContainText('delete purchase invoices');
    await editor.save.click();
    await shell.expectToast('The permissions were saved.');
    await roles.expectShown();
  });

  await test.step('creates a user with that role ticked', async () => {
    await shell.openMenuItem(shell.t.groups.system, shell.t.items.users);
    await users.expectShown();
    await users.create({ ...clerk, role: roleName });
  });

  await test.step('signs out; the new user signs in to the demo tenant', async () => {
    await signOut();
    await signInPage.signIn({ tenant: 'demo', userName: clerk.userName, password: clerk.password });
    await expect(page.getByRole('navigation')).toBeVisible();
  });

  await test.step('the menu has purchasing and none of the rest; other addresses say "no access"', async () => {
    const own = new AppShell(page, clerk.userName);
    // The first address (/sys/unit, SKUs) is not the role's: it says so.
    await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
    // Of the menu's groups only "Business" is left, and in it only purchasing.
    await expect(own.navigation.getByRole('button', { name: 'Master data' })).toHaveCount(0);
    await expect(own.navigation.getByRole('button', { name: 'System' })).toHaveCount(0);
    await own.openMenuItem('Business', 'Purchasing');
    await expect(page).toHaveURL(/\/sys\/purchasing/);
    for (const item of ['SKU / units', 'Warehouses', 'Suppliers', 'Users', 'Roles', 'Stock', 'Sales'])
      await expect(own.navigation.getByRole('link', { name: item, exact: true })).toHaveCount(0);
    for (const address of ['/sys/store', '/system/roles', '/sys/inventory']) {
      await page.goto(address);
      await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
    }
    await page.goto('/sys/purchasing');
    await expect(page.getByRole('heading', { level: 1, name: /Purchas/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No access' })).toHaveCount(0);
  });
});
