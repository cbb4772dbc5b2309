import { expect, type Locator, type Page } from '@playwright/test';
import type { AppLanguage } from '../support/texts.ts';

/** The SKU media texts as the sku-media.ts resources of packages/ui writes them (written out: a changed label fails). */
const texts = {
  en: {
    images: 'Images',
    image: (index: number) => `Image ${index}`,
    uploading: (name: string) => `Uploading ${name}`,
    wrongType: (name: string) => `${name} is not a PNG, JPEG or WebP image.`,
    printDialog: 'Print labels',
    print: 'Print labels',
    copies: 'Copies of each label',
    label: (name: string) => `Label of ${name}`,
    qr: (code: string) => `QR code of SKU code ${code}`,
  },
  'zh-Hans': {
    images: '图片',
    image: (index: number) => `图片 ${index}`,
    uploading: (name: string) => `正在上传 ${name}`,
    wrongType: (name: string) => `${name} 不是 PNG、JPEG 或 WebP 格式的图片。`,
    printDialog: '打印标签',
    print: '打印标签',
    copies: '每个商品的标签份数',
    label: (name: string) => `${name} 的标签`,
    qr: (code: string) => `商品编码 ${code} 的二维码`,
  },
} as const;

/** A 32 × 32 PNG (a red checkerboard), small enough for any upload limit. */
const applePng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAIAAAD8GO2jAAAAOUlEQVR42mM4oaGBFX2oSMGKSFXPMGrBqAVDwAJqGYRL/agFoxYMBQtGi4pRC0YtGK0PRi0YtQCIAPIQyEyznaAuAAAAAElFTkSuQmCC',
  'base64',
);

/**
 * The SKU dialog's images field and the label print preview, for the SKU journey: attach a PNG as a user
 * choosing a file does (the hidden file input behind the "Choose images" button), wait until the real server
 * stored it and serves it back, and print labels with window.print counted instead of opening Chromium's dialog.
 */
export class SkuMediaPage {
  constructor(
    private readonly page: Page,
    private readonly language: AppLanguage = 'en',
  ) {}

  private get t() {
    return texts[this.language];
  }

  /** The images field inside `scope` (the SKU dialog). */
  imagesField(scope: Locator | Page = this.page): Locator {
    return scope.getByRole('group', { name: this.t.images, exact: true });
  }

  /**
   * Chooses a PNG in the images field and waits until it is uploaded: the progress bar gone, the thumbnail
   * loaded from the download URL (so the signed PUT and GET both worked). Returns the thumbnail.
   */
  async attachImage(scope: Locator | Page = this.page, fileName = 'apple.png'): Promise<Locator> {
    const field = this.imagesField(scope);
    const before = await field.getByTestId('sku-image').count();
    await field
      .getByTestId('sku-images-input')
      .setInputFiles({ name: fileName, mimeType: 'image/png', buffer: applePng });
    await expect(field.getByRole('progressbar', { name: this.t.uploading(fileName) })).toHaveCount(0);
    const thumbnail = field.getByRole('img', { name: this.t.image(before + 1), exact: true });
    await expect(thumbnail).toBeVisible();
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(32);
    return thumbnail;
  }

  /** Chooses a file that is no image: refused in words, before anything is sent. */
  async expectWrongTypeRefused(scope: Locator | Page = this.page, fileName = 'notes.txt'): Promise<void> {
    const field = this.imagesField(scope);
    await field
      .getByTestId('sku-images-input')
      .setInputFiles({ name: fileName, mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expect(field.getByRole('alert')).toHaveText(this.t.wrongType(fileName));
  }

  /** Counts window.print() calls instead of opening the browser's print dialog (call before printing). */
  async stubPrint(): Promise<void> {
    await this.page.evaluate(() => {
      const counted = window as unknown as { printCalls: number };
      counted.printCalls = 0;
      window.print = () => {
        counted.printCalls += 1;
      };
    });
  }

  printCalls(): Promise<number> {
    return this.page.evaluate(() => (window as unknown as { printCalls?: number }).printCalls ?? 0);
  }

  get printDialog(): Locator {
    return this.page.getByRole('dialog', { name: this.t.printDialog });
  }

  /** The preview (opened by the list's "Print labels" action) shows `pages` A4 pages and a label per SKU name. */
  async expectPreview(pages: number, skuNames: readonly string[] = []): Promise<void> {
    await expect(this.printDialog).toBeVisible();
    await expect(this.printDialog.getByTestId('sku-label-page')).toHaveCount(pages);
    for (const name of skuNames) {
      await expect(this.printDialog.getByRole('group', { name: this.t.label(name) }).first()).toBeVisible();
    }
  }

  async setCopies(copies: number): Promise<void> {
    await this.printDialog.getByRole('spinbutton', { name: this.t.copies }).fill(String(copies));
  }

  /**
   * Prints: in print media only the label sheet is shown (the app and the dialog hidden), and Print calls
   * window.print() once. Needs stubPrint() first.
   */
  async print(pages: number): Promise<void> {
    await this.page.emulateMedia({ media: 'print' });
    try {
      await expect(this.printDialog).toBeHidden();
      const sheet = this.page.locator('[data-print-root]');
      await expect(sheet).toBeVisible();
      await expect(sheet.getByTestId('sku-label-page')).toHaveCount(pages);
      // What the printer gets: Chromium's own print of the page, A4 from @page, one sheet page per PDF page.
      const pdf = await this.page.pdf({ preferCSSPageSize: true, printBackground: true });
      expect(pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).toHaveLength(pages);
    } finally {
      await this.page.emulateMedia({ media: 'screen' });
    }
    const before = await this.printCalls();
    await this.printDialog.getByRole('button', { name: this.t.print, exact: true }).click();
    await expect.poll(() => this.printCalls()).toBe(before + 1);
  }
}
