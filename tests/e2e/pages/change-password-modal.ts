import { expect, type Page } from '@playwright/test';
import type { AppTexts } from '../support/texts.ts';

/** The change-password modal of the user menu (§2), in the language the shell shows. */
export class ChangePasswordModal {
  constructor(
    private readonly page: Page,
    private readonly t: AppTexts,
  ) {}

  async change(currentPassword: string, newPassword: string): Promise<void> {
    const dialog = this.page.getByRole('dialog', { name: this.t.password.title });
    await expect(dialog).toBeVisible();
    // Password inputs have no ARIA role; their label is their accessible name.
    await dialog.getByLabel(new RegExp(`^${this.t.password.currentPassword}`)).fill(currentPassword);
    await dialog.getByLabel(new RegExp(`^${this.t.password.newPassword}`)).fill(newPassword);
    await dialog.getByLabel(new RegExp(`^${this.t.password.pwdConfirm}`)).fill(newPassword);
    await dialog.getByRole('button', { name: this.t.actions.save }).click();
    await expect(dialog).toBeHidden();
  }
}
