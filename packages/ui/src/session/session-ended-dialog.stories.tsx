import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { framedInDocs } from '../storybook/framed-in-docs.ts';
import { storyT } from '../storybook/story-i18n.ts';
import { SessionEndedDialog } from './session-ended-dialog.tsx';

const meta = {
  title: 'Feedback/SessionEndedDialog',
  component: SessionEndedDialog,
  parameters: framedInDocs(480),
  args: { open: true, signingIn: false, popupFailed: false, onSignIn: fn(), onSignInHere: fn() },
} satisfies Meta<typeof SessionEndedDialog>;
export default meta;
type Story = StoryObj<typeof meta>;
type T = ReturnType<typeof storyT>;

/** Waits for the dialog as a person does (there and visible, after its enter animation). */
async function openDialog(t: T) {
  const dialog = await screen.findByRole('alertdialog', { name: t('session:ended.title') });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

const signInHere = (t: T) => screen.queryByRole('button', { name: t('session:ended.signInHere') });

export const Ended: Story = {
  play: async (context) => {
    const t = storyT(context);
    const dialog = await openDialog(t);
    await expect(dialog).toHaveTextContent(t('session:ended.message'));
    // Nothing but signing in closes it: the requests behind it wait for the new session.
    await expect(screen.queryByRole('button', { name: t('common:actions.close') })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await expect(signInHere(t)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: t('session:ended.signIn') }));
    await waitFor(() => expect(context.args.onSignIn).toHaveBeenCalledOnce());
  },
};

export const SigningIn: Story = {
  args: { signingIn: true },
  play: async (context) => {
    const dialog = await openDialog(storyT(context));
    await expect(dialog.querySelector('[data-loading]')).not.toBeNull();
  },
};

export const PopupFailed: Story = {
  args: { popupFailed: true },
  play: async (context) => {
    const t = storyT(context);
    const dialog = await openDialog(t);
    await expect(screen.getByRole('alert')).toHaveTextContent(t('session:ended.popupFailed'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: t('session:ended.signIn') })).toHaveFocus(),
    );
    await userEvent.click(signInHere(t)!);
    await waitFor(() => expect(context.args.onSignInHere).toHaveBeenCalledOnce());
    await expect(dialog).toBeVisible();
  },
};

export const Closed: Story = {
  args: { open: false },
  parameters: { visual: { target: 'root' }, docs: { story: { height: '80px' } } },
  play: async () => {
    await expect(screen.queryByRole('alertdialog')).toBeNull();
  },
};
