import { CategoriesPage } from './pages/categories-page.ts';
import { demoAdmin, expect, test } from './support/fixtures.ts';

test('an admin sets up custom items: a root and children, renamed, reordered, a refused and a real delete', async ({
  page,
  shell,
  signIn,
}) => {
  const categories = new CategoriesPage(page);
  const tag = Date.now().toString(36);
  const root = `E2E Root ${tag}`;
  const first = `E2E First ${tag}`;
  const renamed = `E2E Renamed ${tag}`;
  const second = `E2E Second ${tag}`;

  await test.step('custom items open from the menu with the seeded tree', async () => {
    await signIn(demoAdmin);
    await categories.openFromMenu(shell.t.groups.masterData);
    await expect(categories.tree.getByRole('treeitem').first()).toBeVisible();
  });

  await test.step('a root category is created with its sort order and colour, and gets a code', async () => {
    await categories.createRoot({ name: root, sort: 900, color: '#336699' });
    await expect(categories.item(root)).toBeVisible();
    await expect(categories.item(root)).toHaveAttribute('aria-level', '1');
    await expect(categories.item(root).locator('[data-row]').first()).toContainText('900');
  });

  await test.step('two children are created by keyboard (Insert on the parent)', async () => {
    await categories.createChild(root, first);
    await categories.createChild(root, second);
    await expect(categories.item(first)).toHaveAttribute('aria-level', '2');
    expect(await categories.childNames(root)).toEqual([first, second]);
  });

  await test.step('a child is renamed with F2', async () => {
    await categories.rename(first, renamed);
    await expect(categories.item(renamed)).toBeVisible();
    await expect(categories.item(first)).toHaveCount(0);
  });

  await test.step('the children are reordered: Alt+↓ on the keyboard, then the move-down button', async () => {
    await categories.select(renamed);
    await page.keyboard.press('Alt+ArrowDown');
    await expect.poll(() => categories.childNames(root)).toEqual([second, renamed]);
    // The moved row is the one the reload re-inserts; it keeps the focus, so the next key still acts on it.
    await expect(categories.item(renamed)).toBeFocused();
    await categories.moveWithButton(second, 'down');
    await expect.poll(() => categories.childNames(root)).toEqual([renamed, second]);
  });

  await test.step('deleting a category still in use is refused in the server’s words', async () => {
    await categories.deleteAfterConfirming(root);
    await categories.expectRefusal(/still has sub-categories \(2\)/);
    await expect(categories.item(root)).toBeVisible();
  });

  await test.step('an unused category is deleted', async () => {
    await categories.deleteAfterConfirming(second);
    await expect(categories.item(second)).toHaveCount(0);
    expect(await categories.childNames(root)).toEqual([renamed]);
  });

  await test.step('the search filters the tree and lives in the address', async () => {
    await page.getByRole('searchbox', { name: categories.t.search }).fill(tag);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}`));
    await expect(categories.item(renamed)).toBeVisible();
    await expect(categories.tree.getByRole('treeitem')).toHaveCount(2);
    await page.reload();
    await expect(categories.item(renamed)).toBeVisible();
    await expect(categories.tree.getByRole('treeitem')).toHaveCount(2);
  });

  await test.step('in Chinese, the refusal is the server’s Chinese text', async () => {
    await shell.switchLanguage('zh-Hans', '简体中文');
    categories.useLanguage('zh-Hans');
    await expect(page.getByRole('heading', { level: 1, name: categories.t.heading })).toBeVisible();
    await categories.deleteAfterConfirming(root);
    await categories.expectRefusal(`分类“${root}”下仍有子分类（1 个）`);
  });

  await test.step('the last child and then the root go once they are unused', async () => {
    await categories.deleteAfterConfirming(renamed);
    await expect(categories.item(renamed)).toHaveCount(0);
    await categories.deleteAfterConfirming(root);
    await expect(categories.item(root)).toHaveCount(0);
  });
});
