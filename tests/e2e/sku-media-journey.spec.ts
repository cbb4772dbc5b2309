import { SkuMediaPage } from './pages/sku-media.ts';
import { SkusPage } from './pages/skus-page.ts';
import { demoAdmin, expect, test } from './support/fixtures.ts';

const giftBox = 'Gift box (empty)';
const cookies = '黄油曲奇 Butter cookies';

test('an admin makes a kit SKU with an image, finds its QR code and prints labels, in English and Chinese', async ({
  page,
  shell,
  signIn,
}) => {
  const skus = new SkusPage(page);
  const media = new SkuMediaPage(page);
  const tag = Date.now().toString(36).toUpperCase();
  const tray = { name: `E2E Tray ${tag}`, code: `E2E-T-${tag}` };

  await test.step('signs in and lands on the SKU list', async () => {
    await signIn(demoAdmin);
    await skus.expectShown();
  });

  await test.step('creates a kit of two SKUs with an image; a file that is no image is refused first', async () => {
    await page.getByRole('button', { name: 'New SKU' }).click();
    const dialog = page.getByRole('dialog', { name: 'New SKU' });
    await dialog.getByRole('textbox', { name: /^Name/ }).fill(tray.name);
    await dialog.getByRole('textbox', { name: /^Code/ }).fill(tray.code);
    await dialog.getByRole('textbox', { name: /^Unit/ }).fill('tray');
    await media.expectWrongTypeRefused(dialog);
    await media.attachImage(dialog);
    await dialog.getByRole('button', { name: 'Add component' }).click();
    await skus.pick(dialog, /^Component 1/, 'PKG-BOX', giftBox);
    await dialog.getByRole('button', { name: 'Add component' }).click();
    await skus.pick(dialog, /^Component 2/, 'cookies', cookies);
    await dialog.getByRole('textbox', { name: /^Quantity per unit 2/ }).fill('6');
    await expect(dialog.getByText('Made of 2 components: this SKU is a kit.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    const row = skus.row(tray.name);
    await expect(row).toContainText('Kit');
    // The thumbnail is the uploaded file, read back from the server through its stored (root-relative) link.
    const thumbnail = row.getByRole('img', { name: `Image of ${tray.name}` });
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(32);
  });

  await test.step('the SKU keeps its image and shows the QR code of its code when edited', async () => {
    await page.reload();
    await skus.row(tray.name).getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit SKU' });
    await expect(media.imagesField(dialog).getByRole('img', { name: 'Image 1', exact: true })).toBeVisible();
    await expect(dialog.getByRole('img', { name: `QR code of SKU code ${tray.code}` })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('selects two SKUs and prints their labels: one A4 sheet, only the labels on paper', async () => {
    await skus.select(tray.name);
    await skus.select(giftBox);
    await page
      .getByRole('toolbar', { name: 'Actions for the selected rows' })
      .getByRole('button', { name: 'Print labels' })
      .click();
    await media.expectPreview(1, [tray.name, giftBox]);
    await media.stubPrint();
    await media.print(1);
    await page.keyboard.press('Escape');
    await expect(media.printDialog).toBeHidden();
  });

  await test.step('in Chinese the preview speaks Chinese', async () => {
    await shell.switchLanguage('zh-Hans', '简体中文');
    const inChinese = new SkuMediaPage(page, 'zh-Hans');
    // The two rows stay selected through the language switch.
    await page.getByRole('toolbar').getByRole('button', { name: '打印标签' }).click();
    await inChinese.expectPreview(1, [tray.name, giftBox]);
    await expect(
      inChinese.printDialog.getByRole('img', { name: `商品编码 ${tray.code} 的二维码` }).first(),
    ).toBeVisible();
  });
});
