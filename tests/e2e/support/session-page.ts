import { expect, type Page, type Request } from '@playwright/test';

export interface StoredUser {
  access_token: string;
  refresh_token: string;
  expires_at: number;
}

/** The signed-in user as oidc-client-ts keeps it in session storage, under the origin the page is at. */
export async function storedUser(page: Page): Promise<StoredUser> {
  const text = await page.evaluate(
    (key) => window.sessionStorage.getItem(key),
    `oidc.user:${new URL(page.url()).origin}:web`,
  );
  if (!text) throw new Error('no signed-in user in session storage');
  return JSON.parse(text) as StoredUser;
}

/** A refresh-token exchange at the token endpoint (a renewal). */
export function isRefresh(request: Request): boolean {
  return (
    request.url().endsWith('/connect/token') && /grant_type=refresh_token/.test(request.postData() ?? '')
  );
}

export function isWarehouseCreate(request: Request): boolean {
  return request.url().endsWith('/api/app/warehouse') && request.method() === 'POST';
}

/** Marks the page's JavaScript world: a reload or a full navigation would lose the mark. */
export async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { renewalMark: 'still the same page' }));
}

export async function expectSamePage(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as { renewalMark?: string }).renewalMark)).toBe(
    'still the same page',
  );
}

/** Opens "New warehouse" and types a name into it; returns the dialog and the name. */
export async function startNewWarehouse(page: Page, prefix: string) {
  await page.getByRole('button', { name: 'New warehouse' }).click();
  const dialog = page.getByRole('dialog', { name: 'New warehouse' });
  const name = `${prefix} ${Date.now().toString(36)}`;
  const nameBox = dialog.getByRole('textbox', { name: /^Name/ });
  await nameBox.fill(name);
  return { dialog, name, nameBox };
}
