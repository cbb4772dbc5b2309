import { ProductionPage } from './pages/production-page.ts';
import { demoAdmin, expect, test } from './support/fixtures.ts';

const kit = '新年礼盒 New Year gift box';
const cookies = '黄油曲奇 Butter cookies';

test('an admin makes the seeded gift box: can make N now limited by the cookies, produced in two parts, and a purchase drafted for a shortfall', async ({
  page,
  shell,
  signIn,
}) => {
  const production = new ProductionPage(page);
  let canMake = 0;
  let inStock = 0;
  let number = '';

  await test.step('opens a new production order from the menu and the list', async () => {
    await signIn(demoAdmin);
    await shell.openMenuItem('Business', 'Production');
    await expect(page).toHaveURL(/\/sys\/production$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Production' })).toBeVisible();
    await page.getByRole('button', { name: 'New production order' }).click();
    await expect(page).toHaveURL(/\/sys\/production\/new$/);
  });

  await test.step('the gift box (2 cookies + 1 box): can make N now, the cookies named as the limit', async () => {
    await production.start('FG-GIFTBOX', kit, '2', 'Main warehouse');
    const status = production.canMake.getByRole('status');
    await expect(status).toContainText(/Can make \d+ now/);
    const limited = new RegExp(`Limited by ${cookies}: (\\d+) bag in stock, 2 per kit\\.`);
    await expect(status).toContainText(limited);
    canMake = Number(/Can make (\d+) now/.exec((await status.textContent()) ?? '')?.[1]);
    inStock = Number(limited.exec((await status.textContent()) ?? '')?.[1]);
    // The seed's unexpired cookies in the main warehouse (the expired batch never counts), two per box.
    expect(inStock).toBeGreaterThanOrEqual(8);
    expect(canMake).toBe(Math.floor(inStock / 2));
    await expect(status).toContainText('Every material is in stock for 2.');
  });

  await test.step('4 boxes, their cookies proposed first-expiry-first without the expired batch, started to produce in parts', async () => {
    await page.getByRole('textbox', { name: /^Count to make/ }).fill('4');
    const picker = production.batches(1);
    await expect(picker.getByRole('status')).toHaveText('Selected 8 of 8 · Everything chosen');
    await expect(picker.getByRole('textbox', { name: 'Take from batch CK-2025-09 (line 1)' })).toHaveValue(
      '',
    );
    await page.getByRole('button', { name: 'Start, produce in parts' }).click();
    const toast = page.getByText(/^Production order MO-\d{8}-\d{4} submitted\.$/);
    await expect(toast).toBeVisible();
    number = /MO-\d{8}-\d{4}/.exec((await toast.textContent()) ?? '')?.[0] ?? '';
    await expect(page).toHaveURL(/\/sys\/production\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Processing', { exact: true })).toBeVisible();
    await expect(page.getByText('Produced 0 of 4', { exact: true })).toBeVisible();
  });

  await test.step('produced in two parts, 1 then 3: the order finishes when complete', async () => {
    await expect(production.producePart).toContainText('4 still to produce.');
    await production.produce('1', '1', '4');
    await expect(production.producePart).toContainText('3 still to produce.');
    await production.produce('3', '4', '4');
    await expect(production.producePart).toHaveCount(0);
    await expect(page.getByText('Finished', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Back to production' }).click();
    const row = production.row(number);
    await expect(row).toContainText('Finished');
    await expect(row).toContainText('Produced 4 of 4');
  });

  await test.step('more boxes than the cookies make: the shortfall is named and drafted as a purchase', async () => {
    await page.getByRole('button', { name: 'New production order' }).click();
    const left = inStock - 8;
    const wanted = Math.floor(left / 2) + 5;
    await production.start('FG-GIFTBOX', kit, String(wanted), 'Main warehouse');
    const short = wanted * 2 - left;
    await expect(production.canMake).toContainText(
      `${cookies}: ${wanted * 2} needed, ${left} in stock, ${short} short`,
    );
    await expect(page.getByRole('button', { name: 'Make now' })).toBeDisabled();
    await production.canMake.getByRole('button', { name: 'Draft a purchase for the shortfall' }).click();
    await expect(page).toHaveURL(/\/sys\/purchasing\/new$/);
    await expect(page.getByRole('heading', { level: 1, name: 'New purchase' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: /^SKU 1/ })).toHaveValue(/FG-COOKIES/);
    await expect(page.getByRole('textbox', { name: /^Count 1/ })).toHaveValue(String(short));
  });
});
