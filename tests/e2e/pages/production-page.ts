import { expect, type Locator, type Page } from '@playwright/test';

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** /sys/production and a production order's page in English: the list, the new order's fields, can-make and parts. */
export class ProductionPage {
  constructor(private readonly page: Page) {}

  get table(): Locator {
    return this.page.getByRole('table', { name: 'Production', exact: true });
  }

  row(number: string): Locator {
    return this.table.getByRole('row').filter({ hasText: number });
  }

  /** "What can be made": can make N now, the limiting material, the shortfalls. */
  get canMake(): Locator {
    return this.page.getByRole('region', { name: 'What can be made' });
  }

  get producePart(): Locator {
    return this.page.getByRole('region', { name: 'Produce a part' });
  }

  /** The batch picker of material `n`. */
  batches(n: number): Locator {
    return this.page.getByRole('region', { name: `Batches of line ${n}` });
  }

  /** Types into a picker and takes the option whose name contains `option`. */
  async pick(label: RegExp, search: string, option: string): Promise<void> {
    const box = this.page.getByRole('combobox', { name: label });
    await box.fill(search);
    await this.page.getByRole('option', { name: new RegExp(literal(option)) }).click();
    await expect(box).toHaveValue(new RegExp(literal(option)));
  }

  /** A new order: the kit, the count and the warehouse. */
  async start(kitCode: string, kit: string, count: string, warehouse: string): Promise<void> {
    await this.pick(/^Kit/, kitCode, kit);
    await this.page.getByRole('textbox', { name: /^Count to make/ }).fill(count);
    await this.pick(/^Warehouse/, warehouse, warehouse);
  }

  /** Produces `count` of a Processing order and waits for its progress to say so. */
  async produce(count: string, produced: string, planned: string): Promise<void> {
    await this.producePart.getByRole('textbox', { name: /^Count to produce now/ }).fill(count);
    await this.producePart.getByRole('button', { name: 'Produce' }).click();
    await expect(this.page.getByText(`Produced ${produced} of ${planned}`, { exact: true })).toBeVisible();
  }
}
