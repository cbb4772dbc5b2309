import { expect, type Locator, type Page } from '@playwright/test';
import { appTexts, type AppLanguage, type AppTexts } from '../support/texts.ts';

/** The signed-in layout: side menu, language switcher and user menu. */
export class AppShell {
  private texts: AppTexts = appTexts.en;

  constructor(
    private readonly page: Page,
    private readonly userName: string,
  ) {}

  /** The texts of the language the shell currently shows. */
  get t(): AppTexts {
    return this.texts;
  }

  get navigation(): Locator {
    return this.page.getByRole('navigation');
  }

  menuItem(name: string): Locator {
    return this.navigation.getByRole('link', { name, exact: true });
  }

  /**
   * Opens a menu entry, unfolding its group first when it is folded. Decided by the group's own state once the menu
   * is there: a look at the link before the menu had rendered clicked an open group shut (seen under load).
   */
  async openMenuItem(group: string, item: string): Promise<void> {
    const toggle = this.navigation.getByRole('button', { name: group });
    await toggle.waitFor();
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    // Clicked again until the entry is the current page: a click while the group was still unfolding (its later
    // entries slide in under the pointer) once went nowhere.
    const link = this.menuItem(item);
    await expect(async () => {
      await link.click();
      await expect(link).toHaveAttribute('aria-current', 'page', { timeout: 2_000 });
    }).toPass();
  }

  async switchLanguage(language: AppLanguage, displayName: string): Promise<void> {
    await this.page.getByRole('button', { name: this.texts.languageSwitcher }).click();
    await this.page.getByRole('menuitemradio', { name: displayName }).click();
    this.texts = appTexts[language];
    await expect(this.page.getByRole('button', { name: this.texts.languageSwitcher })).toBeVisible();
  }

  async chooseUserAction(action: keyof AppTexts['actions']): Promise<void> {
    await this.page.getByRole('button', { name: this.texts.userMenu(this.userName) }).click();
    await this.page.getByRole('menuitem', { name: this.texts.actions[action] }).click();
  }

  async expectToast(text: string): Promise<void> {
    await expect(this.page.getByText(text, { exact: true })).toBeVisible();
  }
}
