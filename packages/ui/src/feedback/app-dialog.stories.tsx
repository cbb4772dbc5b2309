import { Button } from '@chakra-ui/react';
import { findVisible } from '../storybook/find-visible.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyT } from '../storybook/story-i18n.ts';
import { Translated } from '../storybook/translated.tsx';
import { AppDialog } from './app-dialog.tsx';

const meta = {
  title: 'Feedback/AppDialog',
  component: AppDialog,
  // A dialog covers the page it opens on: in docs each story gets its own frame so the page stays usable.
  parameters: { visual: { target: 'viewport' }, docs: { story: { inline: false, height: '360px' } } },
  args: {
    open: true,
    onClose: fn(),
    title: <Translated k="common:confirm.title" />,
    children: <Translated k="common:confirm.submitMessage" />,
  },
} satisfies Meta<typeof AppDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, globals }) => {
    const t = storyT({ globals });
    const dialog = await findVisible(screen.findByRole('dialog', { name: t('common:confirm.title') }));
    await expect(dialog).toHaveTextContent(t('common:confirm.submitMessage'));
    await userEvent.click(within(dialog).getByRole('button', { name: t('common:actions.close') }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const EscapeCloses: Story = {
  play: async ({ args, globals }) => {
    const t = storyT({ globals });
    const dialog = await findVisible(screen.findByRole('dialog', { name: t('common:confirm.title') }));
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** With actions: the footer holds the buttons; the caller decides what they do. */
export const WithFooter: Story = {
  args: {
    footer: (
      <Button colorPalette="brand" onClick={fn()}>
        <Translated k="common:actions.ok" />
      </Button>
    ),
  },
  play: async ({ globals }) => {
    const t = storyT({ globals });
    const dialog = await findVisible(screen.findByRole('dialog', { name: t('common:confirm.title') }));
    await expect(within(dialog).getByRole('button', { name: t('common:actions.ok') })).toBeVisible();
  },
};

/** While a request runs nothing may dismiss it: no close button, no Escape, no click outside. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ args, globals }) => {
    const t = storyT({ globals });
    const dialog = await findVisible(screen.findByRole('dialog', { name: t('common:confirm.title') }));
    await expect(within(dialog).getByRole('button', { name: t('common:actions.close') })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Errors and confirmations interrupt: screen readers announce them as alerts. */
export const AlertDialog: Story = {
  args: { role: 'alertdialog' },
  play: async ({ globals }) => {
    const t = storyT({ globals });
    await expect(
      await findVisible(screen.findByRole('alertdialog', { name: t('common:confirm.title') })),
    ).toBeVisible();
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async () => {
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};
