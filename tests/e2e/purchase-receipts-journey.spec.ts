import type { Locator, Page } from '@playwright/test';
import { demoAdmin, expect, test } from './support/fixtures.ts';

async function pick(scope: Locator | Page, label: RegExp, search: string, option: string): Promise<void> {
  const box = scope.getByRole('combobox', { name: label });
  await box.fill(search);
  await scope.getByRole('option', { name: new RegExp(option.replace(/[()]/g, '\\$&')) }).click();
  await expect(box).toHaveValue(new RegExp(option.replace(/[()]/g, '\\$&')));
}

test('an admin submits a purchase to receive later, receives part, then the rest, and the purchase finishes by itself', async ({
  page,
  signIn,
}) => {
  const panel = page.getByRole('region', { name: 'Receive what is still open' });
  const boxes = panel.getByRole('textbox', { name: /^Receive now: Gift box \(empty\)/ });

  await test.step('a purchase of 10 gift boxes, submitted without receiving', async () => {
    await signIn(demoAdmin);
    await page.goto('/sys/purchasing/new');
    await pick(page, /^Supplier/, 'Sunrise', 'Sunrise Packaging Ltd');
    await pick(page.getByRole('group', { name: 'Line 1' }), /^SKU 1/, 'PKG-BOX', 'Gift box (empty)');
    await page.getByRole('textbox', { name: /^Count 1/ }).fill('10');
    await page.getByRole('textbox', { name: /^Price 1/ }).fill('0.5');
    await page.getByRole('button', { name: 'Submit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Submit purchase?' });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(/^Purchase .* submitted\.$/)).toBeVisible();
    await expect(page.getByText('Processing', { exact: true })).toBeVisible();
  });

  await test.step('receives 4 into the main warehouse: 4 of 10, still open', async () => {
    await expect(boxes).toHaveValue('10');
    await boxes.fill('4');
    await pick(panel, /^Into warehouse/, 'Main', 'Main warehouse');
    await panel.getByRole('button', { name: 'Receive' }).click();
    await expect(page.getByText('Received into stock.')).toBeVisible();
    await expect(panel.getByText('Received 4 of 10')).toBeVisible();
    await expect(boxes).toHaveValue('6');
    await expect(page.getByRole('region', { name: 'Stock movements' })).toContainText(
      /Gift box \(empty\): batch \S+, 4 into Main warehouse/,
    );
  });

  await test.step('more than is open is refused on the line; the rest finishes the purchase', async () => {
    await boxes.fill('7');
    await pick(panel, /^Into warehouse/, 'Main', 'Main warehouse');
    await panel.getByRole('button', { name: 'Receive' }).click();
    await expect(panel.getByText('Must be at most 6')).toBeVisible();
    await boxes.fill('6');
    await panel.getByRole('button', { name: 'Receive' }).click();
    await expect(page.getByText(/^Everything is received: purchase PO-\S+ is finished\.$/)).toBeVisible();
    await expect(page.getByText('Finished', { exact: true })).toBeVisible();
    await expect(panel).toHaveCount(0);
  });
});
