import { WarehouseInvoicesPage } from './pages/warehouse-invoices-page.ts';
import { demoAdmin, expect, test } from './support/fixtures.ts';

test('an admin moves part of a seeded flour batch to the second warehouse, choosing the batch in the picker, and sees the move finished in the list', async ({
  page,
  shell,
  signIn,
}) => {
  const invoices = new WarehouseInvoicesPage(page);
  let number = '';

  await test.step('opens a new warehouse invoice from the menu and the list', async () => {
    await signIn(demoAdmin);
    await shell.openMenuItem('Business', 'Warehouse invoices');
    await expect(page).toHaveURL(/\/sys\/inventory\/invoices$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Warehouse invoices' })).toBeVisible();
    // The menu marks this entry as the page, not the stock entry above it.
    await expect(shell.menuItem('Warehouse invoices')).toHaveAttribute('aria-current', 'page');
    await expect(shell.menuItem('Stock')).not.toHaveAttribute('aria-current', 'page');
    await page.getByRole('button', { name: 'New warehouse invoice' }).click();
    await expect(page).toHaveURL(/\/sys\/inventory\/invoices\/new$/);
    // The address can change before the new page is shown, and the list has a "Kind" filter of its own.
    await expect(page.getByRole('heading', { level: 1, name: 'New warehouse invoice' })).toBeVisible();
  });

  await test.step('a Move from the main warehouse to 主仓库 of 5 bread flour, taken from batch FL-2026-01 in the picker', async () => {
    await invoices.kind('Move');
    await invoices.pick(page, /^From warehouse/, 'Main', 'Main warehouse');
    await invoices.pick(page, /^To warehouse/, '主', '主仓库');
    await invoices.pick(invoices.line(1), /^SKU 1/, 'RAW-FLOUR', 'Bread flour');
    await invoices
      .line(1)
      .getByRole('textbox', { name: /^Count 1/ })
      .fill('5');
    const batch = invoices.batches(1).getByRole('row').filter({ hasText: 'FL-2026-01' });
    await expect(batch).toContainText('Normal');
    await invoices.takeBox(1, 'FL-2026-01').fill('5');
    await expect(invoices.batches(1).getByRole('status')).toHaveText('Selected 5 of 5 · Everything chosen');
  });

  await test.step('submits after the question names the batch moving between the two warehouses', async () => {
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Submit warehouse invoice?' });
    await expect(dialog.getByRole('region', { name: 'What moves when you submit' })).toContainText(
      '5 × 高筋面粉 Bread flour from Main warehouse to 主仓库, batch FL-2026-01',
    );
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const toast = page.getByText(/^Warehouse invoice MV-\d{8}-\d{4} submitted\.$/);
    await expect(toast).toBeVisible();
    number = /MV-\d{8}-\d{4}/.exec((await toast.textContent()) ?? '')?.[0] ?? '';
    await expect(page).toHaveURL(/\/sys\/inventory\/invoices\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Finished', { exact: true })).toBeVisible();
    await expect(page.getByText('Batch FL-2026-01: 5', { exact: true })).toBeVisible();
  });

  await test.step('the list shows the move finished, from the main warehouse to 主仓库', async () => {
    await page.getByRole('button', { name: 'Back to warehouse invoices' }).click();
    const row = invoices.row(number);
    await expect(row).toContainText('Move · Other');
    await expect(row).toContainText('Main warehouse → 主仓库');
    await expect(row).toContainText('Finished');
  });

  await test.step('in Chinese the list names it a transfer (调拨单), finished (已完成)', async () => {
    await shell.switchLanguage('zh-Hans', '简体中文');
    await expect(page.getByRole('heading', { level: 1, name: '出入库单' })).toBeVisible();
    const row = page.getByRole('table', { name: '出入库单' }).getByRole('row').filter({ hasText: number });
    await expect(row).toContainText('调拨单 · 其他');
    await expect(row).toContainText('已完成');
  });
});
