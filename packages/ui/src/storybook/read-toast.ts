import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { findVisible } from './find-visible.ts';

/**
 * A toast's title as a pattern, any document number in it: translate with `number: '\u0000'` and pass the result,
 * e.g. `toastText(t('production:editor.submitted', { number: '\u0000' }))`.
 */
export function toastText(translated: string): RegExp {
  const [before = '', after = ''] = translated.split('\u0000');
  const quote = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${quote(before)}.+${quote(after)}$`);
}

/**
 * Story-only: reads a toast and closes it, as a person would, so a story's picture is the same however long a
 * toast would stay (on a loaded machine one taken a moment later has gone).
 */
export async function readToast(text: string | RegExp): Promise<void> {
  const title = await findVisible(screen.findByText(text));
  const toast = title.closest<HTMLElement>('[data-part="root"]');
  // On a loaded machine the toast's 3 s may run out between reading it and the click: a leaving toast takes no
  // pointer (`pointer-events: none`), and clicking its close button then changes nothing, so the click does not
  // insist on the pointer being taken (CI's pages pass failed on exactly that once).
  if (toast) await userEvent.click(within(toast).getByRole('button'), { pointerEventsCheck: 0 });
  await waitFor(() => expect(screen.queryByText(text)).toBeNull());
}
