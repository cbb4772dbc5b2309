import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { framedInDocs } from '../storybook/framed-in-docs.ts';
import { storyT } from '../storybook/story-i18n.ts';
import { documentedAs } from '../storybook/documented-as.ts';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.tsx';

type ConfirmDialogDemoProps = Omit<ConfirmDialogProps, 'title' | 'message'> & {
  /** Deleting a named record, or a generic confirmation (e.g. submitting a document). */
  subject: { kind: 'delete'; name: string } | { kind: 'submit' };
};

/** Story-only: the dialog with the texts its callers pass, translated like the app does. */
function ConfirmDialogDemo({ subject, ...props }: ConfirmDialogDemoProps) {
  const { t } = useTranslation('common');
  const texts =
    subject.kind === 'delete'
      ? {
          title: t('confirm.deleteTitle', { name: subject.name }),
          message: t('confirm.deleteMessage', { name: subject.name }),
        }
      : { title: t('confirm.title'), message: t('confirm.submitMessage') };
  return <ConfirmDialog {...props} {...texts} />;
}

const meta = {
  title: 'Feedback/ConfirmDialog',
  component: documentedAs<ConfirmDialogDemoProps>(ConfirmDialog),
  render: (args) => <ConfirmDialogDemo {...args} />,
  parameters: framedInDocs(400),
  args: {
    open: true,
    destructive: true,
    subject: { kind: 'delete', name: 'Main warehouse' },
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialogDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

type T = ReturnType<typeof storyT>;

/** Waits for the dialog as a person does (there and visible, after its enter animation). */
async function openDialog(name?: string) {
  const dialog = await screen.findByRole('alertdialog', name === undefined ? {} : { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

const button = (t: T, action: 'cancel' | 'delete') =>
  screen.getByRole('button', { name: t(`common:actions.${action}`) });

export const Destructive: Story = {
  play: async (context) => {
    const { args } = context;
    const t = storyT(context);
    const name = 'Main warehouse';
    const dialog = await openDialog(t('common:confirm.deleteTitle', { name }));
    await expect(dialog).toHaveTextContent(t('common:confirm.deleteMessage', { name }));
    await waitFor(() => expect(button(t, 'cancel')).toHaveFocus());
    await userEvent.click(button(t, 'delete'));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const Cancelled: Story = {
  play: async (context) => {
    const { args } = context;
    await openDialog();
    await userEvent.click(button(storyT(context), 'cancel'));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async (context) => {
    await openDialog();
    await expect(button(storyT(context), 'cancel')).toBeDisabled();
  },
};

export const NonDestructive: Story = {
  args: { destructive: false, subject: { kind: 'submit' } },
  play: async (context) => {
    const t = storyT(context);
    const dialog = await openDialog(t('common:confirm.title'));
    await expect(dialog).toHaveTextContent(t('common:confirm.submitMessage'));
  },
};

/** A record named in Chinese (the data, not the interface: the locale toolbar switches that). */
export const ChineseData: Story = {
  args: { subject: { kind: 'delete', name: '主仓库' } },
  play: async (context) => {
    const t = storyT(context);
    await openDialog(t('common:confirm.deleteTitle', { name: '主仓库' }));
    await waitFor(() => expect(button(t, 'delete')).toBeVisible());
  },
};
