import type { Locator, Page } from '@playwright/test';
import { demoAdmin, expect, test } from './support/fixtures.ts';

/** Types into a picker and takes the option whose name contains `option`. */
async function pick(scope: Locator | Page, label: RegExp, search: string, option: string): Promise<void> {
  const box = scope.getByRole('combobox', { name: label });
  await box.fill(search);
  await scope.getByRole('option', { name: new RegExp(option.replace(/[()]/g, '\\$&')) }).click();
  await expect(box).toHaveValue(new RegExp(option.replace(/[()]/g, '\\$&')));
}

test('an admin buys two lines by keyboard, sees the total the server keeps, saves a draft and submits it into a warehouse', async ({
  page,
  shell,
  signIn,
}) => {
  const line = (n: number) => page.getByRole('group', { name: `Line ${n}` });

  await test.step('opens a new purchase from the list', async () => {
    await signIn(demoAdmin);
    await page.goto('/sys/purchasing');
    await page.getByRole('button', { name: 'New purchase' }).click();
    await expect(page).toHaveURL(/\/sys\/purchasing\/new$/);
    await expect(page.getByRole('heading', { level: 1, name: 'New purchase' })).toBeVisible();
  });

  await test.step('types two lines; Enter in the last price starts the next line; totals as the server rounds', async () => {
    await pick(page, /^Supplier/, 'Sunrise', 'Sunrise Packaging Ltd');
    await pick(line(1), /^SKU 1/, 'RAW-SUGAR', 'White sugar');
    await line(1)
      .getByRole('textbox', { name: /^Count 1/ })
      .fill('3');
    await line(1)
      .getByRole('textbox', { name: /^Price 1/ })
      .fill('1.005');
    await line(1)
      .getByRole('textbox', { name: /^Price 1/ })
      .press('Enter');
    await expect(page.getByRole('combobox', { name: /^SKU 2/ })).toBeFocused();
    await expect(line(1).getByLabel('Total of line 1')).toHaveText('3.02');
    await pick(line(2), /^SKU 2/, 'PKG-BOX', 'Gift box (empty)');
    await line(2)
      .getByRole('textbox', { name: /^Count 2/ })
      .fill('10');
    await line(2)
      .getByRole('textbox', { name: /^Price 2/ })
      .fill('0.35');
    await expect(page.getByRole('status').filter({ hasText: /^6\.52$/ })).toBeVisible();
  });

  await test.step('saves a draft: the page moves to the purchase, whose total the server agrees with', async () => {
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText(/^Purchase .* saved as a draft\.$/)).toBeVisible();
    await expect(page).toHaveURL(/\/sys\/purchasing\/[0-9a-f-]{36}$/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: /^Purchase / })).toBeVisible();
    await expect(page.getByText('Draft', { exact: true })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^6\.52$/ })).toBeVisible();
  });

  await test.step('submits it, receiving everything into the main warehouse now', async () => {
    await page.getByRole('button', { name: 'Submit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Submit purchase?' });
    await pick(dialog, /^Receive now into/, 'Main', 'Main warehouse');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(/^Purchase .* submitted\.$/)).toBeVisible();
    await expect(page.getByText('Finished', { exact: true })).toBeVisible();
    await expect(page.getByText('Only a draft can be changed.')).toBeVisible();
  });

  await test.step('the list shows it finished, everything received, with the same total', async () => {
    await page.getByRole('button', { name: 'Back to purchasing' }).click();
    const row = page.getByRole('table', { name: 'Purchasing' }).getByRole('row').filter({ hasText: '6.52' });
    await expect(row).toContainText('Finished');
    await expect(row).toContainText('Received 13 of 13');
  });

  await test.step('in Chinese the new purchase page speaks Chinese', async () => {
    await shell.switchLanguage('zh-Hans', '简体中文');
    await page.getByRole('button', { name: '新建采购单' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '新建采购单' })).toBeVisible();
    await expect(page.getByRole('button', { name: '保存草稿' })).toBeVisible();
  });
});
