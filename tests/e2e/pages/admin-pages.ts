import { expect, type Locator, type Page } from '@playwright/test';

/** /system/roles: the roles list, its dialog and the permission editor (English texts). */
export class RolesPage {
  constructor(private readonly page: Page) {}

  get table(): Locator {
    return this.page.getByRole('table', { name: 'Roles' });
  }

  row(name: string): Locator {
    return this.table.getByRole('row').filter({ hasText: name });
  }

  async expectShown(): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Roles' })).toBeVisible();
  }

  async create(name: string): Promise<void> {
    await this.page.getByRole('button', { name: 'New role' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'New role' });
    await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await this.page.getByRole('searchbox', { name: 'Role name' }).fill(name);
    await this.page.keyboard.press('Enter');
    await expect(this.row(name)).toBeVisible();
  }

  /** Opens the role's permission editor; answers the editor's parts. */
  async openPermissions(name: string) {
    await this.row(name).getByRole('button', { name: 'Permissions' }).click();
    await expect(this.page.getByRole('heading', { name: `Permissions of the role “${name}”` })).toBeVisible();
    return {
      box: (label: string) => this.page.getByRole('checkbox', { name: label, exact: true }),
      summary: this.page.getByRole('complementary', { name: 'What this allows' }),
      granted: this.page.getByRole('list', { name: 'Granted' }),
      save: this.page.getByRole('button', { name: 'Save changes' }),
      search: this.page.getByRole('searchbox', { name: 'Find a permission' }),
    };
  }

  /** Switches a checkbox by keyboard (focus and Space), as a keyboard user does. */
  async toggle(box: Locator): Promise<void> {
    await box.focus();
    await this.page.keyboard.press('Space');
  }
}

/** /system/users: the users list and its dialog (English texts). */
export class UsersPage {
  constructor(private readonly page: Page) {}

  get table(): Locator {
    return this.page.getByRole('table', { name: 'Users' });
  }

  row(userName: string): Locator {
    return this.table.getByRole('row').filter({ hasText: userName });
  }

  async expectShown(): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  }

  async create(user: { userName: string; email: string; password: string; role: string }): Promise<void> {
    await this.page.getByRole('button', { name: 'New user' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'New user' });
    await dialog.getByRole('textbox', { name: /^User name/ }).fill(user.userName);
    await dialog.getByRole('textbox', { name: /^Email/ }).fill(user.email);
    await dialog.getByLabel(/^Password/).fill(user.password);
    const role = dialog.getByRole('checkbox', { name: user.role, exact: true });
    await role.focus();
    await this.page.keyboard.press('Space');
    await expect(role).toBeChecked();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await this.page.getByRole('searchbox', { name: 'User name, name or email' }).fill(user.userName);
    await this.page.keyboard.press('Enter');
    await expect(this.row(user.userName)).toBeVisible();
  }
}
