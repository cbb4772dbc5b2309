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

test('a purchase received in part gets new remarks and is finished from its own page; discard is no longer offered', async ({
  page,
  signIn,
}) => {
  await test.step('a purchase of 5 gift boxes, submitted and received into the main warehouse', async () => {
    await signIn(demoAdmin);
    await page.goto('/sys/purchasing/new');
    await pick(page, /^Supplier/, 'Sunrise', 'Sunrise Packaging Ltd');
    await pick(page.getByRole('group', { name: 'Line 1' }), /^SKU 1/, 'PKG-BOX', 'Gift box (empty)');
    await page.getByRole('textbox', { name: /^Count 1/ }).fill('5');
    await page.getByRole('textbox', { name: /^Price 1/ }).fill('0.5');
    await page.getByRole('button', { name: 'Submit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Submit purchase?' });
    await pick(dialog, /^Receive now into/, 'Main', 'Main warehouse');
    // The question names what will move before anything does.
    await expect(dialog.getByRole('region', { name: 'What moves when you submit' })).toContainText(
      /5 × Gift box \(empty\) into a new batch of the day \(\d{8}-…\)/,
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('submitted to receive later, then 2 of 5 received', async () => {
    await page.getByRole('button', { name: 'Submit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Submit purchase?' });
    // The warehouse chosen before Cancel is kept; emptied, the stock moves later.
    await dialog.getByRole('button', { name: 'Clear' }).click();
    await expect(dialog.getByRole('region', { name: 'What moves when you submit' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Processing', { exact: true })).toBeVisible();
    const panel = page.getByRole('region', { name: 'Receive what is still open' });
    await panel.getByRole('textbox', { name: /^Receive now: Gift box \(empty\)/ }).fill('2');
    await pick(panel, /^Into warehouse/, 'Main', 'Main warehouse');
    await panel.getByRole('button', { name: 'Receive' }).click();
    await expect(panel.getByText('Received 2 of 5')).toBeVisible();
  });

  await test.step('new remarks, then Finish (asked first); stock was received, so Discard is not offered', async () => {
    await expect(page.getByRole('button', { name: 'Discard' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Edit remarks' }).click();
    const remarks = page.getByRole('dialog', { name: /^Remarks of PO-/ });
    await remarks.getByRole('textbox', { name: 'Remarks' }).fill('The supplier ran out: 3 will not come');
    await remarks.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/^Remarks of PO-\S+ saved\.$/)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Remarks' })).toHaveValue(
      'The supplier ran out: 3 will not come',
    );
    await page.getByRole('button', { name: 'Finish' }).click();
    const question = page.getByRole('alertdialog', { name: /^Finish purchase PO-\S+\?$/ });
    await question.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByText(/^Purchase PO-\S+ finished\.$/)).toBeVisible();
    await expect(page.getByText('Finished', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Finish' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Receive what is still open' })).toHaveCount(0);
  });
});
