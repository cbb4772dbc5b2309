import { expect, type Page } from '@playwright/test';
import { signInTexts } from '../support/texts.ts';

export interface Credentials {
  tenant: string;
  userName: string;
  password: string;
}

/** The provider's login page, served by the server (not by the web app). */
export class SignInPage {
  constructor(private readonly page: Page) {}

  async expectShown(): Promise<void> {
    await expect(this.page.getByRole('heading', { name: signInTexts.heading })).toBeVisible();
    expect(new URL(this.page.url()).pathname).toMatch(/^\/connect\//);
  }

  async signIn({ tenant, userName, password }: Credentials): Promise<void> {
    await this.expectShown();
    await this.page.getByLabel(signInTexts.tenant).fill(tenant);
    await this.page.getByLabel(signInTexts.userName).fill(userName);
    await this.page.getByLabel(signInTexts.password).fill(password);
    await this.page.getByRole('button', { name: signInTexts.submit }).click();
  }
}

/** The provider's "do you want to sign out?" page at the end-session endpoint. */
export class SignOutPage {
  constructor(private readonly page: Page) {}

  async confirm(): Promise<void> {
    await expect(this.page.getByRole('heading', { name: signInTexts.logoutQuestion })).toBeVisible();
    await this.page.getByRole('button', { name: signInTexts.logoutConfirm }).click();
  }
}
