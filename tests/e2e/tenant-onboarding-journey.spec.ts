import { AppShell } from './pages/app-shell.ts';
import { RolesPage, UsersPage } from './pages/admin-pages.ts';
import { AuditLogPage } from './pages/audit-log-page.ts';
import { TenantsPage } from './pages/tenants-page.ts';
import { expect, test } from './support/fixtures.ts';
import type { Credentials } from './pages/sign-in-page.ts';

/** The host's administrator (README "Demo accounts"): no tenant. */
const hostAdmin: Credentials = { tenant: '', userName: 'admin', password: '1q2w3E*' };

test('the host onboards a tenant without production; its admin makes a clerk who is refused what the role lacks, and finds the role change in the audit log', async ({
  page,
  signInPage,
  signOutPage,
}) => {
  const tag = Date.now().toString(36);
  const tenantName = `shop-${tag}`;
  const tenantAdmin: Credentials = { tenant: tenantName, userName: 'admin', password: 'Own3r*pass' };
  const roleName = `buyers-${tag}`;
  const clerk = { userName: `buyer-${tag}`, email: `buyer-${tag}@shop.example`, password: 'Buy3r*pass' };
  const tenants = new TenantsPage(page);
  const roles = new RolesPage(page);
  const users = new UsersPage(page);

  /** Opens the app as a new visitor and signs in through the server's login page; the layout is there. */
  const signIn = async (credentials: Credentials) => {
    await page.goto('/');
    await signInPage.signIn(credentials);
    await expect(page.getByRole('navigation')).toBeVisible();
    return new AppShell(page, credentials.userName);
  };
  const signOut = async (shell: AppShell) => {
    await shell.chooseUserAction('signOut');
    await signOutPage.confirm();
    await signInPage.expectShown();
  };

  await test.step('the host signs in without a tenant and creates a tenant with its administrator', async () => {
    const host = await signIn(hostAdmin);
    await host.openMenuItem('System', 'Tenants');
    await tenants.expectShown();
    await tenants.create({
      name: tenantName,
      adminEmail: `owner-${tag}@shop.example`,
      adminPassword: tenantAdmin.password,
    });
  });

  await test.step("turns the tenant's Production feature off, by keyboard; saved at once", async () => {
    const host = new AppShell(page, hostAdmin.userName);
    const features = await tenants.openFeatures(tenantName);
    const production = features.switch('Production');
    await expect(production).toBeChecked();
    await expect(features.dialog).toContainText('Off hides the menu entries: Production');
    await production.focus();
    await page.keyboard.press('Space');
    await expect(production).not.toBeChecked();
    await expect(features.switch('Purchasing')).toBeChecked();
    await features.save.click();
    await host.expectToast(`The features of "${tenantName}" are saved; they apply from its next request.`);
    await expect(features.dialog).toBeHidden();
    // Read again from the server: off.
    const again = await tenants.openFeatures(tenantName);
    await expect(again.switch('Stock')).toBeChecked();
    await expect(again.switch('Production')).not.toBeChecked();
    await page.keyboard.press('Escape');
    await expect(again.dialog).toBeHidden();
    await signOut(host);
  });

  await test.step("the tenant's administrator signs in to it: no production in the menu, its address refused", async () => {
    const own = await signIn(tenantAdmin);
    // Purchasing opens from the Business group; Production is not beside it.
    await own.openMenuItem('Business', 'Purchasing');
    await expect(own.menuItem('Production')).toHaveCount(0);
    // The host's menu entry is not a tenant's.
    await expect(own.menuItem('Tenants')).toHaveCount(0);
    await page.goto('/sys/production');
    await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
  });

  await test.step('creates a purchasing-only role in the permission tree', async () => {
    const own = new AppShell(page, tenantAdmin.userName);
    await own.openMenuItem('System', 'Roles');
    await roles.expectShown();
    await roles.create(roleName);
    const editor = await roles.openPermissions(roleName);
    await editor.search.fill('Purchase');
    await roles.toggle(editor.box('Purchase invoices'));
    await editor.search.fill('');
    await expect(editor.box('Purchase invoices')).toBeChecked();
    await expect(editor.summary).toContainText('Full use of purchase invoices.');
    await editor.save.click();
    await own.expectToast('The permissions were saved.');
    await roles.expectShown();
  });

  await test.step('creates a clerk with that role, and signs out', async () => {
    const own = new AppShell(page, tenantAdmin.userName);
    await own.openMenuItem('System', 'Users');
    await users.expectShown();
    await users.create({ ...clerk, role: roleName });
    await signOut(own);
  });

  await test.step('the clerk signs in to the tenant: purchasing only; the rest is refused', async () => {
    const own = await signIn({ tenant: tenantName, userName: clerk.userName, password: clerk.password });
    await expect(own.navigation.getByRole('button', { name: 'Master data' })).toHaveCount(0);
    await expect(own.navigation.getByRole('button', { name: 'System' })).toHaveCount(0);
    await own.openMenuItem('Business', 'Purchasing');
    await expect(page).toHaveURL(/\/sys\/purchasing/);
    for (const item of ['Production', 'Stock', 'Sales', 'Warehouses', 'Users', 'Roles'])
      await expect(own.menuItem(item)).toHaveCount(0);
    for (const address of ['/sys/production', '/sys/store', '/system/roles', '/sys/inventory']) {
      await page.goto(address);
      await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
    }
    await page.goto('/sys/purchasing');
    await expect(page.getByRole('heading', { level: 1, name: /Purchas/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No access' })).toHaveCount(0);
  });

  await test.step("the tenant's administrator finds the role's permission change in the audit log, field by field", async () => {
    const clerkShell = new AppShell(page, clerk.userName);
    await signOut(clerkShell);
    const own = await signIn(tenantAdmin);
    const auditLog = new AuditLogPage(page);
    await own.openMenuItem('System', 'Audit log');
    await auditLog.expectShown();
    await auditLog.filterByRecordType('Permissions');
    const entry = auditLog.rows(`Role ${roleName}`);
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(tenantAdmin.userName);
    await expect(entry).toContainText('Updated');
    const changes = await auditLog.openChanges(`Role ${roleName}`);
    for (const label of ['Purchase invoices', 'Purchase invoices: Submit', 'Purchase invoices: Delete']) {
      const field = changes.field(label);
      await expect(field).toHaveCount(1);
      await expect(field.getByRole('cell').nth(1)).toHaveText('Not granted');
      await expect(field.getByRole('cell').nth(2)).toHaveText('Granted');
    }
    // Only what the role was given: nothing of production, which this tenant does not have.
    await expect(changes.table).not.toContainText('Production');
    await page.keyboard.press('Escape');
    await expect(changes.dialog).toBeHidden();
  });
});
