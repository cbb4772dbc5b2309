import { expect, type Locator, type Page } from '@playwright/test';

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** /sys/inventory and its sub-screens in English: the filters, the SKU rows with their batches, the detail form. */
export class StockPage {
  constructor(private readonly page: Page) {}

  async open(query = ''): Promise<void> {
    await this.page.goto(`/sys/inventory${query}`);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Stock' })).toBeVisible();
  }

  get table(): Locator {
    return this.page.getByRole('table', { name: 'Stock', exact: true });
  }

  row(sku: string): Locator {
    return this.table
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell', { name: sku, exact: true }) });
  }

  filter(label: 'SKU name or code' | 'Warehouse' | 'Category' | 'Expiry status' | 'Zero stock'): Locator {
    const search = this.page.getByRole('search', { name: 'Filters' });
    return label === 'SKU name or code'
      ? search.getByRole('searchbox', { name: label, exact: true })
      : search.getByRole('combobox', { name: label, exact: true });
  }

  /** Opens an SKU row's batches (its disclosure button; a row stays open across filters) and answers their table. */
  async batchesOf(sku: string): Promise<Locator> {
    const toggle = this.row(sku).getByRole('button', {
      name: new RegExp(`^(Show|Hide) batches of ${literal(sku)}$`),
    });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    return this.page.getByRole('table', { name: `Batches of ${sku}` });
  }

  batch(batches: Locator, batchNumber: string): Locator {
    return batches
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell', { name: batchNumber, exact: true }) });
  }

  /** The stock views' links (Stock by SKU, Summary, By warehouse). */
  view(name: 'Stock by SKU' | 'Summary' | 'By warehouse'): Locator {
    return this.page
      .getByRole('navigation', { name: 'Stock views' })
      .getByRole('link', { name, exact: true });
  }

  /** The detail form: the SKU's movements in the warehouse, newest first. */
  get movements(): Locator {
    return this.page.getByRole('table', { name: 'Movements' });
  }

  movement(number: RegExp): Locator {
    return this.movements.getByRole('row').filter({ hasText: number });
  }
}
