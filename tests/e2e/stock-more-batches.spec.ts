import type { APIRequestContext } from '@playwright/test';
import { SkusPage } from './pages/skus-page.ts';
import { StockPage } from './pages/stock-page.ts';
import { demoAdmin, expect, test } from './support/fixtures.ts';
import { storedUser } from './support/session-page.ts';
import { expectToastDuring } from './support/toasts.ts';

// The stock list shows a row's first five batches in FEFO order (ADR 062) and, when the SKU holds more, a link to
// the SKU's stock detail in that warehouse, which shows every batch. The six batches are bought through the API (the
// purchase editor's own journey is purchase-editor-journey.spec.ts); what is checked is what the stock screens show.

/** The id of the one item a filtered list answers. */
async function onlyId(request: APIRequestContext, token: string, path: string): Promise<string> {
  const response = await request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), path).toBe(200);
  const { items } = (await response.json()) as { items: { id: string }[] };
  expect(items, path).toHaveLength(1);
  return items[0]!.id;
}

test('a SKU with six batches shows its first five on the stock list and every one on its detail, reached by keyboard', async ({
  page,
  request,
  signIn,
}) => {
  const stock = new StockPage(page);
  // An SKU of this run only, so other journeys' stock cannot touch what is checked here.
  const suffix = Date.now().toString(36).toUpperCase();
  const sku = `Batch tea ${suffix}`;
  // Expiring in 30, 60, … 180 days: FEFO order is B1 … B6, so the list's five are B1 … B5.
  const batchNumbers = [1, 2, 3, 4, 5, 6].map((n) => `B${n}-${suffix}`);

  await test.step('a new SKU, bought in six batches received into the main warehouse', async () => {
    await signIn(demoAdmin);
    await expectToastDuring(page, 'Created successfully', () =>
      new SkusPage(page).create({ name: sku, code: `BT-${suffix}`, unit: 'tin', cost: '1' }),
    );
    const token = (await storedUser(page)).access_token;
    const skuId = await onlyId(request, token, `/api/app/s-kU?Code=BT-${suffix}`);
    const supplierId = await onlyId(request, token, '/api/app/supplier?Name=Sunrise');
    const warehouseId = await onlyId(request, token, '/api/app/warehouse?Filter=Main%20warehouse');
    const producedOn = new Date(Date.now() - 86_400_000).toISOString();
    const saved = await request.post('/api/app/purchase-invoice/save', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        supplierId,
        isSubmit: true,
        isCreateStockInvoice: true,
        warehouseId,
        items: batchNumbers.map((batchNumber, i) => ({
          skuId,
          count: 2,
          price: 1,
          batchNumber,
          parturitionTime: producedOn,
          expirationDay: 30 * (i + 1),
        })),
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  });

  await test.step('the stock list shows the five that expire first, and says there are more', async () => {
    await stock.open(`?SKUName=${suffix}`);
    await expect(stock.row(sku)).toContainText('12');
    const batches = await stock.batchesOf(sku);
    for (const batchNumber of batchNumbers.slice(0, 5))
      await expect(stock.batch(batches, batchNumber)).toBeVisible();
    await expect(stock.batch(batches, batchNumbers[5]!)).toHaveCount(0);
    await expect(page.getByText('More batches than shown; every batch:')).toBeVisible();
  });

  await test.step('by keyboard, the link opens the SKU in its warehouse with every batch', async () => {
    const link = page.getByRole('link', { name: `Every batch of ${sku} in Main warehouse` });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(
      /\/sys\/inventory\/components\/warehouse\/detailForm\?WarehouseId=.*&SkuId=/,
    );
    await expect(page.getByRole('heading', { level: 1, name: `${sku} in Main warehouse` })).toBeVisible();
    const every = page.getByRole('table', { name: `Batches of ${sku}` });
    for (const batchNumber of batchNumbers) await expect(stock.batch(every, batchNumber)).toBeVisible();
    await expect(every.getByRole('row')).toHaveCount(batchNumbers.length + 1);
  });
});
