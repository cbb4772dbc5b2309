import type { Locator, Page } from '@playwright/test';
import { StockPage } from './pages/stock-page.ts';
import { SkusPage } from './pages/skus-page.ts';
import { demoAdmin, expect, test } from './support/fixtures.ts';
import { expectToastDuring } from './support/toasts.ts';

async function pick(scope: Locator | Page, label: RegExp, search: string, option: string): Promise<void> {
  const box = scope.getByRole('combobox', { name: label });
  await box.fill(search);
  const literal = option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await scope.getByRole('option', { name: new RegExp(literal) }).click();
  await expect(box).toHaveValue(new RegExp(literal));
}

/** A calendar date (UTC, the seeded tenant's zone) some days from today, as a date box takes it. */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('after receiving a purchase, an admin sees its batches by expiry, filters by status and follows a batch to its movements and the purchase', async ({
  page,
  signIn,
}) => {
  const stock = new StockPage(page);
  // An SKU of this run only, so other journeys' stock changes cannot touch what is checked here.
  const suffix = Date.now().toString(36).toUpperCase();
  const sku = `Journey tea ${suffix}`;
  const line = (n: number) => page.getByRole('group', { name: `Line ${n}` });
  let purchaseUrl = '';

  await test.step('a new SKU, bought in two batches (one expiring in 10 days) and received into the main warehouse', async () => {
    await signIn(demoAdmin);
    const skus = new SkusPage(page);
    await expectToastDuring(page, 'Created successfully', () =>
      skus.create({ name: sku, code: `JT-${suffix}`, unit: 'tin', cost: '2' }),
    );
    await page.goto('/sys/purchasing/new');
    await pick(page, /^Supplier/, 'Sunrise', 'Sunrise Packaging Ltd');
    await pick(line(1), /^SKU 1/, `JT-${suffix}`, sku);
    await line(1)
      .getByRole('textbox', { name: /^Count 1/ })
      .fill('10');
    await line(1)
      .getByRole('textbox', { name: /^Price 1/ })
      .fill('2.5');
    await line(1)
      .getByRole('textbox', { name: /^Batch number 1/ })
      .fill(`NEAR-${suffix}`);
    await line(1)
      .getByLabel(/^Produced on 1/)
      .fill(dayFromToday(-5));
    await line(1)
      .getByRole('textbox', { name: /^Shelf life \(days\) 1/ })
      .fill('15');
    await line(1)
      .getByRole('textbox', { name: /^Price 1/ })
      .press('Enter');
    await pick(line(2), /^SKU 2/, `JT-${suffix}`, sku);
    await line(2)
      .getByRole('textbox', { name: /^Count 2/ })
      .fill('4');
    await line(2)
      .getByRole('textbox', { name: /^Price 2/ })
      .fill('3');
    await line(2)
      .getByRole('textbox', { name: /^Batch number 2/ })
      .fill(`FRESH-${suffix}`);
    await line(2)
      .getByLabel(/^Produced on 2/)
      .fill(dayFromToday(0));
    await line(2)
      .getByRole('textbox', { name: /^Shelf life \(days\) 2/ })
      .fill('365');
    await page.getByRole('button', { name: 'Submit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Submit purchase?' });
    await pick(dialog, /^Receive now into/, 'Main', 'Main warehouse');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(/^Purchase .* submitted\.$/)).toBeVisible();
    await expect(page.getByText('Finished', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/sys\/purchasing\/[0-9a-f-]{36}$/);
    purchaseUrl = new URL(page.url()).pathname;
  });

  await test.step('the stock screen shows the SKU: its count, value and worst status, and each batch with its expiry', async () => {
    await stock.open();
    await stock.filter('SKU name or code').fill(suffix);
    await expect(page).toHaveURL(new RegExp(`SKUName=${suffix}`));
    const row = stock.row(sku);
    await expect(row).toContainText('14');
    // 10 × 2.5 + 4 × 3, at what was paid
    await expect(row).toContainText('37.00');
    await expect(row).toContainText('Near expiry');
    const batches = await stock.batchesOf(sku);
    const near = stock.batch(batches, `NEAR-${suffix}`);
    await expect(near).toContainText('Main warehouse');
    await expect(near).toContainText(dayFromToday(10));
    await expect(near).toContainText('10 days');
    await expect(near).toContainText('Near expiry');
    await expect(stock.batch(batches, `FRESH-${suffix}`)).toContainText('Normal');
    const totals = page.getByRole('group', { name: 'Totals of the filtered view' });
    await expect(totals).toContainText('37.00');
  });

  await test.step('filtering by expiry status keeps the batches of that status only, in the address', async () => {
    await stock.filter('Expiry status').selectOption('Normal');
    await expect(page).toHaveURL(/DateType=Normal/);
    const batches = await stock.batchesOf(sku);
    await expect(stock.batch(batches, `FRESH-${suffix}`)).toBeVisible();
    await expect(stock.batch(batches, `NEAR-${suffix}`)).toHaveCount(0);
    await expect(stock.row(sku)).toContainText('12.00');
    // The dashboard's link: the seed's expired cookies, and nothing of this purchase.
    await stock.open('?DateType=Expired');
    await expect(stock.filter('Expiry status')).toHaveValue('Expired');
    await expect(stock.row('黄油曲奇 Butter cookies')).toContainText('Expired');
    await stock.filter('SKU name or code').fill(suffix);
    await expect(page.getByText('No stock matches these filters.')).toBeVisible();
  });

  await test.step('from a batch, the SKU in its warehouse: batches and movements newest first, linked to the purchase', async () => {
    await stock.open(`?SKUName=${suffix}`);
    const batches = await stock.batchesOf(sku);
    await batches
      .getByRole('link', { name: `${sku} in Main warehouse` })
      .first()
      .click();
    await expect(page).toHaveURL(
      /\/sys\/inventory\/components\/warehouse\/detailForm\?WarehouseId=.*&SkuId=/,
    );
    await expect(page.getByRole('heading', { level: 1, name: `${sku} in Main warehouse` })).toBeVisible();
    const receipt = stock.movement(/^.*IN-\d{8}-\d{4}/).filter({ hasText: `NEAR-${suffix}` });
    await expect(receipt).toContainText('In (Purchase)');
    await expect(receipt).toContainText('+10');
    await expect(stock.movement(new RegExp(`FRESH-${suffix}`))).toContainText('+4');
    const link = receipt.getByRole('link', { name: /^Purchase IN-/ });
    // The warehouse invoice's page until the SKU's purchases have answered, then the purchase's.
    await expect(link).toHaveAttribute('href', purchaseUrl);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${purchaseUrl}$`));
    await expect(page.getByRole('heading', { level: 1, name: /^Purchase PO-/ })).toBeVisible();
  });

  await test.step('by keyboard: the per-warehouse view lists the warehouse batch by batch', async () => {
    await stock.open();
    await stock.view('By warehouse').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Stock per warehouse' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Warehouse', exact: true }).selectOption('Main warehouse');
    await page.getByRole('searchbox', { name: 'SKU name or code' }).fill(suffix);
    const table = page.getByRole('table', { name: 'Main warehouse' });
    await expect(table.getByRole('row').filter({ hasText: `NEAR-${suffix}` })).toContainText('Near expiry');
    await expect(table.getByRole('row').filter({ hasText: `FRESH-${suffix}` })).toContainText('Normal');
  });
});
