import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { SkusPage } from './pages/skus-page.ts';
import { demoAdmin, expect, test } from './support/fixtures.ts';

/** Saves the next download and answers its name and text (the CSV export is a browser download). */
async function downloaded(page: Page, start: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), start()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), text: await readFile(path, 'utf8') };
}

/** The rows of a CSV without the BOM; the cells here hold no quotes or line breaks. */
const csvRows = (text: string) =>
  text
    .replace(/^\ufeff/, '')
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => line.split(','));

test('an admin sets up SKUs: singles, a kit of two, a shared filtered view, Off, one category for two, CSV export', async ({
  page,
  shell,
  signIn,
}) => {
  const skus = new SkusPage(page);
  const tag = Date.now().toString(36).toUpperCase();
  const bolt = { name: `E2E Bolt ${tag}`, code: `E2E-B-${tag}` };
  const nut = { name: `E2E Nut ${tag}`, code: `E2E-N-${tag}` };
  const kit = { name: `E2E Kit ${tag}`, code: `E2E-K-${tag}` };

  await test.step('signs in and lands on the SKU list', async () => {
    await signIn(demoAdmin);
    await skus.expectShown();
    await expect(skus.row('Gift box (empty)')).toBeVisible();
  });

  await test.step('creates two single SKUs', async () => {
    await skus.create({ ...bolt, unit: 'pcs', cost: '0.1234' });
    await expect(skus.row(bolt.name)).toContainText('0.1234');
    await expect(skus.row(bolt.name)).toContainText('Single');
    await skus.create({ ...nut, unit: 'pcs', cost: '2.5' });
    await expect(skus.row(nut.name)).toContainText('2.5000');
  });

  await test.step('creates a kit of the two, picked by code and by name', async () => {
    await skus.create({
      ...kit,
      unit: 'set',
      cost: '3',
      components: [
        { search: bolt.code, option: bolt.name, number: '4' },
        { search: nut.name, option: nut.name, number: '0.125' },
      ],
    });
    await expect(skus.row(kit.name)).toContainText('Kit');
    await skus.row(kit.name).getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit SKU' });
    await expect(dialog.getByText('Made of 2 components: this SKU is a kit.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /^Quantity per unit 2/ })).toHaveValue('0.125');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('filters by name and kind; the address keeps the view through a reload', async () => {
    await skus.filter('Name').fill(tag);
    await expect(page).toHaveURL(new RegExp(`Name=${tag}`));
    await expect(skus.row(bolt.name)).toBeVisible();
    await expect(skus.row('Gift box (empty)')).toHaveCount(0);
    await skus.filter('Kind').selectOption({ label: 'Kit' });
    await expect(page).toHaveURL(/Kind=1/);
    await expect(skus.row(bolt.name)).toHaveCount(0);
    await expect(skus.row(kit.name)).toBeVisible();
    await page.reload();
    await expect(skus.row(kit.name)).toBeVisible();
    await expect(skus.row(bolt.name)).toHaveCount(0);
    await expect(skus.filter('Name')).toHaveValue(tag);
    await expect(skus.filter('Kind')).toHaveValue('1');
  });

  await test.step('switches the kit Off; it stays Off after a reload', async () => {
    await expect(skus.switchOf(kit.name)).toBeChecked();
    await skus.switchOf(kit.name).click({ force: true });
    await expect(skus.switchOf(kit.name)).not.toBeChecked();
    await page.reload();
    await expect(skus.switchOf(kit.name)).not.toBeChecked();
    await expect(skus.row(kit.name)).toContainText('Off');
  });

  await test.step('sets the category of the two singles at once', async () => {
    await page.goto(`/sys/unit?Name=${tag}`);
    await expect(skus.row(nut.name)).toBeVisible();
    await skus.select(bolt.name);
    await skus.select(nut.name);
    await skus.setCategoryOfSelected(2, 'Packag', 'Packaging');
    await expect(skus.row(bolt.name)).toContainText('Packaging');
    await expect(skus.row(nut.name)).toContainText('Packaging');
    await expect(skus.row(kit.name)).not.toContainText('Packaging');
  });

  await test.step('exports the filtered list as CSV: a header and one row per SKU of the filter', async () => {
    const file = await downloaded(page, () => page.getByRole('button', { name: 'Export CSV' }).click());
    expect(file.name).toMatch(/^skus-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = csvRows(file.text);
    expect(rows[0]).toEqual([
      'Code',
      'Name',
      'Unit',
      'Cost',
      'Category',
      'Kind',
      'On / Off',
      'Components',
      'Images',
      'Remarks',
    ]);
    const byCode = new Map(rows.slice(1).map((row) => [row[0], row]));
    expect(rows).toHaveLength(4);
    expect(byCode.get(bolt.code)).toEqual([
      bolt.code,
      bolt.name,
      'pcs',
      '0.1234',
      'Packaging',
      'Single',
      'On',
      '',
      '',
      '',
    ]);
    expect(byCode.get(kit.code)?.slice(0, 8)).toEqual([
      kit.code,
      kit.name,
      'set',
      '3.0000',
      '',
      'Kit',
      'Off',
      `${bolt.code} × 4.000; ${nut.code} × 0.125`,
    ]);
  });

  await test.step('in Chinese the screen and the export speak Chinese', async () => {
    await shell.switchLanguage('zh-Hans', '简体中文');
    await expect(page.getByRole('heading', { level: 1, name: '商品/单位' })).toBeVisible();
    const table = page.getByRole('table', { name: '商品/单位' });
    await expect(table.getByRole('row').filter({ hasText: kit.name })).toContainText('组合商品');
    const file = await downloaded(page, () => page.getByRole('button', { name: '导出 CSV' }).click());
    expect(csvRows(file.text)[0]?.slice(0, 3)).toEqual(['商品编码', '名称', '单位']);
    await expect(page.getByText('已导出 3 个商品。')).toBeVisible();
  });
});
