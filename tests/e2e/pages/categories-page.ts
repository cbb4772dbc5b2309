import { expect, type Locator, type Page } from '@playwright/test';
import type { AppLanguage } from '../support/texts.ts';

/** The labels of /sys/classify as packages/ui/src/i18n/*\/category.ts and common.ts write them. */
export const categoryTexts = {
  en: {
    menuItem: 'Custom items',
    heading: 'Custom items',
    tree: 'Categories',
    search: 'Search categories',
    createRoot: 'New top-level category',
    createRootTitle: 'New top-level category',
    createChildTitle: (parent: string) => `New sub-category of “${parent}”`,
    editTitle: 'Edit category',
    name: /^Name/,
    sort: 'Sort order',
    color: 'Colour',
    save: 'Save',
    moveUp: 'Move up',
    moveDown: 'Move down',
    delete: 'Delete',
    deleteTitle: (name: string) => `Delete ${name}?`,
    requestError: 'Request Error',
    ok: 'OK',
    moved: 'The order was saved.',
  },
  'zh-Hans': {
    menuItem: '自定义项',
    heading: '自定义项',
    tree: '分类',
    search: '搜索分类',
    createRoot: '新建顶级分类',
    createRootTitle: '新建顶级分类',
    createChildTitle: (parent: string) => `新建“${parent}”的子分类`,
    editTitle: '编辑分类',
    name: /^名称/,
    sort: '排序',
    color: '颜色',
    save: '保存',
    moveUp: '上移',
    moveDown: '下移',
    delete: '删除',
    deleteTitle: (name: string) => `删除“${name}”`,
    requestError: '请求错误',
    ok: '确定',
    moved: '顺序已保存。',
  },
} as const;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** /sys/classify: the category tree, the selected category's actions and the dialogs, in either language. */
export class CategoriesPage {
  t: (typeof categoryTexts)[AppLanguage] = categoryTexts.en;

  constructor(private readonly page: Page) {}

  useLanguage(language: AppLanguage): void {
    this.t = categoryTexts[language];
  }

  get tree(): Locator {
    return this.page.getByRole('tree', { name: this.t.tree });
  }

  /** A row by its name (its accessible name is "name code"). */
  item(name: string): Locator {
    return this.tree.getByRole('treeitem', { name: new RegExp(`^${escaped(name)} \\d`) });
  }

  /** The names of a category's children, in the order shown (the rows one level down, right after it). */
  async childNames(parent: string): Promise<string[]> {
    const rows = await this.tree.getByRole('treeitem').evaluateAll((items) =>
      items.map((item) => ({
        level: Number(item.getAttribute('aria-level')),
        name: item.querySelector('[data-row] > p')?.textContent ?? '',
      })),
    );
    const at = rows.findIndex((row) => row.name === parent);
    const children: string[] = [];
    for (const row of rows.slice(at + 1)) {
      if (row.level <= rows[at]!.level) break;
      if (row.level === rows[at]!.level + 1) children.push(row.name);
    }
    return children;
  }

  /**
   * Opens custom items from the side menu. Right after sign-in the menu may still fold its groups for the landing
   * page, so a group seen open can close under the click: the unfold-and-click is retried until the link works.
   */
  async openFromMenu(groupName: string): Promise<void> {
    const navigation = this.page.getByRole('navigation');
    const link = navigation.getByRole('link', { name: this.t.menuItem, exact: true });
    await expect(async () => {
      if (!(await link.isVisible())) await navigation.getByRole('button', { name: groupName }).click();
      await link.click({ timeout: 2_000 });
    }).toPass();
    await this.expectShown();
  }

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(/\/sys\/classify/);
    await expect(this.page.getByRole('heading', { level: 1, name: this.t.heading })).toBeVisible();
    await expect(this.tree).toBeVisible();
  }

  async select(name: string): Promise<void> {
    await this.item(name).click();
    await expect(this.item(name)).toBeFocused();
    await expect(this.item(name)).toHaveAttribute('aria-selected', 'true');
  }

  private async fill(dialog: Locator, input: { name: string; sort?: number; color?: string }): Promise<void> {
    await dialog.getByRole('textbox', { name: this.t.name }).fill(input.name);
    if (input.sort !== undefined)
      await dialog.getByRole('spinbutton', { name: this.t.sort }).fill(`${input.sort}`);
    if (input.color !== undefined)
      await dialog.getByRole('textbox', { name: this.t.color }).fill(input.color);
    await dialog.getByRole('button', { name: this.t.save }).click();
    await expect(dialog).toBeHidden();
  }

  async createRoot(input: { name: string; sort?: number; color?: string }): Promise<void> {
    await this.page.getByRole('button', { name: this.t.createRoot }).click();
    await this.fill(this.page.getByRole('dialog', { name: this.t.createRootTitle }), input);
  }

  /** By keyboard: the parent focused in the tree, Insert opens the dialog. */
  async createChild(parent: string, name: string): Promise<void> {
    await this.select(parent);
    await this.page.keyboard.press('Insert');
    await this.fill(this.page.getByRole('dialog', { name: this.t.createChildTitle(parent) }), { name });
  }

  /** By keyboard: F2 on the focused row edits it. */
  async rename(current: string, name: string): Promise<void> {
    await this.select(current);
    await this.page.keyboard.press('F2');
    await this.fill(this.page.getByRole('dialog', { name: this.t.editTitle }), { name });
  }

  async moveWithButton(name: string, direction: 'up' | 'down'): Promise<void> {
    await this.select(name);
    await this.page
      .getByRole('button', { name: direction === 'up' ? this.t.moveUp : this.t.moveDown })
      .click();
  }

  /** Selects, presses Delete and confirms. */
  async deleteAfterConfirming(name: string): Promise<void> {
    await this.select(name);
    await this.page.keyboard.press('Delete');
    const confirm = this.page.getByRole('alertdialog', { name: this.t.deleteTitle(name) });
    await confirm.getByRole('button', { name: this.t.delete }).click();
    await expect(confirm).toBeHidden();
  }

  /** The refusal dialog: its text, then closed with OK. */
  async expectRefusal(text: string | RegExp): Promise<void> {
    const dialog = this.page.getByRole('alertdialog', { name: this.t.requestError });
    await expect(dialog).toContainText(text);
    await dialog.getByRole('button', { name: this.t.ok }).click();
    await expect(dialog).toBeHidden();
  }
}
