import { expect, type Locator, type Page } from '@playwright/test';

export interface WarehouseInput {
  name: string;
  address?: string;
  telePhone?: string;
  remarks?: string;
}

/** /sys/store in English: the list, the create/edit dialog and the delete confirmation. */
export class WarehousesPage {
  constructor(private readonly page: Page) {}

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(/\/sys\/store$/);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Warehouses' })).toBeVisible();
  }

  private get table(): Locator {
    return this.page.getByRole('table', { name: 'Warehouses' });
  }

  row(name: string): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('cell', { name, exact: true }) });
  }

  private async fill(dialog: Locator, input: WarehouseInput): Promise<void> {
    await dialog.getByRole('textbox', { name: /^Name/ }).fill(input.name);
    if (input.address !== undefined)
      await dialog.getByRole('textbox', { name: /^Address/ }).fill(input.address);
    if (input.telePhone !== undefined)
      await dialog.getByRole('textbox', { name: /^Telephone/ }).fill(input.telePhone);
    if (input.remarks !== undefined)
      await dialog.getByRole('textbox', { name: /^Remarks/ }).fill(input.remarks);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
  }

  async create(input: WarehouseInput): Promise<void> {
    await this.page.getByRole('button', { name: 'New warehouse' }).click();
    await this.fill(this.page.getByRole('dialog', { name: 'New warehouse' }), input);
  }

  async edit(currentName: string, input: WarehouseInput): Promise<void> {
    await this.row(currentName).getByRole('button', { name: 'Edit' }).click();
    await this.fill(this.page.getByRole('dialog', { name: 'Edit warehouse' }), input);
  }

  async deleteAfterConfirming(name: string): Promise<void> {
    await this.row(name).getByRole('button', { name: 'Delete' }).click();
    const confirm = this.page.getByRole('alertdialog', { name: `Delete ${name}?` });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
  }
}
