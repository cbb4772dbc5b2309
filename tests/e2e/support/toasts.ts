import { expect, type Page } from '@playwright/test';

/**
 * Runs `action` and expects the toast `text` to have shown meanwhile. A toast lasts 3 s (TOAST_DURATION_MS): watched
 * for only after an action that also waits for a dialog's exit, it can come and go first on a loaded machine (seen
 * here at load 19), so the watch starts before the action and outlasts it.
 */
export async function expectToastDuring(
  page: Page,
  text: string | RegExp,
  action: () => Promise<void>,
): Promise<void> {
  const shown = expect(page.getByText(text, { exact: true })).toBeVisible({ timeout: 60_000 });
  // If the action fails first, its error is the test's; this keeps the watch's own from going unhandled meanwhile.
  shown.catch(() => undefined);
  await action();
  await shown;
}
