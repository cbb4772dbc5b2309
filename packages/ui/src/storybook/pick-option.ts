import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { findVisible } from './find-visible.ts';

/**
 * Story-only: types into an entity picker, clicks the option and waits until its list has closed, as a person
 * does before moving on. The combobox hands focus back to its box one frame after a choice: a play function that
 * typed into the next field within that frame had its keystrokes land in the picker (the page check saw '0.1'
 * saved as '0' and the category lost on a loaded machine).
 */
export async function pickOption(picker: HTMLElement, typed: string, option: RegExp | string): Promise<void> {
  await userEvent.type(picker, typed);
  await userEvent.click(await findVisible(screen.findByRole('option', { name: option })));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  // Zag's hand-back was queued for the next frame before this one: once this frame has come, it has run.
  await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
}
