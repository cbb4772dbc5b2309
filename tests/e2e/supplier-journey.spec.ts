import { SuppliersPage } from './pages/suppliers-page.ts';
import { demoAdmin, expect, test } from './support/fixtures.ts';

test('an admin keeps suppliers: created by keyboard, a refused duplicate, searched, shared, edited, deleted, in Chinese', async ({
  page,
  shell,
  signIn,
}) => {
  const suppliers = new SuppliersPage(page);
  const tag = Date.now().toString(36).toUpperCase();
  const name = `E2E Farms ${tag}`;
  const renamed = `${name} (renamed)`;

  await test.step('signs in and opens suppliers from the menu', async () => {
    await signIn(demoAdmin);
    await shell.openMenuItem(shell.t.groups.masterData, shell.t.items.suppliers);
    await suppliers.expectShown();
  });

  await test.step('creates a supplier with remarks by keyboard; focus comes back to "New supplier"', async () => {
    const dialog = await suppliers.openCreate();
    await suppliers.fillAndSubmit(dialog, { name, contact: 'Li Lei', remarks: 'Delivers on Mondays' });
    await expect(dialog).toBeHidden();
    await expect(suppliers.row(name)).toContainText('Delivers on Mondays');
    await expect(suppliers.createButton).toBeFocused();
  });

  await test.step('a second supplier of the same name is refused on the name field, in words', async () => {
    const dialog = await suppliers.openCreate();
    await suppliers.fillAndSubmit(dialog, { name: name.toLowerCase() });
    await expect(dialog.getByText(`A supplier named '${name.toLowerCase()}' already exists.`)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveAttribute('aria-invalid', 'true');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(suppliers.row(name)).toHaveCount(1);
  });

  await test.step('searches it; the address holds the search, and another window opening it sees the same', async () => {
    await suppliers.search.fill(tag);
    await expect(page).toHaveURL(new RegExp(`Name=${tag}`));
    await expect(suppliers.row(name)).toBeVisible();
    await expect(suppliers.table.getByRole('row')).toHaveCount(2);

    // The address as shared with a colleague: a new page of the same signed-in browser opens the same view.
    const shared = await page.context().newPage();
    await shared.goto(page.url());
    const there = new SuppliersPage(shared);
    await expect(there.row(name)).toBeVisible();
    await expect(there.table.getByRole('row')).toHaveCount(2);
    await expect(there.search).toHaveValue(tag);
    await shared.close();
  });

  await test.step('edits it', async () => {
    await suppliers.edit(name, { name: renamed, remarks: 'Delivers on Tuesdays' });
    await expect(suppliers.row(renamed)).toContainText('Delivers on Tuesdays');
    await expect(suppliers.row(name)).toHaveCount(0);
  });

  await test.step('in Chinese the screen speaks Chinese', async () => {
    await shell.switchLanguage('zh-Hans', '简体中文');
    await expect(page.getByRole('heading', { level: 1, name: '供应商管理' })).toBeVisible();
    await expect(page.getByRole('table', { name: '供应商管理' }).getByRole('row')).toHaveCount(2);
    await shell.switchLanguage('en', 'English');
  });

  await test.step('deletes it after confirming; the search then finds nothing', async () => {
    await suppliers.deleteAfterConfirming(renamed);
    await expect(suppliers.row(renamed)).toHaveCount(0);
    await expect(page.getByText('No suppliers yet. Add the first one to start buying stock.')).toBeVisible();
  });
});
