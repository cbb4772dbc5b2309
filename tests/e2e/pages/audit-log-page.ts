import { expect, type Locator, type Page } from '@playwright/test';

/** /system/audit-log: the list, its filters and an entry's changes (English texts). */
export class AuditLogPage {
  constructor(private readonly page: Page) {}

  get table(): Locator {
    return this.page.getByRole('table', { name: 'Audit log' });
  }

  /** The entries whose record reads `record` (a role as "Role buyers", a document's number, a name). */
  rows(record: string): Locator {
    return this.table
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell', { name: record, exact: true }) });
  }

  async expectShown(): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  }

  /** Chooses a record type ("Permissions", "Purchase invoice", …); applied at once. */
  async filterByRecordType(label: string): Promise<void> {
    await this.page.getByRole('combobox', { name: 'Record type' }).selectOption({ label });
  }

  /** Opens the newest entry of the record's changes; answers the dialog and its table. */
  async openChanges(record: string) {
    await this.rows(record).first().getByRole('button', { name: 'Changes' }).click();
    const dialog = this.page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const table = dialog.getByRole('table', { name: 'Changed fields' });
    return {
      dialog,
      table,
      /** The row of one field, by its label ("Purchase invoices: Delete"). */
      field: (label: string) =>
        table.getByRole('row').filter({ has: this.page.getByRole('cell', { name: label, exact: true }) }),
    };
  }
}
