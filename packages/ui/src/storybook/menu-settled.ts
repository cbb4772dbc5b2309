import { expect, screen, waitFor } from 'storybook/test';

/**
 * Story-only: waits until a closed menu's popup has left (it stays in the DOM, hidden) and lets go of the focus,
 * so the picture is of the settled page. Where focus lands after a pointer choice, and whether the browser rings
 * it, is the browser's own heuristic and would make the picture differ from run to run.
 */
export async function menuSettled(): Promise<void> {
  // The exit animation runs first (waited for up to the preview's enter/exit ceiling).
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  await waitFor(() => {
    const popup = document.querySelector('[data-scope="menu"][data-part="content"]');
    expect(popup === null || popup.hasAttribute('hidden')).toBe(true);
  });
  (document.activeElement as HTMLElement | null)?.blur();
}
