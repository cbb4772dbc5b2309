import { AppShell } from './pages/app-shell.ts';
import { RolesPage } from './pages/admin-pages.ts';
import { AuditLogPage } from './pages/audit-log-page.ts';
import { expect, test } from './support/fixtures.ts';

test("the demo's administrator changes a role's permissions; the audit log shows the change field by field", async ({
  page,
  signInPage,
}) => {
  const roleName = `auditors-${Date.now().toString(36)}`;
  const roles = new RolesPage(page);
  const auditLog = new AuditLogPage(page);
  await page.goto('/');
  await signInPage.signIn({ tenant: 'demo', userName: 'admin', password: '1q2w3E*' });
  const shell = new AppShell(page, 'admin');

  await test.step('creates a role and grants it purchase invoices in the permission tree', async () => {
    await shell.openMenuItem('System', 'Roles');
    await roles.expectShown();
    await roles.create(roleName);
    const editor = await roles.openPermissions(roleName);
    await editor.search.fill('Purchase');
    await roles.toggle(editor.box('Purchase invoices'));
    await editor.search.fill('');
    await editor.save.click();
    await shell.expectToast('The permissions were saved.');
    await roles.expectShown();
  });

  await test.step('the audit log lists the change under the role, each permission before → after', async () => {
    await shell.openMenuItem('System', 'Audit log');
    await auditLog.expectShown();
    await auditLog.filterByRecordType('Permissions');
    await expect(page).toHaveURL(/EntityName=PermissionGrant/);
    const entry = auditLog.rows(`Role ${roleName}`);
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText('admin');
    await expect(entry).toContainText('Updated');
    await expect(entry).toContainText('7 fields');
    const changes = await auditLog.openChanges(`Role ${roleName}`);
    await expect(changes.table.getByRole('columnheader', { name: 'Before' })).toBeVisible();
    for (const label of ['Purchase invoices', 'Purchase invoices: Create', 'Purchase invoices: Delete']) {
      const field = changes.field(label);
      await expect(field).toHaveCount(1);
      await expect(field.getByRole('cell').nth(1)).toHaveText('Not granted');
      await expect(field.getByRole('cell').nth(2)).toHaveText('Granted');
    }
    await page.keyboard.press('Escape');
    await expect(changes.dialog).toBeHidden();
  });
});
