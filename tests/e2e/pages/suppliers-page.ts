import { expect, type Locator, type Page } from '@playwright/test';

export interface SupplierInput {
  name: string;
  contact?: string;
  telePhone?: string;
  address?: string;
  remarks?: string;
}

/** /sys/supplier in English: the search, the list, the create/edit dialog (driven by keyboard) and the delete. */
export class SuppliersPage {
  constructor(private readonly page: Page) {}

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(/\/sys\/supplier(\?|$)/);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Suppliers' })).toBeVisible();
  }

  get table(): Locator {
    return this.page.getByRole('table', { name: 'Suppliers' });
  }

  get search(): Locator {
    return this.page
      .getByRole('search', { name: 'Filters' })
      .getByRole('searchbox', { name: 'Supplier name' });
  }

  get createButton(): Locator {
    return this.page.getByRole('button', { name: 'New supplier' });
  }

  row(name: string): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('cell', { name, exact: true }) });
  }

  /** Fills the dialog's fields and saves with Enter in the name box, as a keyboard user does. */
  async fillAndSubmit(dialog: Locator, input: Partial<SupplierInput>): Promise<void> {
    const boxes: [keyof SupplierInput, RegExp][] = [
      ['contact', /^Contact/],
      ['telePhone', /^Telephone/],
      ['address', /^Address/],
      ['remarks', /^Remarks/],
      ['name', /^Name/],
    ];
    for (const [field, label] of boxes) {
      const value = input[field];
      if (value !== undefined) await dialog.getByRole('textbox', { name: label }).fill(value);
    }
    await dialog.getByRole('textbox', { name: /^Name/ }).press('Enter');
  }

  /** Opens "New supplier" from the keyboard; answers the dialog. */
  async openCreate(): Promise<Locator> {
    await this.createButton.focus();
    await this.page.keyboard.press('Enter');
    const dialog = this.page.getByRole('dialog', { name: 'New supplier' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async edit(currentName: string, input: Partial<SupplierInput>): Promise<void> {
    await this.row(currentName).getByRole('button', { name: 'Edit' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Edit supplier' });
    await this.fillAndSubmit(dialog, input);
    await expect(dialog).toBeHidden();
  }

  async deleteAfterConfirming(name: string): Promise<void> {
    await this.row(name).getByRole('button', { name: 'Delete' }).click();
    const confirm = this.page.getByRole('alertdialog', { name: `Delete ${name}?` });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
  }
}
