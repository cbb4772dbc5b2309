import type { Page } from '@playwright/test';
import { demoAdmin, expect, test } from './support/fixtures.ts';

/** The demo seed's purchases (apps/api/src/seed/purchase-sell.ts), told apart by their totals. */
const seeded = { draft: '310.00', open: '276.00', finished: '188.75' };

const table = (page: Page, name = 'Purchasing') => page.getByRole('table', { name });
const row = (page: Page, total: string, name?: string) =>
  table(page, name).getByRole('row').filter({ hasText: total });
const buttonsOf = async (page: Page, total: string) =>
  (await row(page, total).getByRole('button').allTextContents()).map((text) => text.trim());

test('an admin keeps purchases: what is open, a draft discarded then deleted, an open one finished, in Chinese', async ({
  page,
  shell,
  signIn,
}) => {
  await test.step('signs in and opens purchasing: each purchase with its state, total and what is received', async () => {
    await signIn(demoAdmin);
    await page.goto('/sys/purchasing');
    await expect(page.getByRole('heading', { level: 1, name: 'Purchasing' })).toBeVisible();
    await expect(row(page, seeded.open)).toContainText('Processing');
    await expect(row(page, seeded.open)).toContainText('Received 30 of 60');
    await expect(row(page, seeded.draft)).toContainText('Draft');
    await expect(row(page, seeded.finished)).toContainText('Finished');
  });

  await test.step('each purchase offers only the steps its life cycle allows', async () => {
    expect(await buttonsOf(page, seeded.open)).toEqual(['Finish']);
    expect(await buttonsOf(page, seeded.draft)).toEqual(['Discard', 'Delete']);
    expect(await buttonsOf(page, seeded.finished)).toEqual([]);
  });

  await test.step('the state filter narrows the list and lives in the address through a reload', async () => {
    await page
      .getByRole('search', { name: 'Filters' })
      .getByRole('combobox', { name: 'State' })
      .selectOption({ label: 'Draft' });
    await expect(page).toHaveURL(/State=0/);
    await expect(row(page, seeded.open)).toHaveCount(0);
    await page.reload();
    await expect(row(page, seeded.draft)).toBeVisible();
    await expect(row(page, seeded.open)).toHaveCount(0);
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(row(page, seeded.open)).toBeVisible();
  });

  await test.step('the draft is discarded after confirming, hidden, then shown on asking and deleted', async () => {
    await row(page, seeded.draft).getByRole('button', { name: 'Discard' }).click();
    const confirm = page.getByRole('alertdialog', { name: /^Discard purchase / });
    await confirm.getByRole('button', { name: 'Discard' }).click();
    await expect(page.getByText(/^Purchase .* discarded\.$/)).toBeVisible();
    await expect(row(page, seeded.draft)).toHaveCount(0);

    await page
      .getByRole('search', { name: 'Filters' })
      .getByRole('combobox', { name: 'Discarded' })
      .selectOption({ label: 'Shown' });
    await expect(row(page, seeded.draft)).toContainText('Discarded');
    expect(await buttonsOf(page, seeded.draft)).toEqual(['Delete']);
    await row(page, seeded.draft).getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('alertdialog', { name: /^Delete / })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(row(page, seeded.draft)).toHaveCount(0);
  });

  await test.step('the open purchase is finished: nothing more will be received', async () => {
    await row(page, seeded.open).getByRole('button', { name: 'Finish' }).click();
    await page
      .getByRole('alertdialog', { name: /^Finish purchase / })
      .getByRole('button', { name: 'Finish' })
      .click();
    await expect(row(page, seeded.open)).toContainText('Finished');
    expect(await buttonsOf(page, seeded.open)).toEqual([]);
  });

  await test.step('in Chinese the list speaks Chinese', async () => {
    await shell.switchLanguage('zh-Hans', '简体中文');
    await expect(page.getByRole('heading', { level: 1, name: '采购管理' })).toBeVisible();
    await expect(row(page, seeded.open, '采购管理')).toContainText('已完成');
    await expect(row(page, seeded.open, '采购管理')).toContainText('已入库 30 / 共 60');
  });
});
