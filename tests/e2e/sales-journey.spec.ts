import type { Locator, Page } from '@playwright/test';
import { demoAdmin, expect, test } from './support/fixtures.ts';

const cookies = '黄油曲奇 Butter cookies';

/** Types into a picker and takes the option whose name contains `option`. */
async function pick(scope: Locator | Page, label: RegExp, search: string, option: string): Promise<void> {
  const box = scope.getByRole('combobox', { name: label });
  await box.fill(search);
  await scope.getByRole('option', { name: new RegExp(option) }).click();
  await expect(box).toHaveValue(new RegExp(option));
}

test('an admin sells by keyboard: the stock of each line as it is typed, every shortage at once, the server refusing what it cannot deliver, then a delivered sale', async ({
  page,
  shell,
  signIn,
}) => {
  const line = (n: number) => page.getByRole('group', { name: `Line ${n}` });
  const count = (n: number) => line(n).getByRole('textbox', { name: new RegExp(`^Count ${n}`) });
  const price = (n: number) => line(n).getByRole('textbox', { name: new RegExp(`^Price ${n}`) });
  let available = 0;

  await test.step('opens a new sale from the list and picks the warehouse it delivers from', async () => {
    await signIn(demoAdmin);
    await page.goto('/sys/market');
    await expect(page.getByRole('heading', { level: 1, name: 'Sales' })).toBeVisible();
    await page.getByRole('button', { name: 'New sale' }).click();
    await expect(page).toHaveURL(/\/sys\/market\/new$/);
    await pick(page, /^Deliver from/, 'Main', 'Main warehouse');
  });

  await test.step('a scanned code picks the SKU; the line says what the warehouse holds and which batch FEFO takes', async () => {
    const sku = line(1).getByRole('combobox', { name: /^SKU 1/ });
    await sku.fill('FG-COOKIES');
    await sku.press('Enter');
    await expect(sku).toHaveValue(`FG-COOKIES ${cookies}`);
    await count(1).fill('2');
    await price(1).fill('12.5');
    const stock = line(1).getByText(/^[\d,.]+ available in Main warehouse$/);
    await expect(stock).toBeVisible();
    available = Number((await stock.innerText()).split(' ')[0]!.replace(/,/g, ''));
    expect(available).toBeGreaterThan(2);
    // The expired batch of the seed (CK-2025-09) is never taken; the fresh one is.
    await expect(line(1).getByText(/^Batch CK-2026-02: 2, expires \d{4}-\d{2}-\d{2}$/)).toBeVisible();
    await expect(line(1).getByText('Normal', { exact: true })).toBeVisible();
    await expect(page.getByText(/CK-2025-09/)).toHaveCount(0);
  });

  await test.step('a second line asks for more flour than there is: both shortages would be listed, here the one', async () => {
    await price(1).press('Enter');
    await expect(page.getByRole('combobox', { name: /^SKU 2/ })).toBeFocused();
    await pick(line(2), /^SKU 2/, 'RAW-FLOUR', 'Bread flour');
    await count(2).fill('100000');
    await price(2).fill('3');
    const shortages = page.getByRole('region', { name: 'Not enough stock for this sale' });
    await expect(shortages).toContainText(
      /'高筋面粉 Bread flour' in Main warehouse: wanted 100,000, available [\d,.]+/,
    );
    await expect(line(2).getByText(/^Short by /)).toBeVisible();
  });

  await test.step('submitting with delivery anyway: the server refuses in words on the line, nothing is saved', async () => {
    await page.getByRole('button', { name: 'Submit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Submit sale?' });
    await expect(dialog.getByRole('combobox', { name: /^Deliver now from/ })).toHaveValue('Main warehouse');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(
      line(2).getByText(/^'高筋面粉 Bread flour' in Main warehouse: wanted 100,000, available/),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/sys\/market\/new$/);
  });

  await test.step('with the flour line removed (and its undo offered), the sale is submitted and delivered', async () => {
    await line(2).getByRole('button', { name: 'Remove line 2' }).click();
    await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /^25\.00$/ })
        .first(),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Submit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Submit sale?' });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Sale submitted.')).toBeVisible();
    await expect(page).toHaveURL(/\/sys\/market$/);
  });

  await test.step('the list shows it finished and delivered; its page names the batch actually taken', async () => {
    const row = page.getByRole('table', { name: 'Sales' }).getByRole('row').nth(1);
    await expect(row).toContainText('Finished');
    await expect(row).toContainText('25.00');
    await expect(row).toContainText('Delivered 2 of 2');
    await row.getByRole('link').click();
    await expect(page.getByText('Only a draft can be changed.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Delivered batches' })).toContainText(
      `${cookies}: batch CK-2026-02, 2 from Main warehouse`,
    );
  });

  await test.step('prints the sale: on paper only the sheet, with the batch taken and lines to sign', async () => {
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    await page.getByRole('button', { name: 'Print' }).click();
    await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
    const sheet = page.locator('[data-print-root]');
    await expect(sheet).toBeHidden();
    await page.emulateMedia({ media: 'print' });
    await expect(sheet).toBeVisible();
    await expect(sheet).toContainText(/Sale SO-\S+/);
    await expect(sheet).toContainText('CK-2026-02');
    await expect(sheet).toContainText('25.00');
    await expect(sheet).toContainText('Received by');
    // The app itself is not on paper: only the sheet's own heading is left to see.
    await expect(page.locator('#root')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await page.emulateMedia({ media: 'screen' });
  });

  await test.step('the stock of the cookies in Main is 2 less', async () => {
    await page.goto('/sys/market/new');
    await pick(page, /^Deliver from/, 'Main', 'Main warehouse');
    await pick(line(1), /^SKU 1/, 'FG-COOKIES', 'Butter cookies');
    await count(1).fill('1');
    await expect(line(1).getByText(`${available - 2} available in Main warehouse`)).toBeVisible();
  });

  await test.step('in Chinese the sale page speaks Chinese', async () => {
    await shell.switchLanguage('zh-Hans', '简体中文');
    await expect(page.getByRole('heading', { level: 1, name: '新建销售单' })).toBeVisible();
    await expect(page.getByText(`“Main warehouse”仓库可用 ${available - 2}`)).toBeVisible();
  });
});
