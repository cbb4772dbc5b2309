import { expect, type Locator, type Page } from '@playwright/test';

/** /system/tenants (host only): the tenants list, its dialog and a tenant's features (English texts). */
export class TenantsPage {
  constructor(private readonly page: Page) {}

  get table(): Locator {
    return this.page.getByRole('table', { name: 'Tenants' });
  }

  row(name: string): Locator {
    return this.table.getByRole('row').filter({ hasText: name });
  }

  async expectShown(): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Tenants' })).toBeVisible();
  }

  async create(tenant: { name: string; adminEmail: string; adminPassword: string }): Promise<void> {
    await this.page.getByRole('button', { name: 'New tenant' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'New tenant' });
    // The name rule stands under the name before anything is typed.
    await expect(dialog).toContainText('starting with a letter or digit');
    await dialog.getByRole('textbox', { name: /^Name/ }).fill(tenant.name);
    await dialog.getByRole('textbox', { name: /^Administrator's email/ }).fill(tenant.adminEmail);
    await dialog.getByLabel(/^Administrator's password/).fill(tenant.adminPassword);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await this.page.getByRole('searchbox', { name: 'Tenant name' }).fill(tenant.name);
    await this.page.keyboard.press('Enter');
    await expect(this.row(tenant.name)).toBeVisible();
  }

  /** Opens the tenant's features; answers the dialog and its switches by label. */
  async openFeatures(name: string) {
    await this.row(name).getByRole('button', { name: 'Features' }).click();
    const dialog = this.page.getByRole('dialog', { name: `Features of "${name}"` });
    await expect(dialog).toBeVisible();
    return {
      dialog,
      switch: (label: string) => dialog.getByRole('checkbox', { name: new RegExp(`^${label}`) }),
      save: dialog.getByRole('button', { name: 'Save' }),
    };
  }
}
