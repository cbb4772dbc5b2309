import type {} from 'msw-storybook-addon/csf3';
import { createFixtureStore, createHandlers } from '@inventory/contracts/mocks';
import type { StoryContext } from '@storybook/react-vite';
import { toaster } from '../feedback/toaster.tsx';
import { isServerState, serverStateHandlers } from './server-state.ts';

/**
 * Story-only (preview `beforeEach`): every story starts from a fresh fixture store behind the one MSW handler set
 * of @inventory/contracts, put into the state of the "Server" toolbar (ok by default; a story's own
 * `beforeEach({ msw })` then overrides only what it tests), and with no toast left over from the previous story
 * (the toaster is a module singleton).
 */
export function resetStoryState({ msw, globals }: StoryContext): void {
  toaster.remove();
  const state = isServerState(globals['server']) ? globals['server'] : 'ok';
  msw.use(...serverStateHandlers(state), ...createHandlers(createFixtureStore()));
}
