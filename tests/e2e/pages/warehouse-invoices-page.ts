import { expect, type Locator, type Page } from '@playwright/test';

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** /sys/inventory/invoices and an invoice's page in English: the list, the editor's fields, lines and batch picker. */
export class WarehouseInvoicesPage {
  constructor(private readonly page: Page) {}

  get table(): Locator {
    return this.page.getByRole('table', { name: 'Warehouse invoices', exact: true });
  }

  row(number: string): Locator {
    return this.table.getByRole('row').filter({ hasText: number });
  }

  line(n: number): Locator {
    return this.page.getByRole('group', { name: `Line ${n}` });
  }

  /** The batch picker of line `n`: the SKU's batches in the invoice's warehouse. */
  batches(n: number): Locator {
    return this.page.getByRole('region', { name: `Batches of line ${n}` });
  }

  takeBox(n: number, batch: string): Locator {
    return this.batches(n).getByRole('textbox', { name: `Take from batch ${batch} (line ${n})` });
  }

  async kind(kind: 'In' | 'Out' | 'Move'): Promise<void> {
    await this.page.getByRole('combobox', { name: /^Kind/ }).selectOption(kind);
  }

  /** Types into a picker and takes the option whose name contains `option`. */
  async pick(scope: Locator | Page, label: RegExp, search: string, option: string): Promise<void> {
    const box = scope.getByRole('combobox', { name: label });
    await box.fill(search);
    await scope.getByRole('option', { name: new RegExp(literal(option)) }).click();
    await expect(box).toHaveValue(new RegExp(literal(option)));
  }
}
