import { test as base, expect } from '@playwright/test';
import { AppShell } from '../pages/app-shell.ts';
import { SignInPage, SignOutPage, type Credentials } from '../pages/sign-in-page.ts';
import { WarehousesPage } from '../pages/warehouses-page.ts';

/** The seeded demo tenant's administrator (business-rules.md §9 "Seed"). */
export const demoAdmin: Credentials = { tenant: 'demo', userName: 'admin', password: '1q2w3E*' };

export interface JourneyFixtures {
  signInPage: SignInPage;
  signOutPage: SignOutPage;
  shell: AppShell;
  warehouses: WarehousesPage;
  /** Opens the app as a new visitor and signs in through the server's login page; ends on /sys/unit. */
  signIn: (credentials: Credentials) => Promise<void>;
  /** Signs out from the user menu, confirms at the provider, and ends on the login page again. */
  signOut: () => Promise<void>;
}

// The second argument is Playwright's `use`, named `provide` so lint does not take it for React's `use` hook.
export const test = base.extend<JourneyFixtures>({
  signInPage: async ({ page }, provide) => provide(new SignInPage(page)),
  signOutPage: async ({ page }, provide) => provide(new SignOutPage(page)),
  shell: async ({ page }, provide) => provide(new AppShell(page, demoAdmin.userName)),
  warehouses: async ({ page }, provide) => provide(new WarehousesPage(page)),
  signIn: async ({ page, signInPage }, provide) => {
    await provide(async (credentials) => {
      await page.goto('/');
      await signInPage.signIn(credentials);
      await expect(page).toHaveURL(/\/sys\/unit$/);
    });
  },
  signOut: async ({ shell, signOutPage, signInPage }, provide) => {
    await provide(async () => {
      await shell.chooseUserAction('signOut');
      await signOutPage.confirm();
      await signInPage.expectShown();
    });
  },
});

export { expect };
