import type { Decorator } from '@storybook/react-vite';
import { storyLocale } from './story-i18n.ts';

/**
 * Story-only: the app shell's language menu shows the toolbar's locale, as the app's shows the one it is in
 * (a Chinese interface whose menu said "English" would be a view no one can get in the app).
 */
export const shellLanguageFromToolbar: Decorator = (Story, context) =>
  Story({ args: { ...context.args, currentLanguage: storyLocale(context.globals) } });
