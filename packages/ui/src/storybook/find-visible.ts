import { expect, waitFor } from 'storybook/test';

/**
 * How long a play function waits for an element to finish entering. Only a ceiling (it goes on as soon as the
 * element is visible), generous because CI machines are shared and an enter animation then takes longer.
 */
export const enterTimeoutMs = 5000;

/**
 * Story-only: waits for what a person waits for — the element found, then visible once its enter animation has
 * run — so a play function passes with animations on (the Interactions panel) as with them off (ADR 014).
 */
export async function findVisible(found: Promise<HTMLElement>): Promise<HTMLElement> {
  const element = await found;
  await waitFor(() => expect(element).toBeVisible(), { timeout: enterTimeoutMs });
  return element;
}
