import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { SignInPage } from './pages/sign-in-page.ts';
import { demoAdmin, expect, test } from './support/fixtures.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's verdict on the page as it is now: the rules that fail, with where. */
async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated by the browser's devtools, which the page's strict CSP (no inline script) does not apply to.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: () => Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }> };
      }
    ).axe;
    const result = await axe.run();
    return result.violations.map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`);
  });
}

test('the sign-in page looks like the app, offers both languages on the page, and is axe clean and keyboard usable', async ({
  page,
}) => {
  const signInPage = new SignInPage(page);
  await page.goto('/');
  await signInPage.expectShown();
  await expect(page.getByRole('banner')).toContainText('Inventory');
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: '简体中文' }).click();
  await expect(page.getByRole('heading', { name: '登录进销存' })).toBeVisible();
  await expect(page.getByRole('link', { name: '简体中文' })).toHaveAttribute('aria-current', 'true');
  expect(await axeViolations(page)).toEqual([]);

  // A wrong password: the reason in Chinese, the language kept, the cursor in the password box.
  await page.getByLabel('租户').fill(demoAdmin.tenant);
  await page.getByLabel('用户名或邮箱').fill(demoAdmin.userName);
  await page.getByLabel('密码').fill('not the password');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toContainText('登录信息不正确');
  await expect(page.getByLabel('密码')).toBeFocused();

  await page.keyboard.type(demoAdmin.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/sys\/unit$/);
});

test('the app signs in at 127.0.0.1 as well as at localhost, and its calls carry on there', async ({
  page,
}) => {
  const port = process.env.E2E_PORT;
  expect(port).toBeDefined();
  const signInPage = new SignInPage(page);
  await page.goto(`http://127.0.0.1:${port}/sys/store`);
  await signInPage.signIn(demoAdmin);
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${port}/sys/store$`));
  await expect(page.getByRole('row', { name: /Main warehouse/ })).toBeVisible();
});
