import { userEvent, within } from 'storybook/test';
import { findVisible } from './find-visible.ts';
import type { storyT } from './story-i18n.ts';

/**
 * Story-only: selects the rows named `rows` of a DataTable by their checkboxes (once the first is listed) and
 * presses `action` in the bulk action bar, as a person does.
 */
export async function bulkAction(
  canvasElement: HTMLElement,
  t: ReturnType<typeof storyT>,
  rows: readonly string[],
  action: string,
): Promise<void> {
  const canvas = within(canvasElement);
  const [first] = rows;
  if (first) await findVisible(canvas.findByRole('row', { name: new RegExp(first) }));
  for (const name of rows) {
    await userEvent.click(canvas.getByRole('checkbox', { name: t('kit:table.selectRow', { name }) }));
  }
  const bar = canvas.getByRole('toolbar', { name: t('kit:table.bulkActions') });
  await userEvent.click(within(bar).getByRole('button', { name: action }));
}
