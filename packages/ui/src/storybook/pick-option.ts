import { expect, screen, userEvent, waitFor } from 'storybook/test';

/**
 * Story-only: types into an entity picker, waits for its search to answer, clicks the option and waits until its list has closed, as a person
 * does before moving on. The combobox hands focus back to its box one frame after a choice: a play function that
 * typed into the next field within that frame had its keystrokes land in the picker (the page check saw '0.1'
 * saved as '0' and the category lost on a loaded machine).
 */
export async function pickOption(picker: HTMLElement, typed: string, option: RegExp | string): Promise<void> {
  // Nothing typed: the list the picker opens with.
  if (typed === '') await userEvent.click(picker);
  else await userEvent.type(picker, typed);
  // Until the search for the typed text answers, the list shows the choices of the text before: one clicked then
  // may be replaced under the pointer.
  await waitFor(() => expect(picker).toHaveAttribute('aria-busy', 'false'));
  // Asked afresh until one visible option is left: a list closing on the way (animations on) still holds the
  // option it showed before, about to be removed.
  const choice = await waitFor(() => {
    const found = screen.getByRole('option', { name: option });
    expect(found).toBeVisible();
    return found;
  });
  await userEvent.click(choice);
  await listClosed(picker);
}

/**
 * Story-only: a barcode scanner in keyboard mode: the whole code pasted into an entity picker and Enter, before any
 * search has answered; resolves once the picker shows `shown` and its list has closed.
 */
export async function scanCode(picker: HTMLElement, code: string, shown: string): Promise<void> {
  await userEvent.click(picker);
  await userEvent.paste(code);
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(picker).toHaveValue(shown));
  await listClosed(picker);
}

async function listClosed(picker: HTMLElement) {
  await waitFor(() => expect(picker).toHaveAttribute('aria-expanded', 'false'));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  // Zag's hand-back was queued for the next frame before this one: once this frame has come, it has run.
  await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
}
