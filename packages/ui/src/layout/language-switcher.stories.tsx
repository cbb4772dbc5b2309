import { findVisible } from '../storybook/find-visible.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { serverLanguages } from '../storybook/shell-fixtures.ts';
import { menuSettled } from '../storybook/menu-settled.ts';
import { storyT } from '../storybook/story-i18n.ts';
import { LanguageSwitcher } from './language-switcher.tsx';

const localeOf = (globals: Record<string, unknown>) =>
  typeof globals['locale'] === 'string' ? globals['locale'] : 'en';
const displayName = (cultureName: string) =>
  serverLanguages.find((l) => l.cultureName === cultureName)?.displayName ?? cultureName;

const meta = {
  title: 'Layout/LanguageSwitcher',
  component: LanguageSwitcher,
  args: { languages: serverLanguages, currentLanguage: 'en', onLanguageChange: fn() },
  // The current language is the toolbar's, as in the app where the interface and the switcher agree.
  render: (args, { globals }) => <LanguageSwitcher {...args} currentLanguage={localeOf(globals)} />,
} satisfies Meta<typeof LanguageSwitcher>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The menu marks the current language; choosing the other one reports its culture name. */
export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT({ globals });
    const current = localeOf(globals);
    const other = serverLanguages.find((l) => l.cultureName !== current);
    await userEvent.click(
      within(canvasElement).getByRole('button', {
        name: t('layout:languageSwitcher', { language: displayName(current) }),
      }),
    );
    await expect(
      await findVisible(screen.findByRole('menuitemradio', { name: displayName(current) })),
    ).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByRole('menuitemradio', { name: other?.displayName }));
    await expect(args.onLanguageChange).toHaveBeenCalledWith(other?.cultureName);
    await menuSettled();
  },
};

export const ByKeyboard: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT({ globals });
    const current = localeOf(globals);
    within(canvasElement)
      .getByRole('button', { name: t('layout:languageSwitcher', { language: displayName(current) }) })
      .focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menu')).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await menuSettled();
    await expect(args.onLanguageChange).not.toHaveBeenCalled();
  },
};
