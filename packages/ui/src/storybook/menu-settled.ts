import { expect, screen, waitFor } from 'storybook/test';
import { enterTimeoutMs } from './find-visible.ts';

/**
 * Story-only: waits until a closed menu's popup has left (it stays in the DOM, hidden) and lets go of the focus,
 * so the picture is of the settled page. Where focus lands after a pointer choice, and whether the browser rings
 * it, is the browser's own heuristic and would make the picture differ from run to run.
 */
export async function menuSettled(): Promise<void> {
  // The exit animation runs first; on a loaded machine it outlasts waitFor's default second.
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull(), { timeout: enterTimeoutMs });
  await waitFor(
    () => {
      const popup = document.querySelector('[data-scope="menu"][data-part="content"]');
      expect(popup === null || popup.hasAttribute('hidden')).toBe(true);
    },
    { timeout: enterTimeoutMs },
  );
  (document.activeElement as HTMLElement | null)?.blur();
}
