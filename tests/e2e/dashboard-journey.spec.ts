import type { Page } from '@playwright/test';
import { SkusPage } from './pages/skus-page.ts';
import { StockPage } from './pages/stock-page.ts';
import { demoAdmin, expect, test } from './support/fixtures.ts';

/** The seed's sugar: 50 bags bought 60 days ago with 75 days of shelf life, so near expiry (business-rules §9). */
const sugar = { name: '白砂糖 White sugar', code: 'RAW-SUGAR' };

const tile = (page: Page, title: string) =>
  page.locator('.chakra-card__root').filter({ has: page.getByRole('heading', { level: 2, name: title }) });

/** A money figure as the tiles write it: thousands separated, two places. */
const money = /^\d{1,3}(,\d{3})*\.\d{2}$/;

test('the owner opens the dashboard: value, expiry risk to the filtered stock, a reorder level to a purchase draft, in Chinese', async ({
  page,
  shell,
  signIn,
}) => {
  await test.step('the dashboard is the first entry of the menu and answers with every tile', async () => {
    await signIn(demoAdmin);
    await shell.openMenuItem('Business', 'Dashboard');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    for (const title of [
      'Stock value',
      'Value at risk from expiry',
      'Low stock',
      'Open work',
      'Sales, last 12 weeks',
    ])
      await expect(tile(page, title)).toBeVisible();
    await expect(tile(page, 'Stock value').getByText(money).first()).toBeVisible();
    // The chart's own chunk arrives after the tiles.
    await expect(tile(page, 'Sales, last 12 weeks').locator('.recharts-surface')).toBeVisible();
  });

  await test.step('a reorder level set on the SKU screen makes the SKU low', async () => {
    const skus = new SkusPage(page);
    await shell.openMenuItem('Master data', 'SKU / units');
    await skus.expectShown();
    await skus.row(sugar.name).getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit SKU' });
    await dialog.getByRole('textbox', { name: /^Reorder level/ }).fill('1000');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    await shell.openMenuItem('Business', 'Dashboard');
    const low = page.getByRole('table', { name: 'Low stock' });
    await expect(low.getByRole('row').filter({ hasText: sugar.code })).toContainText('1,000');
  });

  await test.step('one action drafts a purchase of the shortfall, for the owner to choose a supplier', async () => {
    const line = page
      .getByRole('table', { name: 'Low stock' })
      .getByRole('row')
      .filter({ hasText: sugar.code });
    const held = Number((await line.getByRole('cell').nth(1).innerText()).replace(/[^\d.]/g, ''));
    // The header row aside, one row per low SKU.
    const lowLines = (await page.getByRole('table', { name: 'Low stock' }).getByRole('row').count()) - 1;
    await page.getByRole('button', { name: 'Draft a purchase for these' }).click();
    await expect(page).toHaveURL(/\/sys\/purchasing\/new$/);
    await expect(page.getByRole('heading', { level: 1, name: 'New purchase' })).toBeVisible();
    // One line per low SKU (the seed's boxes are low too), the most short first: the sugar.
    await expect(page.getByRole('combobox', { name: /^SKU 1/ })).toHaveValue(new RegExp(sugar.code));
    await expect(page.getByRole('textbox', { name: /^Count 1/ })).toHaveValue(String(1000 - held));
    await expect(page.getByRole('combobox', { name: /^SKU \d+/ })).toHaveCount(lowLines);
  });

  await test.step('the expiry tile leads to the stock screen filtered to what is near expiry', async () => {
    await shell.openMenuItem('Business', 'Dashboard');
    const expiry = tile(page, 'Value at risk from expiry');
    await expiry.getByRole('link', { name: /^Near expiry/ }).click();
    await expect(page).toHaveURL(/\/sys\/inventory\?DateType=1$/);
    const stock = new StockPage(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Stock' })).toBeVisible();
    await expect(stock.filter('Expiry status')).toHaveValue(/NearExpiry|1/);
    // The seed's sugar: 75 days of shelf life, bought 60 days ago.
    await expect(stock.row(sugar.name)).toContainText('Near expiry');
  });

  await test.step('in Chinese the tiles speak Chinese', async () => {
    await shell.switchLanguage('zh-Hans', '简体中文');
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: '仪表盘' })).toBeVisible();
    await expect(tile(page, '到期风险金额')).toBeVisible();
    await expect(tile(page, '库存不足')).toContainText('低于补货点');
  });
});
