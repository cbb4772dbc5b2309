import { expect, type Locator, type Page } from '@playwright/test';

export interface SkuInput {
  name: string;
  code?: string;
  unit?: string;
  cost?: string;
  /** Component SKUs by a search text and the option's name, each with its quantity per unit. */
  components?: readonly { search: string; option: string; number: string }[];
}

/** /sys/unit in English: the filters, the list, the SKU dialog with its components, and the bulk actions. */
export class SkusPage {
  constructor(private readonly page: Page) {}

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(/\/sys\/unit(\?|$)/);
    await expect(this.page.getByRole('heading', { level: 1, name: 'SKUs and units' })).toBeVisible();
  }

  get table(): Locator {
    return this.page.getByRole('table', { name: 'SKUs and units' });
  }

  row(name: string): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('cell', { name, exact: true }) });
  }

  filter(label: 'Name' | 'Code' | 'Category' | 'Kind' | 'On / Off'): Locator {
    const search = this.page.getByRole('search', { name: 'Filters' });
    return label === 'Name' || label === 'Code'
      ? search.getByRole('searchbox', { name: label, exact: true })
      : search.getByRole('combobox', { name: label, exact: true });
  }

  switchOf(name: string): Locator {
    return this.row(name).getByLabel(`On / Off: ${name}`);
  }

  /** Types into a picker and takes the option named `option` once the search has answered. */
  async pick(scope: Locator, label: string | RegExp, search: string, option: string): Promise<void> {
    const box = scope.getByRole('combobox', { name: label });
    await box.fill(search);
    const literal = option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await scope.getByRole('option', { name: new RegExp(literal) }).click();
    await expect(box).toHaveValue(new RegExp(literal));
  }

  async create(input: SkuInput): Promise<void> {
    await this.page.getByRole('button', { name: 'New SKU' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'New SKU' });
    await dialog.getByRole('textbox', { name: /^Name/ }).fill(input.name);
    if (input.code !== undefined) await dialog.getByRole('textbox', { name: /^Code/ }).fill(input.code);
    if (input.unit !== undefined) await dialog.getByRole('textbox', { name: /^Unit/ }).fill(input.unit);
    if (input.cost !== undefined) await dialog.getByRole('textbox', { name: /^Cost/ }).fill(input.cost);
    for (const [index, component] of (input.components ?? []).entries()) {
      await dialog.getByRole('button', { name: 'Add component' }).click();
      await this.pick(dialog, new RegExp(`^Component ${index + 1}`), component.search, component.option);
      await dialog
        .getByRole('textbox', { name: new RegExp(`^Quantity per unit ${index + 1}`) })
        .fill(component.number);
    }
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
  }

  async select(name: string): Promise<void> {
    // The box is visually hidden behind Chakra's control (hence force), so wait as a person does for a closing
    // dialog's backdrop to fade first: a forced click would land on it.
    await expect(this.page.locator('[data-scope="dialog"][data-part="backdrop"]')).toHaveCount(0);
    await this.row(name)
      .getByRole('checkbox', { name: `Select ${name}` })
      .check({ force: true });
  }

  async setCategoryOfSelected(count: number, search: string, category: string): Promise<void> {
    await this.page
      .getByRole('toolbar', { name: 'Actions for the selected rows' })
      .getByRole('button', { name: 'Set category' })
      .click();
    const dialog = this.page.getByRole('dialog', { name: `Set the category of ${count} SKUs` });
    await this.pick(dialog, /^Category/, search, category);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toBeHidden();
  }
}
